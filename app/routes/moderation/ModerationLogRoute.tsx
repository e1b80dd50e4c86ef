import { useState } from 'react';
import { Button, formatDateTime, Link, Spinner } from '../../../design-system';
import { texts } from '../../messages/texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { moderationTexts } from './moderation-texts';
import * as styles from './moderation.css';

const t = moderationTexts;
const columns = t.logColumns;

/** One page of the log, from `before` back. */
function LogPage({ before, onOlder }: { before: number | undefined; onOlder: (before: number) => void }) {
  const { clients } = useServices();
  const log = useResource((signal) => unwrap(clients.product.GET('/moderation/log', { params: { query: before === undefined ? {} : { before } }, signal })));
  if (log.status === 'loading') return <Spinner label={texts.app.loading} />;
  if (log.status === 'failed' || !log.data) return <LoadFailure what={t.logFailed} reason={log.error} onRetry={log.retry} />;
  const { entries, before: older } = log.data;
  if (entries.length === 0) return <p>{t.logEmpty}</p>;
  return (
    <>
      <div className={styles.tableFrame} tabIndex={0} role="region" aria-label={t.logTitle} data-scrolls-sideways>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{columns.at}</th>
              <th scope="col">{columns.actor}</th>
              <th scope="col">{columns.step}</th>
              <th scope="col">{columns.product}</th>
              <th scope="col">{columns.reason}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.position}>
                <td>{formatDateTime(entry.at)}</td>
                <td>{entry.actor}</td>
                <td>{t.steps[entry.step]}</td>
                <td>{entry.productName}</td>
                <td>{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {older === undefined ? null : (
        <Button variant="secondary" onPress={() => onOlder(older)}>
          {t.older}
        </Button>
      )}
    </>
  );
}

/** "Jurnalul de moderare" (/admin/moderation/log, issue #51): every step, newest first, read page by page; nobody edits it. */
export default function ModerationLogRoute() {
  usePageTitle(t.logTitle);
  const [before, setBefore] = useState<number | undefined>();
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{t.logTitle}</h1>
      <p className={layout.muted}>{t.logLead}</p>
      <div className={layout.linkRow}>
        <Link href="/admin/moderation">{t.backToDesk}</Link>
        {before === undefined ? null : (
          <Button variant="secondary" onPress={() => setBefore(undefined)}>
            {t.newest}
          </Button>
        )}
      </div>
      <LogPage key={before ?? 'newest'} before={before} onOlder={setBefore} />
    </div>
  );
}
