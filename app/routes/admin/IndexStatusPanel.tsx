import { Alert, formatDateTime, MetricTile, ProgressBar } from '../../../design-system';
import type { IndexStatus } from '../../../machines/dashboard/dashboard.machine';
import { adminTexts } from './admin-texts';
import * as layout from '../../shell/screen.css';

const t = adminTexts;
const count = new Intl.NumberFormat('ro-RO');

/**
 * The search index as an administrator needs it: whether a rebuild runs and how far it has
 * got, when the last one started and finished, the drift between the products in the
 * database and those in the index, called out when they differ, and how far the index is
 * behind the catalogue's feed of changes (decision 019).
 */
export function IndexStatusPanel({ status }: { status: IndexStatus }) {
  const { rebuilding, loadProgress, indexedProducts, catalogueProducts, lastRebuildStartedAt, lastRebuildFinishedAt, feed } = status;
  const drift = Math.abs(catalogueProducts - indexedProducts);
  return (
    <section aria-labelledby="index-status" className={layout.stack}>
      <h2 id="index-status" className={layout.subheading}>
        {t.indexTitle}
      </h2>
      {loadProgress ? (
        <ProgressBar
          label={t.loadingIndex}
          value={loadProgress.indexed}
          maxValue={Math.max(loadProgress.total, 1)}
          valueLabel={t.ofTotal(loadProgress.indexed, loadProgress.total)}
        />
      ) : rebuilding ? (
        <ProgressBar label={t.preparing} isIndeterminate />
      ) : (
        <p className={layout.muted}>{t.noRebuild}</p>
      )}
      <p className={layout.muted}>
        {lastRebuildStartedAt
          ? t.lastRebuild(formatDateTime(lastRebuildStartedAt), lastRebuildFinishedAt ? formatDateTime(lastRebuildFinishedAt) : undefined)
          : t.neverRebuilt}
      </p>
      <dl className={layout.tiles} aria-label={t.indexTitle}>
        <MetricTile label={t.catalogueProducts} value={count.format(catalogueProducts)} />
        <MetricTile label={t.indexedProducts} value={count.format(indexedProducts)} />
        {feed ? (
          <>
            <MetricTile label={t.feedPending} value={count.format(feed.pendingChanges)} />
            <MetricTile label={t.feedLag} value={t.seconds(feed.lagSeconds)} />
          </>
        ) : null}
      </dl>
      {drift > 0 ? <Alert tone="danger">{t.drift(drift)}</Alert> : <Alert tone="success">{t.inStep}</Alert>}
    </section>
  );
}
