import { Button, Form, OrderLineSummary, TextField } from '../../../design-system';
import type { components } from '../../../openapi/generated/product';
import { orderLineSchema } from '../../../openapi/domain/order-rules';
import { formatQuantity } from '../../../openapi/domain/order-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { buyerTexts } from './buyer-texts';
import * as styles from './buyers.css';

const t = buyerTexts.lists;
type OrderLine = components['schemas']['OrderLine'];

export interface OrderLineRowProps {
  list: string;
  line: OrderLine;
  position: number;
  count: number;
  busy: boolean;
  onSaved: () => void;
  onMove: (line: OrderLine, by: -1 | 1) => void;
  onRemove: (line: OrderLine) => void;
}

/** A line of the list: what it is and what changed, its quantity and note to change, and buttons to move or remove it. */
export function OrderLineRow({ list, line, position, count, busy, onSaved, onMove, onRemove }: OrderLineRowProps) {
  const { clients } = useServices();
  const form = useForm({
    schema: orderLineSchema,
    initialValues: { quantity: formatQuantity(line.quantity), note: line.note },
    successMessage: t.saved,
    onSuccess: onSaved,
    submit: (values) => unwrap(clients.product.PUT('/order-lists/{list}/lines/{line}', { params: { path: { list, line: line.uuid } }, body: values })),
  });
  return (
    <li className={styles.line}>
      <OrderLineSummary line={line} />
      <div className={`${styles.lineEdit} ${styles.noPrint}`}>
        <Form onSubmit={form.submit} aria-label={`${t.save}: ${line.name}`}>
          <TextField label={t.quantity} inputMode="decimal" description={line.unit} {...form.field('quantity')} />
          <TextField label={t.note} {...form.field('note')} />
          <Button type="submit" variant="secondary" isPending={form.pending}>
            {t.save}
          </Button>
        </Form>
        <div className={styles.lineButtons}>
          <Button variant="secondary" aria-label={t.moveUp(line.name)} isDisabled={busy || position === 0} onPress={() => onMove(line, -1)}>
            {t.up}
          </Button>
          <Button variant="secondary" aria-label={t.moveDown(line.name)} isDisabled={busy || position === count - 1} onPress={() => onMove(line, 1)}>
            {t.down}
          </Button>
          <Button variant="secondary" aria-label={t.remove(line.name)} isDisabled={busy} onPress={() => onRemove(line)}>
            {t.removeShort}
          </Button>
        </div>
      </div>
    </li>
  );
}
