import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, formatCpu, formatRam, MetricTile, Spinner, ZoneNav } from '../../../design-system';
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import { texts } from '../../messages/texts';
import { adminTexts } from './admin-texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { loadDashboard } from './dashboard-effects';
import * as layout from '../../shell/screen.css';
import { IndexStatusPanel } from './IndexStatusPanel';
import { zoneNavigation } from '../../shell/navigation';

const count = new Intl.NumberFormat('ro-RO');
const t = adminTexts;

/** The dashboard (docs/product.md §2): CPU and RAM per service, users and products, and the search index's rebuild and drift, every 5 s. */
export default function DashboardRoute() {
  usePageTitle(t.dashboardTitle);
  const { clients } = useServices();
  const machine = useMemo(() => dashboardMachine.provide({ actors: { load: loadDashboard(clients) } }), [clients]);
  const [snapshot] = useMachine(machine);
  const { data, failed } = snapshot.context;
  return (
    <div className={layout.stack}>
      <ZoneNav {...zoneNavigation.admin} currentPath="/admin/dashboard" />
      <h1 className={layout.heading}>{t.dashboardTitle}</h1>
      <p className={layout.muted}>{t.refreshNote}</p>
      {failed ? <Alert>{t.dashboardFailed}</Alert> : null}
      {!data && !failed ? <Spinner label={texts.app.loading} /> : null}
      {data ? (
        <>
          <dl className={layout.tiles} aria-label={t.dashboardTitle}>
            <MetricTile label={t.totalUsers} value={count.format(data.totalUsers)} />
            <MetricTile label={t.activeUsers} value={count.format(data.activeUsers)} />
            <MetricTile label={t.totalProducts} value={count.format(data.totalProducts)} />
          </dl>
          <dl className={layout.tiles}>
            {data.services.flatMap((service) => [
              <MetricTile key={`${service.service}-cpu`} label={t.cpu(t.services[service.service])} value={formatCpu(service.cpuUsage)} />,
              <MetricTile key={`${service.service}-ram`} label={t.ram(t.services[service.service])} value={formatRam(service.ramUsage)} />,
            ])}
          </dl>
          <IndexStatusPanel status={data.index} />
        </>
      ) : null}
    </div>
  );
}
