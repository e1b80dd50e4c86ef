import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearchParams } from 'react-router';
import { Alert, Link, Spinner } from '../../../design-system';
import { linkConfirmationMachine } from '../../../machines/forms/link-confirmation.machine';
import { errorMessage } from '../../messages/error-messages';
import { usePageTitle, useServices, useToast } from '../../runtime/AppServicesProvider';
import * as layout from '../../shell/screen.css';

export interface LinkConfirmationTexts {
  title: string;
  pending: string;
  success: string;
  failed: string;
  incomplete: string;
  toLogin: string;
}

/**
 * An e-mailed link (activation, deletion): confirms at once, says how it went, and goes to
 * /login 3 s after success.
 */
export function LinkConfirmationScreen({
  copy,
  confirm,
  leave,
}: {
  copy: LinkConfirmationTexts;
  confirm: (link: { email: string; token: string }) => Promise<unknown>;
  /** How to go to /login after success; defaults to plain navigation. */
  leave?: () => void;
}) {
  usePageTitle(copy.title);
  const { navigator } = useServices();
  const toast = useToast();
  const [params] = useSearchParams();
  // The link is confirmed once per visit.
  const [machine] = useState(() =>
    linkConfirmationMachine.provide({
      actors: { confirmLink: fromPromise(async ({ input }) => void (await confirm(input))) },
      actions: {
        redirect: (_, to) => (leave ? leave() : navigator.go(to)),
        notifyFailure: (_, error) => toast('error', `${copy.failed} ${errorMessage(error)}`),
      },
    }),
  );
  const [snapshot] = useMachine(machine, { input: { email: params.get('email'), token: params.get('token') } });
  const failed = snapshot.matches('failed');
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{copy.title}</h1>
      {snapshot.hasTag('pending') ? <Spinner label={copy.pending} showLabel /> : null}
      {snapshot.matches('confirmed') || snapshot.matches('redirected') ? <Alert tone="success">{copy.success}</Alert> : null}
      {snapshot.matches('incomplete') ? <Alert>{copy.incomplete}</Alert> : null}
      {failed ? (
        <Alert>
          {copy.failed} {errorMessage(snapshot.context.error)}
        </Alert>
      ) : null}
      <Link href="/login">{copy.toLogin}</Link>
    </div>
  );
}
