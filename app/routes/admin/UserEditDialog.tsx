import { PasswordField, TextArea, TextField } from '../../../design-system';
import { adminUserEditSchema } from '../../../openapi/domain/account-rules';
import type { components } from '../../../openapi/generated/auth';
import { screenTexts } from '../../messages/screen-texts';
import { usersTexts } from './users-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { usePasswordStrength } from '../../runtime/use-password-strength';
import { EditDialog } from '../../shell/EditDialog';
import type { RecentSignIn } from '../../runtime/recent-sign-in/use-recent-sign-in';
import { EndUserSessions } from './EndUserSessions';

type Profile = components['schemas']['Profile'];

interface UserEditProps {
  onSaved: () => void;
  onClose: () => void;
  /** A change to the user's e-mail, password or sessions needs the administrator's recent sign-in (decision 043). */
  withRecentSignIn: RecentSignIn['withRecentSignIn'];
}
const t = usersTexts;
const r = screenTexts.register;

function UserForm({ user, onSaved, onClose, withRecentSignIn }: UserEditProps & { user: Profile }) {
  const { clients } = useServices();
  const form = useForm({
    schema: adminUserEditSchema,
    successMessage: t.saved,
    initialValues: {
      username: user.username,
      email: user.email,
      phone: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
      sellerName: user.sellerName,
      sellerIdentifier: user.sellerIdentifier,
      description: user.description,
      password: '',
    },
    onSuccess: () => {
      onSaved();
      onClose();
    },
    submit: ({ password, ...rest }) =>
      withRecentSignIn(() =>
        unwrap(
          clients.auth.PUT('/api/profile/{uuid}/fullUpdate', { params: { path: { uuid: user.uuid } }, body: { ...rest, ...(password ? { password } : {}) } }),
        ),
      ),
  });
  const { username, email, firstName, lastName, sellerName } = form.values;
  const strength = usePasswordStrength(form.values.password, [username, email, firstName, lastName, sellerName]);
  return (
    <EditDialog title={t.editTitle} onClose={onClose} form={form} failure={form.failureMessage} saveLabel={t.save} cancelLabel={screenTexts.productForm.cancel}>
      <TextField label={r.username} {...form.field('username')} />
      <TextField label={r.email} inputMode="email" {...form.field('email')} />
      <TextField label={r.phone} type="tel" {...form.field('phone')} />
      <TextField label={r.firstName} {...form.field('firstName')} />
      <TextField label={r.lastName} {...form.field('lastName')} />
      <TextField label={r.sellerName} {...form.field('sellerName')} />
      <TextField label={r.sellerIdentifier} {...form.field('sellerIdentifier')} />
      <TextArea label={r.description} {...form.field('description')} />
      <PasswordField label={t.password} autoComplete="new-password" description={t.passwordHint} strength={strength} {...form.field('password')} />
      <EndUserSessions uuid={user.uuid} withRecentSignIn={withRecentSignIn} />
    </EditDialog>
  );
}

/** The administrator's edit of a user (docs/product.md §5 "Admin user edit"), open while `user` is set. */
export function UserEditDialog({ user, ...props }: UserEditProps & { user: Profile | undefined }) {
  return user ? <UserForm key={user.uuid} user={user} {...props} /> : null;
}
