import { Alert, Button, Form, TextField } from '../../../design-system';
import type { SecondFactorAnswer } from '../../../machines/auth/auth.machine';
import { screenTexts } from '../../messages/screen-texts';
import * as layout from '../../shell/screen.css';

const t = screenTexts.login.secondFactor;

export interface SecondFactorStepProps {
  method: SecondFactorAnswer['method'];
  /** Whether the account has a passkey to answer with, and an authenticator app to switch to. */
  hasPasskey: boolean;
  hasApp: boolean;
  /** Which answer is being checked, if any. */
  pending: false | 'code' | 'passkey';
  onPasskey: () => void;
  code: string;
  codeError: string | undefined;
  failure: string | undefined;
  onCodeChange: (value: string) => void;
  onSwitchMethod: () => void;
  onSubmit: () => void;
  onBack: () => void;
}

/**
 * The login's second step (decisions 023, 024): a passkey, if the account has one, a code from
 * the authenticator app, or a recovery code instead. The first control takes focus when the
 * step appears, so a screen reader reads where the screen changed; the browser may fill a code
 * it received (`one-time-code`).
 */
export function SecondFactorStep(props: SecondFactorStepProps) {
  const { method, hasPasskey, hasApp, code, codeError, failure, pending, onPasskey, onCodeChange, onSwitchMethod, onSubmit, onBack } = props;
  const totp = method === 'totp';
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {failure ? <Alert>{failure}</Alert> : null}
      {hasPasskey ? (
        <>
          <p>{t.passkeyIntro}</p>
          <Button autoFocus onPress={onPasskey} isPending={pending === 'passkey'} isDisabled={pending === 'code'}>
            {t.usePasskey}
          </Button>
        </>
      ) : null}
      <Form onSubmit={onSubmit} aria-label={t.title}>
        <TextField
          key={method}
          label={totp ? t.totpLabel : t.recoveryLabel}
          description={totp ? t.totpIntro : t.recoveryIntro}
          name="code"
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          autoFocus={!hasPasskey}
          value={code}
          isReadOnly={pending !== false}
          errorMessage={codeError}
          onChange={onCodeChange}
        />
        <Button type="submit" variant={hasPasskey ? 'secondary' : 'primary'} isPending={pending === 'code'} isDisabled={pending === 'passkey'}>
          {t.submit}
        </Button>
      </Form>
      <div className={layout.linkRow}>
        {hasApp ? (
          <Button variant="secondary" onPress={onSwitchMethod} isDisabled={pending !== false}>
            {totp ? t.useRecovery : t.useTotp}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onBack} isDisabled={pending !== false}>
          {t.back}
        </Button>
      </div>
    </div>
  );
}
