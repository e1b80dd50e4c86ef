import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button } from '../../../design-system';
import { accountDataMachine, type DataFormat } from '../../../machines/account-data/account-data.machine';
import { accountDataCsv } from '../../../machines/account-data/account-data-csv';
import { errorMessage } from '../../messages/error-messages';
import { useServices, useToast } from '../../runtime/AppServicesProvider';
import { downloadText } from '../../runtime/download-file';
import { useRecentSignIn } from '../../runtime/recent-sign-in/use-recent-sign-in';
import { unwrap } from '../../runtime/unwrap';
import * as layout from '../../shell/screen.css';
import { accountTexts } from './account-texts';

const t = accountTexts.data;
const formats: readonly DataFormat[] = ['json', 'csv'];

/**
 * "Datele tale" on the profile (issue #51, GDPR Art. 15 and 20; decision 051): the account-data
 * machine with the auth client. The data comes once, with the password asked again when the
 * sign-in is not recent, and is saved as JSON, or as one CSV written from the same answer.
 */
export function AccountDataSection({ username }: { username: string }) {
  const { clients } = useServices();
  const toast = useToast();
  const { withRecentSignIn, prompt } = useRecentSignIn(username);
  const machine = useMemo(
    () =>
      accountDataMachine.provide({
        actors: {
          fetchData: fromPromise(() => withRecentSignIn(() => unwrap(clients.auth.POST('/api/profile/{id}/data', { params: { path: { id: username } } })))),
        },
        actions: {
          save: (_, { data, format }) => {
            if (format === 'csv') downloadText(t.fileName(username, 'csv'), accountDataCsv(data));
            else downloadText(t.fileName(username, 'json'), JSON.stringify(data, null, 2), 'application/json');
            toast('success', t.saved);
          },
          notifyFailed: (_, reason) => toast('error', `${t.failed} ${errorMessage(reason)}`),
        },
      }),
    [clients, toast, username, withRecentSignIn],
  );
  const [snapshot, send] = useMachine(machine);
  const pending = snapshot.hasTag('pending');
  return (
    <section aria-labelledby="account-data-title" className={layout.stack}>
      <h2 id="account-data-title" className={layout.subheading}>
        {t.title}
      </h2>
      <p className={layout.muted}>{t.hint}</p>
      <div className={layout.linkRow}>
        {formats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            isPending={pending && snapshot.context.format === format}
            isDisabled={pending}
            onPress={() => send({ type: 'download', format })}
          >
            {t[format]}
          </Button>
        ))}
      </div>
      {prompt}
    </section>
  );
}
