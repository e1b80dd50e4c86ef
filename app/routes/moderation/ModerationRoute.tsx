import { useRef } from 'react';
import { Link, Spinner } from '../../../design-system';
import { texts } from '../../messages/texts';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useResource, type Resource } from '../../runtime/use-resource';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { ComplaintItem } from './ComplaintItem';
import { moderationTexts } from './moderation-texts';
import { QueueItem } from './QueueItem';
import * as styles from './moderation.css';

const t = moderationTexts;

/** What a list shows while it loads or after it failed to. */
function ListState({ resource, failed }: { resource: Resource<unknown>; failed: string }) {
  if (resource.status === 'loading') return <Spinner label={texts.app.loading} />;
  return resource.status === 'failed' ? <LoadFailure what={failed} reason={resource.error} onRetry={resource.retry} /> : null;
}

/**
 * "Moderare" (/admin/moderation, issue #51, DSA Art. 16, 17 and 20): the reports waiting, one
 * item per product, and the complaints waiting. A decision reloads its list, and the focus
 * goes to the list's heading, since the item it was in is gone.
 */
export default function ModerationRoute() {
  usePageTitle(t.deskTitle);
  const { clients } = useServices();
  const queue = useResource((signal) => unwrap(clients.product.GET('/moderation/queue', { signal })));
  const complaints = useResource((signal) => unwrap(clients.product.GET('/moderation/complaints', { signal })));
  const queueHeading = useRef<HTMLHeadingElement>(null);
  const complaintsHeading = useRef<HTMLHeadingElement>(null);
  const queueDecided = () => {
    queue.reload();
    queueHeading.current?.focus();
  };
  const complaintDecided = () => {
    complaints.reload();
    complaintsHeading.current?.focus();
  };
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{t.deskTitle}</h1>
      <p className={layout.muted}>{t.deskLead}</p>
      <Link href="/admin/moderation/log">{t.logLink}</Link>
      <section className={layout.stack} aria-labelledby="moderation-queue">
        <h2 id="moderation-queue" ref={queueHeading} tabIndex={-1} className={`${layout.subheading} ${layout.focusTarget}`}>
          {t.queueTitle}
          {queue.data ? ` (${queue.data.totalItems})` : ''}
        </h2>
        <ListState resource={queue} failed={t.queueFailed} />
        {queue.data?.items.length === 0 ? <p>{t.queueEmpty}</p> : null}
        <ul className={styles.list}>
          {queue.data?.items.map((item) => (
            <QueueItem key={`${item.productUuid}-${item.upTo}`} item={item} onDecided={queueDecided} onConflict={queue.reload} />
          ))}
        </ul>
      </section>
      <section className={layout.stack} aria-labelledby="moderation-complaints">
        <h2 id="moderation-complaints" ref={complaintsHeading} tabIndex={-1} className={`${layout.subheading} ${layout.focusTarget}`}>
          {t.complaintsTitle}
        </h2>
        <ListState resource={complaints} failed={t.complaintsFailed} />
        {complaints.data?.complaints.length === 0 ? <p>{t.complaintsEmpty}</p> : null}
        <ul className={styles.list}>
          {complaints.data?.complaints.map((entry) => (
            <ComplaintItem key={entry.complaint.uuid} entry={entry} onDecided={complaintDecided} onConflict={complaints.reload} />
          ))}
        </ul>
      </section>
    </div>
  );
}
