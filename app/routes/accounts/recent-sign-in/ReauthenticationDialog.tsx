import { Alert, Button, Dialog, Form, PasswordField } from '../../../../design-system';
import * as layout from '../../../shell/screen.css';
import { accountTexts } from '../account-texts';

const t = accountTexts.reauthentication;

export interface ReauthenticationDialogProps {
  isOpen: boolean;
  password: string;
  passwordError: string | undefined;
  /** The server's reason the last try failed, in words. */
  failure: string | undefined;
  pending: boolean;
  onPasswordChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * "Confirmă că ești tu" (decision 025): the password again, before an operation that needs a
 * recent sign-in. The field takes the focus; Escape or "Renunță" gives up, and the operation
 * then fails with its own reason.
 */
export function ReauthenticationDialog({
  isOpen,
  password,
  passwordError,
  failure,
  pending,
  onPasswordChange,
  onSubmit,
  onCancel,
}: ReauthenticationDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} title={t.title}>
      <Form onSubmit={onSubmit} aria-label={t.title}>
        <p>{t.message}</p>
        {failure ? <Alert>{failure}</Alert> : null}
        <PasswordField
          label={t.password}
          name="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          errorMessage={passwordError}
          isReadOnly={pending}
          onChange={onPasswordChange}
        />
        <div className={layout.linkRow}>
          <Button variant="secondary" isDisabled={pending} onPress={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" isPending={pending}>
            {t.confirm}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
