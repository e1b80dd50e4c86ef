import { useSearchParams } from 'react-router';
import { Button, Form, Link, Spinner, TextField } from '../../../design-system';
import { orderListSchema } from '../../../openapi/domain/order-rules';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { useResource } from '../../runtime/use-resource';
import { LoadFailure } from '../../shell/LoadFailure';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';
import * as styles from './buyers.css';
import { OrderListPanel } from './OrderListPanel';

const t = buyerTexts.lists;

/** "Liste de comandă" (/lists, issue #50): the company's lists, a new one, and the one chosen by `?list=` ("Favorite" first). */
export default function OrderListsRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const [params, setParams] = useSearchParams();
  const lists = useResource((signal) => unwrap(clients.product.GET('/order-lists', { signal })));
  const company = useResource((signal) => unwrap(clients.auth.GET('/api/buyers/company', { signal })));
  const choose = (list: string | undefined) => setParams(list ? { list } : {}, { replace: false });
  const form = useForm({
    schema: orderListSchema,
    initialValues: { name: '' },
    successMessage: t.created,
    onSuccess: (created) => {
      lists.reload();
      choose((created as { uuid: string }).uuid);
    },
    submit: (values) => unwrap(clients.product.POST('/order-lists', { body: values })),
  });
  const all = lists.data?.lists ?? [];
  const chosen = all.find((list) => list.uuid === params.get('list')) ?? all[0];
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{t.title}</h1>
      <p className={layout.muted}>{t.lead}</p>
      {lists.status === 'loading' ? <Spinner label={t.title} /> : null}
      {lists.status === 'failed' ? <LoadFailure what={t.failed} reason={lists.error} onRetry={lists.retry} /> : null}
      {lists.data ? (
        <div className={styles.layoutGrid}>
          <div className={`${layout.stack} ${styles.noPrint}`}>
            <nav aria-label={t.yourLists}>
              <ul className={styles.listNav}>
                {all.map((list) => (
                  <li key={list.uuid}>
                    <Link href={`/lists?list=${list.uuid}`} aria-current={list.uuid === chosen?.uuid ? 'page' : undefined}>
                      {list.name}
                    </Link>{' '}
                    <span className={layout.muted}>({t.lines(list.lineCount)})</span>
                  </li>
                ))}
              </ul>
            </nav>
            <Form onSubmit={form.submit} aria-label={t.create}>
              <TextField label={t.createName} {...form.field('name')} />
              <Button type="submit" variant="secondary" isPending={form.pending}>
                {t.createSubmit}
              </Button>
            </Form>
          </div>
          {chosen ? (
            <OrderListPanel
              key={chosen.uuid}
              list={chosen.uuid}
              locations={company.data?.locations ?? []}
              onChanged={lists.reload}
              onDeleted={() => {
                lists.reload();
                choose(undefined);
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
