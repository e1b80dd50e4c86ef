import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Alert, Button, ZoneNav } from '../../../design-system';
import { indexStatusMachine } from '../../../machines/dashboard/dashboard.machine';
import { indexRebuildMachine } from '../../../machines/dashboard/index-rebuild.machine';
import { adminTexts } from './admin-texts';
import { usePageTitle, useServices, useToast } from '../../runtime/AppServicesProvider';
import { loadIndexStatus } from './dashboard-effects';
import { unwrap } from '../../runtime/unwrap';
import * as layout from '../../shell/screen.css';
import { IndexStatusPanel } from './IndexStatusPanel';
import { zoneNavigation } from '../../shell/navigation';

const t = adminTexts;

/** Search-index options: the button that rebuilds the index (docs/product.md §2, §8), and the index's rebuild progress and drift every 5 s. */
export default function SearchOptionsRoute() {
  usePageTitle(t.searchTitle);
  const { clients } = useServices();
  const toast = useToast();
  const machine = useMemo(
    () =>
      indexRebuildMachine.provide({
        actors: {
          startRebuild: fromPromise<void>(async () => {
            await unwrap(clients.search.POST('/api/search/rebuild'));
          }),
        },
        actions: { notifyStarted: () => toast('success', t.rebuildStarted) },
      }),
    [clients, toast],
  );
  const [snapshot, send] = useMachine(machine);
  const statusMachine = useMemo(() => indexStatusMachine.provide({ actors: { load: loadIndexStatus(clients) } }), [clients]);
  const [status] = useMachine(statusMachine);
  return (
    <div className={layout.stack}>
      <ZoneNav {...zoneNavigation.admin} currentPath="/admin/search" />
      <h1 className={layout.heading}>{t.searchTitle}</h1>
      <p>{t.searchLead}</p>
      {snapshot.matches('failed') ? <Alert>{t.rebuildFailed}</Alert> : null}
      <div>
        <Button isPending={snapshot.hasTag('pending')} isDisabled={snapshot.hasTag('pending')} onPress={() => send({ type: 'rebuild.requested' })}>
          {t.rebuild}
        </Button>
      </div>
      {status.context.failed ? <Alert>{t.indexFailed}</Alert> : null}
      {status.context.data ? <IndexStatusPanel status={status.context.data} /> : null}
    </div>
  );
}
