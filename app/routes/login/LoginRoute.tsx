import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Form, Link, PasswordField, TextField } from '../../../design-system';
import { AccessDenied } from './AccessDenied';
import { loginFormMachine } from '../../../machines/login-form/login-form.machine';
import { Captcha } from '../../captcha/Captcha';
import { screenTexts } from '../../messages/screen-texts';
import { usePageTitle, useServices, useSession } from '../../runtime/AppServicesProvider';
import {
  completeLogInThroughSession,
  completeLogInWithPasskeyThroughSession,
  logInThroughSession,
  logInWithPasskeyThroughSession,
  passkeyAutofillThroughSession,
} from './login-through-session';
import { SecondFactorStep } from './SecondFactorStep';
import { loginDecision } from './login-decision';
import { loginFailureMessage } from './login-failure-message';
import * as layout from '../../shell/screen.css';

/** Sign-in (docs/product.md §2 "Login screen"), wired to the login-form machine. */
export default function LoginRoute() {
  const { auth, clients } = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [resetCount, setResetCount] = useState(0);
  const machine = useMemo(
    () =>
      loginFormMachine.provide({
        actors: {
          logIn: logInThroughSession(auth),
          completeLogIn: completeLogInThroughSession(auth, clients),
          logInWithPasskey: logInWithPasskeyThroughSession(auth, clients),
          passkeyAutofill: passkeyAutofillThroughSession(auth, clients),
          completeLogInWithPasskey: completeLogInWithPasskeyThroughSession(auth, clients),
        },
        actions: {
          resetCaptcha: () => setResetCount((count) => count + 1),
          cancelSecondStep: () => auth.send({ type: 'login.cancelled' }),
          redirect: (_, target) => void navigate(target, { replace: true }),
        },
      }),
    [auth, clients, navigate],
  );
  const [snapshot, send] = useMachine(machine, { input: { redirectTo: params.get('redirect') } });
  const { username, password, fieldErrors, formError, methods, method, code, codeError } = snapshot.context;
  const pending = snapshot.hasTag('pending');

  const arrival = snapshot.matches('editing') ? loginDecision(session, params.get('redirect')) : { kind: 'form' as const };
  usePageTitle(arrival.kind === 'denied' ? screenTexts.login.denied.title : screenTexts.login.title);
  if (arrival.kind === 'go') return <Navigate replace to={arrival.to} />;
  if (arrival.kind === 'denied') return <AccessDenied username={session.username} onLogout={() => auth.send({ type: 'logout.requested' })} />;

  const failure = formError?.kind === 'loginFailed' ? loginFailureMessage(formError.failure) : undefined;

  if (snapshot.matches('secondFactor') || snapshot.matches('verifying') || snapshot.matches('verifyingPasskey')) {
    return (
      <SecondFactorStep
        method={method}
        hasPasskey={methods.includes('passkey')}
        hasApp={methods.includes('totp')}
        code={code}
        codeError={codeError}
        failure={failure}
        pending={snapshot.matches('verifying') ? 'code' : snapshot.matches('verifyingPasskey') ? 'passkey' : false}
        onPasskey={() => send({ type: 'passkey.requested' })}
        onCodeChange={(value) => send({ type: 'code.changed', value })}
        onSwitchMethod={() => send({ type: 'method.switched' })}
        onSubmit={() => send({ type: 'submit' })}
        onBack={() => send({ type: 'back' })}
      />
    );
  }

  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{screenTexts.login.title}</h1>
      {failure ? <Alert>{failure}</Alert> : null}
      <Form onSubmit={() => send({ type: 'submit' })} aria-label={screenTexts.login.title}>
        <TextField
          label={screenTexts.login.username}
          name="username"
          autoComplete="username webauthn"
          value={username}
          isReadOnly={pending}
          errorMessage={fieldErrors.username}
          onChange={(value) => send({ type: 'field.changed', field: 'username', value })}
        />
        <PasswordField
          label={screenTexts.login.password}
          name="password"
          autoComplete="current-password"
          value={password}
          isReadOnly={pending}
          errorMessage={fieldErrors.password}
          onChange={(value) => send({ type: 'field.changed', field: 'password', value })}
        />
        <Captcha
          resetCount={resetCount}
          onSolved={(token) => send({ type: 'captcha.solved', token })}
          onExpired={() => send({ type: 'captcha.expired' })}
          errorMessage={formError?.kind === 'captchaMissing' ? screenTexts.login.captchaMissing : undefined}
        />
        <Button type="submit" isPending={snapshot.matches('submitting')} isDisabled={pending}>
          {screenTexts.login.submit}
        </Button>
      </Form>
      <Button variant="secondary" onPress={() => send({ type: 'passkey.requested' })} isPending={snapshot.matches('signingInWithPasskey')} isDisabled={pending}>
        {screenTexts.login.passkey}
      </Button>
      <div className={layout.linkRow}>
        <Link href="/register">{screenTexts.login.register}</Link>
        <Link href="/forgotpassword">{screenTexts.login.forgot}</Link>
        <Link href="/">{screenTexts.login.home}</Link>
      </div>
    </div>
  );
}
