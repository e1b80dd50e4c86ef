import { Alert, Button, Form, TextField } from '../../../design-system';
import type { SecondFactorMethod } from '../../../machines/auth/auth.machine';
import { screenTexts } from '../../messages/screen-texts';
import * as layout from '../../shell/screen.css';

const t = screenTexts.login.secondFactor;

export interface SecondFactorStepProps {
  method: SecondFactorMethod;
  code: string;
  codeError: string | undefined;
  failure: string | undefined;
  pending: boolean;
  onCodeChange: (value: string) => void;
  onSwitchMethod: () => void;
  onSubmit: () => void;
  onBack: () => void;
}

/**
 * The login's second step (decision 023): a code from the authenticator app, or a recovery
 * code instead. The field takes focus when the step appears, so a screen reader reads its
 * label and instructions; the browser may fill a code it received (`one-time-code`).
 */
export function SecondFactorStep({ method, code, codeError, failure, pending, onCodeChange, onSwitchMethod, onSubmit, onBack }: SecondFactorStepProps) {
  const totp = method === 'totp';
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {failure ? <Alert>{failure}</Alert> : null}
      <Form onSubmit={onSubmit} aria-label={t.title}>
        <TextField
          key={method}
          label={totp ? t.totpLabel : t.recoveryLabel}
          description={totp ? t.totpIntro : t.recoveryIntro}
          name="code"
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          autoFocus
          value={code}
          isReadOnly={pending}
          errorMessage={codeError}
          onChange={onCodeChange}
        />
        <Button type="submit" isPending={pending}>
          {t.submit}
        </Button>
      </Form>
      <div className={layout.linkRow}>
        <Button variant="secondary" onPress={onSwitchMethod} isDisabled={pending}>
          {totp ? t.useRecovery : t.useTotp}
        </Button>
        <Button variant="secondary" onPress={onBack} isDisabled={pending}>
          {t.back}
        </Button>
      </div>
    </div>
  );
}
