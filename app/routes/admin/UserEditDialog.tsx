import { Alert, Button, Dialog, Form, PasswordField, TextArea, TextField } from '../../../design-system';
import { adminUserEditSchema } from '../../../openapi/domain/account-rules';
import type { components } from '../../../openapi/generated/auth';
import { screenTexts } from '../../messages/screen-texts';
import { usersTexts } from './users-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import * as layout from '../../shell/screen.css';

type Profile = components['schemas']['Profile'];
const t = usersTexts;
const r = screenTexts.register;

function UserForm({ user, onSaved, onCancel }: { user: Profile; onSaved: () => void; onCancel: () => void }) {
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
    onSuccess: onSaved,
    submit: (values) => {
      const { password, ...rest } = values as Record<string, string>;
      const body = { ...rest, ...(password ? { password } : {}) } as components['schemas']['AdminProfileUpdate'];
      return unwrap(clients.auth.PUT('/api/profile/{uuid}/fullUpdate', { params: { path: { uuid: user.uuid } }, body }));
    },
  });
  return (
    <Form onSubmit={form.submit} aria-label={t.editTitle}>
      {form.failureMessage ? <Alert>{form.failureMessage}</Alert> : null}
      <TextField label={r.username} {...form.field('username')} />
      <TextField label={r.email} inputMode="email" {...form.field('email')} />
      <TextField label={r.phone} type="tel" {...form.field('phone')} />
      <TextField label={r.firstName} {...form.field('firstName')} />
      <TextField label={r.lastName} {...form.field('lastName')} />
      <TextField label={r.sellerName} {...form.field('sellerName')} />
      <TextField label={r.sellerIdentifier} {...form.field('sellerIdentifier')} />
      <TextArea label={r.description} {...form.field('description')} />
      <PasswordField label={t.password} autoComplete="new-password" description={t.passwordHint} {...form.field('password')} />
      <div className={layout.linkRow}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.pending}>
          {screenTexts.productForm.cancel}
        </Button>
        <Button type="submit" isPending={form.pending} isDisabled={form.pending}>
          {t.save}
        </Button>
      </div>
    </Form>
  );
}

/** The administrator's edit of a user (docs/product.md §5 "Admin user edit"). */
export function UserEditDialog({ user, onClose, onSaved }: { user: Profile | undefined; onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog isOpen={user !== undefined} onOpenChange={(open) => (open ? undefined : onClose())} title={t.editTitle}>
      {user ? (
        <UserForm
          key={user.uuid}
          user={user}
          onCancel={onClose}
          onSaved={() => {
            onSaved();
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}
