import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { Alert, AuthenticatorSetup, Button, Checkbox, ConfirmDialog, Form, PasskeyList, RecoveryCodeList, Spinner, TextField } from '../../../design-system';
import { safeRedirect } from '../../../machines/login-form/safe-redirect';
import { secondFactorMachine } from '../../../machines/second-factor/second-factor.machine';
import { errorMessage } from '../../messages/error-messages';
import { addPasskey, passkeysAvailable } from '../../passkeys/passkey-ceremonies';
import { texts } from '../../messages/texts';
import { usePageTitle, useServices, useSignedInUsername, useToast } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { accountTexts } from './account-texts';
import { useRecentSignIn } from '../../runtime/recent-sign-in/use-recent-sign-in';

const t = accountTexts.security;
const day = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long' });

/**
 * "Verificare în doi pași" (docs/product.md §5, decision 023): the second-factor machine with
 * the auth client. A session that owes a factor is sent here by the guards, told why, and sent
 * on to where it was going once the authenticator is added and the codes are kept. Each step
 * moves the focus to its own heading, so a screen reader starts reading where the screen changed.
 */
export default function SecurityRoute() {
  usePageTitle(t.title);
  const { auth, clients } = useServices();
  const username = useSignedInUsername();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [owedFactor] = useState(() => auth.getSnapshot().context.mustAddSecondFactor);
  const { withRecentSignIn, prompt } = useRecentSignIn(username);
  const machine = useMemo(() => {
    const id = { params: { path: { id: username } } };
    return secondFactorMachine.provide({
      actors: {
        load: fromPromise(({ signal }) => unwrap(clients.auth.GET('/api/profile/{id}/second-factors', { ...id, signal }))),
        start: fromPromise(() => withRecentSignIn(() => unwrap(clients.auth.POST('/api/profile/{id}/authenticator', id)))),
        confirm: fromPromise(({ input }: { input: { code: string; endOtherSessions: boolean } }) =>
          unwrap(clients.auth.PUT('/api/profile/{id}/authenticator', { ...id, body: input })),
        ),
        remove: fromPromise(async () => {
          await withRecentSignIn(() => unwrap(clients.auth.DELETE('/api/profile/{id}/authenticator', id)));
        }),
        regenerate: fromPromise(async () => (await withRecentSignIn(() => unwrap(clients.auth.POST('/api/profile/{id}/recovery-codes', id)))).recoveryCodes),
        addPasskey: fromPromise(({ input }: { input: { name: string; endOtherSessions: boolean } }) =>
          withRecentSignIn(() => addPasskey(clients, username, input)),
        ),
        removePasskey: fromPromise(async ({ input }: { input: { id: string } }) => {
          await withRecentSignIn(() =>
            unwrap(clients.auth.DELETE('/api/profile/{id}/passkeys/{passkeyId}', { params: { path: { id: username, passkeyId: input.id } } })),
          );
        }),
      },
      actions: {
        added: () => {
          auth.send({ type: 'secondFactor.added' });
          toast('success', t.added);
        },
        removed: () => toast('success', t.removed),
        renewed: () => toast('success', t.renewed),
        passkeyAdded: ({ context }) => {
          auth.send({ type: 'secondFactor.added' });
          toast('success', context.sessionsEnded === undefined ? t.passkeyAdded : `${t.passkeyAdded} ${t.sessionsEnded(context.sessionsEnded)}`);
        },
        passkeyRemoved: () => toast('success', t.passkeyRemoved),
      },
    });
  }, [auth, clients, toast, username, withRecentSignIn]);
  const [snapshot, send] = useMachine(machine);
  const { factors, enrolment, code, codeError, recoveryCodes, failure, passkeyName, passkeyNameError, passkeyToRemove, endOtherSessions, sessionsEnded } =
    snapshot.context;
  const busy = snapshot.hasTag('busy');
  const endOthers = (
    <Checkbox
      isSelected={endOtherSessions}
      isReadOnly={busy}
      description={t.endOtherSessionsHelp}
      onChange={(value) => send({ type: 'endOtherSessions.changed', value })}
    >
      {t.endOtherSessions}
    </Checkbox>
  );
  const hasFactor = Boolean(factors && (factors.authenticator || factors.passkeys.length > 0));
  const [canMakePasskeys] = useState(passkeysAvailable);

  const step = snapshot.matches('enrolling') ? 'enrolling' : snapshot.matches('showingCodes') ? 'codes' : 'other';
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step !== 'other') stepHeading.current?.focus();
  }, [step]);

  const keptCodes = () => {
    send({ type: 'done' });
    const redirect = params.get('redirect');
    if (owedFactor && redirect) void navigate(safeRedirect(redirect), { replace: true });
  };

  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{t.title}</h1>
      {owedFactor && factors && !hasFactor ? <Alert tone="info">{t.mustAdd}</Alert> : null}
      <p>{t.lead}</p>
      {failure && !snapshot.matches('failed') ? (
        <Alert>{failure === 'PASSKEY_CANCELLED' ? t.passkeyCancelled : `${t.failed} ${errorMessage(failure)}`}</Alert>
      ) : null}
      {snapshot.matches('loading') ? <Spinner label={texts.app.loading} /> : null}
      {snapshot.matches('failed') && failure !== 'PASSKEY_CANCELLED' ? (
        <LoadFailure what={t.loadFailed} reason={failure} onRetry={() => send({ type: 'retry' })} />
      ) : null}

      {step === 'enrolling' && enrolment ? (
        <section aria-labelledby="enrol-title" className={layout.stack}>
          <h2 id="enrol-title" ref={stepHeading} tabIndex={-1} className={`${layout.subheading} ${layout.focusTarget}`}>
            {t.add}
          </h2>
          <p>{t.stepScan}</p>
          <AuthenticatorSetup otpauthUri={enrolment.otpauthUri} secret={enrolment.secret} qrLabel={t.qrLabel} keyLabel={t.keyLabel} />
          <p>{t.stepCode}</p>
          <Form onSubmit={() => send({ type: 'submit' })} aria-label={t.add}>
            <TextField
              label={t.code}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              errorMessage={codeError}
              isReadOnly={busy}
              onChange={(value) => send({ type: 'code.changed', value })}
            />
            {endOthers}
            <div className={layout.linkRow}>
              <Button type="submit" isPending={snapshot.matches('confirming')}>
                {t.confirm}
              </Button>
              <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'cancel' })}>
                {t.cancel}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {step === 'codes' ? (
        <section aria-labelledby="codes-title" className={layout.stack}>
          <h2 id="codes-title" ref={stepHeading} tabIndex={-1} className={`${layout.subheading} ${layout.focusTarget}`}>
            {t.codesTitle}
          </h2>
          {sessionsEnded !== undefined ? <Alert tone="success">{t.sessionsEnded(sessionsEnded)}</Alert> : null}
          <p>{t.codesLead}</p>
          <RecoveryCodeList
            codes={recoveryCodes}
            label={t.codesLabel}
            downloadLabel={t.codesDownload}
            fileName={t.codesFile}
            fileHeading={t.codesFileHeading(username)}
          />
          <Button onPress={keptCodes}>{t.codesSaved}</Button>
        </section>
      ) : null}

      {factors && step === 'other' ? (
        <>
          {hasFactor && !factors.sessionPassed ? (
            <>
              <Alert tone="info">{t.signInAgain}</Alert>
              <Button variant="secondary" onPress={() => auth.send({ type: 'logout.requested' })}>
                {t.logout}
              </Button>
            </>
          ) : null}
          <section aria-labelledby="passkeys-title" className={layout.stack}>
            <h2 id="passkeys-title" className={layout.subheading}>
              {t.passkeys}
            </h2>
            <p>{t.passkeysLead}</p>
            {factors.passkeys.length > 0 ? (
              <PasskeyList
                passkeys={factors.passkeys}
                canRemove={factors.sessionPassed && !busy}
                removing={snapshot.matches('removingPasskey') ? passkeyToRemove : undefined}
                onRemove={(id) => send({ type: 'passkey.remove', id })}
              />
            ) : (
              <p>{t.passkeysMissing}</p>
            )}
            {canMakePasskeys ? (
              <Form onSubmit={() => send({ type: 'passkey.add' })} aria-label={t.addPasskey}>
                <TextField
                  label={t.passkeyName}
                  description={t.passkeyNameHelp}
                  name="passkeyName"
                  value={passkeyName}
                  errorMessage={passkeyNameError}
                  isReadOnly={busy}
                  onChange={(value) => send({ type: 'passkey.named', value })}
                />
                {endOthers}
                <Button type="submit" isPending={snapshot.matches('addingPasskey')} isDisabled={busy || (hasFactor && !factors.sessionPassed)}>
                  {t.addPasskey}
                </Button>
              </Form>
            ) : (
              <p>{t.passkeysUnsupported}</p>
            )}
          </section>
          <section aria-labelledby="app-title" className={layout.stack}>
            <h2 id="app-title" className={layout.subheading}>
              {t.app}
            </h2>
            {factors.authenticator ? (
              <>
                <p>{t.appActiveSince(day.format(new Date(factors.authenticator.addedAt)))}</p>
                <Button variant="secondary" isDisabled={busy || !factors.sessionPassed} isFocusableWhenDisabled onPress={() => send({ type: 'remove' })}>
                  {t.remove}
                </Button>
              </>
            ) : (
              <>
                <p>{t.appMissing}</p>
                <Button isPending={snapshot.matches('starting')} isDisabled={busy} onPress={() => send({ type: 'add' })}>
                  {t.add}
                </Button>
              </>
            )}
          </section>
          {hasFactor ? (
            <section aria-labelledby="codes-left-title" className={layout.stack}>
              <h2 id="codes-left-title" className={layout.subheading}>
                {t.codes}
              </h2>
              <p>{t.codesLeft(factors.recoveryCodesLeft)}</p>
              <Button variant="secondary" isDisabled={busy || !factors.sessionPassed} isFocusableWhenDisabled onPress={() => send({ type: 'regenerate' })}>
                {t.regenerate}
              </Button>
            </section>
          ) : null}
        </>
      ) : null}

      <ConfirmDialog
        isOpen={snapshot.matches('confirmingRemoval') || snapshot.matches('removing')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'cancel' }))}
        title={t.removeTitle}
        message={t.removeMessage}
        confirmLabel={t.removeConfirm}
        isPending={snapshot.matches('removing')}
        onConfirm={() => send({ type: 'confirm' })}
      />
      <ConfirmDialog
        isOpen={snapshot.matches('confirmingPasskeyRemoval') || snapshot.matches('removingPasskey')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'cancel' }))}
        title={t.removePasskeyTitle}
        message={t.removePasskeyMessage}
        confirmLabel={t.removeConfirm}
        isPending={snapshot.matches('removingPasskey')}
        onConfirm={() => send({ type: 'confirm' })}
      />
      {prompt}
    </div>
  );
}
