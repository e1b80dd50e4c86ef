import { Alert, Button, Dialog, Form, PasswordField, Spinner, TextField } from '../../../design-system';
import { screenTexts } from '../../messages/screen-texts';
import * as layout from '../../shell/screen.css';
import { recentSignInTexts } from './recent-sign-in-texts';

const t = recentSignInTexts;
const codes = screenTexts.login.secondFactor;

export interface ReauthenticationDialogProps {
  isOpen: boolean;
  /** While the account's second factors are read, before anything is asked. */
  loading: boolean;
  /** The account's passkeys can answer alone; its app's codes or recovery codes go with the password. */
  hasPasskey: boolean;
  hasApp: boolean;
  asksCode: boolean;
  method: 'totp' | 'recoveryCode';
  password: string;
  passwordError: string | undefined;
  code: string;
  codeError: string | undefined;
  /** The server's reason the last try failed, in words. */
  failure: string | undefined;
  /** Which proof is being checked, if any. */
  pending: false | 'password' | 'passkey';
  onPasswordChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  onSwitchMethod: () => void;
  onPasskey: () => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * "Confirmă că ești tu" (decisions 025, 043): before an operation that needs a recent sign-in,
 * the password again, with a code when the account has a second factor, or one of its passkeys
 * alone. The first control takes the focus; Escape or "Renunță" gives up, and the operation then
 * fails with its own reason.
 */
export function ReauthenticationDialog(props: ReauthenticationDialogProps) {
  const { isOpen, loading, hasPasskey, hasApp, asksCode, method, password, passwordError, code, codeError, failure, pending } = props;
  const totp = method === 'totp';
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => (open ? undefined : props.onCancel())} title={t.title}>
      {loading ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <p>{asksCode || hasPasskey ? t.messageWithFactor : t.message}</p>
          {failure ? <Alert>{failure}</Alert> : null}
          {hasPasskey ? (
            <div className={layout.stack}>
              <Button autoFocus onPress={props.onPasskey} isPending={pending === 'passkey'} isDisabled={pending === 'password'}>
                {codes.usePasskey}
              </Button>
              <p>{t.orPassword}</p>
            </div>
          ) : null}
          <Form onSubmit={props.onSubmit} aria-label={t.title}>
            <PasswordField
              label={t.password}
              name="password"
              autoComplete="current-password"
              autoFocus={!hasPasskey}
              value={password}
              errorMessage={passwordError}
              isReadOnly={pending !== false}
              onChange={props.onPasswordChange}
            />
            {asksCode ? (
              <TextField
                key={method}
                label={totp ? codes.totpLabel : codes.recoveryLabel}
                description={totp ? codes.totpIntro : codes.recoveryIntro}
                name="code"
                autoComplete="one-time-code"
                inputMode={totp ? 'numeric' : 'text'}
                value={code}
                errorMessage={codeError}
                isReadOnly={pending !== false}
                onChange={props.onCodeChange}
              />
            ) : null}
            {asksCode && hasApp ? (
              <Button variant="secondary" onPress={props.onSwitchMethod} isDisabled={pending !== false}>
                {totp ? codes.useRecovery : codes.useTotp}
              </Button>
            ) : null}
            <div className={layout.linkRow}>
              <Button variant="secondary" isDisabled={pending !== false} onPress={props.onCancel}>
                {t.cancel}
              </Button>
              <Button type="submit" variant={hasPasskey ? 'secondary' : 'primary'} isPending={pending === 'password'} isDisabled={pending === 'passkey'}>
                {t.confirm}
              </Button>
            </div>
          </Form>
        </>
      )}
    </Dialog>
  );
}
