import { useState } from 'react';
import { Alert, Button, ConfirmDialog, EmptyState, Link, SellerTotals, Spinner } from '../../../design-system';
import type { components as auth } from '../../../openapi/generated/auth';
import type { components } from '../../../openapi/generated/product';
import { orderListCsv } from '../../../openapi/domain/order-list-csv';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { downloadText } from '../../runtime/download-file';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';
import * as styles from './buyers.css';
import { OrderLineRow } from './OrderLineRow';
import { SendOrder } from './SendOrder';
import { useListAction } from './use-list-action';

const t = buyerTexts.lists;
type OrderLine = components['schemas']['OrderLine'];

/** Whether anything on the list changed since the buyer last looked: a price or a name. */
const hasChanges = (lines: readonly OrderLine[]) => lines.some((line) => line.priceChange !== undefined || line.renamed !== undefined);

export interface OrderListPanelProps {
  list: string;
  locations: readonly auth['schemas']['BuyerLocation'][];
  /** Called when the list's lines or the list itself changed, so the index of lists follows. */
  onChanged: () => void;
  onDeleted: () => void;
}

/** One order list (issue #50): its lines and what changed, totals per seller, the CSV and the printout, and sending it. */
export function OrderListPanel({ list, locations, onChanged, onDeleted }: OrderListPanelProps) {
  const { clients } = useServices();
  const loaded = useResource((signal) => unwrap(clients.product.GET('/order-lists/{list}', { params: { path: { list } }, signal })));
  const reload = () => {
    loaded.reload();
    onChanged();
  };
  const action = useListAction(reload);
  const [deleting, setDeleting] = useState(false);
  const data = loaded.data;
  usePageTitle(data ? `${data.name} – ${t.title}` : t.title);
  if (loaded.status === 'loading') return <Spinner label={t.title} />;
  if (loaded.status === 'failed' || !data) return <LoadFailure what={t.listFailed} reason={loaded.error} onRetry={loaded.retry} />;

  const move = (line: OrderLine, by: -1 | 1) => {
    const order = data.lines.map((candidate) => candidate.uuid);
    const from = order.indexOf(line.uuid);
    order.splice(from, 1);
    order.splice(from + by, 0, line.uuid);
    void action.run(() => unwrap(clients.product.PUT('/order-lists/{list}/order', { params: { path: { list } }, body: { lines: order } })), {
      announce: t.moved(line.name, from + by + 1),
    });
  };
  const remove = (line: OrderLine) =>
    void action.run(() => unwrap(clients.product.DELETE('/order-lists/{list}/lines/{line}', { params: { path: { list, line: line.uuid } } })), {
      toast: t.removed(line.name),
    });
  const markSeen = () => void action.run(() => unwrap(clients.product.POST('/order-lists/{list}/seen', { params: { path: { list } } })), { toast: t.seenDone });
  const removeList = () =>
    void action.run(
      async () => {
        await unwrap(clients.product.DELETE('/order-lists/{list}', { params: { path: { list } } }));
        onDeleted();
      },
      { toast: t.deleted },
    );

  return (
    <section className={layout.stack} aria-labelledby={`list-${list}`}>
      <h2 id={`list-${list}`} className={layout.subheading}>
        {data.name}
      </h2>
      {hasChanges(data.lines) ? (
        <div className={`${layout.stack} ${styles.noPrint}`}>
          <Alert tone="info">{t.changedLead}</Alert>
          <div>
            <Button variant="secondary" isPending={action.busy} onPress={markSeen}>
              {t.seen}
            </Button>
          </div>
        </div>
      ) : null}
      {data.lines.length === 0 ? (
        <>
          <EmptyState>{t.empty}</EmptyState>
          <Link href="/search">{t.toSearch}</Link>
        </>
      ) : (
        <>
          <ul className={styles.lines} aria-label={data.name}>
            {data.lines.map((line, position) => (
              <OrderLineRow
                key={`${line.uuid}-${line.quantity}-${line.note}`}
                list={list}
                line={line}
                position={position}
                count={data.lines.length}
                busy={action.busy}
                onSaved={reload}
                onMove={move}
                onRemove={remove}
              />
            ))}
          </ul>
          <SellerTotals totals={data.totals} />
        </>
      )}
      <div className={`${layout.toolbar} ${styles.noPrint}`}>
        <Button variant="secondary" isDisabled={data.lines.length === 0} onPress={() => downloadText(`${data.name}.csv`, orderListCsv(data))}>
          {t.exportCsv}
        </Button>
        <Button variant="secondary" isDisabled={data.lines.length === 0} onPress={() => window.print()}>
          {t.print}
        </Button>
        {data.isDefault ? null : (
          <Button variant="secondary" onPress={() => setDeleting(true)}>
            {t.deleteList}
          </Button>
        )}
      </div>
      {data.lines.length > 0 ? <SendOrder key={data.uuid} list={data} locations={locations} onSent={reload} /> : null}
      <ConfirmDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={t.deleteList}
        message={t.confirmDelete(data.name)}
        onConfirm={() => {
          setDeleting(false);
          removeList();
        }}
      />
    </section>
  );
}
