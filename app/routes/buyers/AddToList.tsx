import { useState } from 'react';
import { Alert, Button, Select, Spinner } from '../../../design-system';
import { isProblem } from '../../../openapi/clients/problem';
import { errorMessage } from '../../messages/error-messages';
import { useServices, useToast } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';
import * as layout from '../../shell/screen.css';
import { buyerTexts } from './buyer-texts';

const t = buyerTexts.add;

/**
 * "Adaugă în listă" beside a product, for a buyer (issue #50): the company's lists, "Favorite"
 * first and chosen, and the press; the answer says which list now holds it, or that it was there,
 * and `onAdded` hears it.
 */
export default function AddToList({ product, onAdded }: { product: string; onAdded?: () => void }) {
  const { clients } = useServices();
  const toast = useToast();
  const lists = useResource((signal) => unwrap(clients.product.GET('/order-lists', { signal })));
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const options = (lists.data?.lists ?? []).map((list) => ({ id: list.uuid, label: list.name }));
  const list = chosen ?? options[0]?.id;
  if (lists.status === 'loading') return <Spinner label={t.loading} />;
  if (lists.status === 'failed') return <Alert>{buyerTexts.lists.failed}</Alert>;
  if (options.length === 0 || !list) return null;
  const add = async () => {
    setPending(true);
    const name = options.find((option) => option.id === list)?.label ?? '';
    try {
      const answer = await clients.product.POST('/order-lists/{list}/lines', { params: { path: { list } }, body: { product } });
      if (answer.error !== undefined || !answer.response.ok) throw answer.error ?? new Error(`HTTP ${answer.response.status}`);
      toast('success', answer.response.status === 201 ? t.added(name) : t.already(name));
      lists.reload();
      onAdded?.();
    } catch (error) {
      toast('error', errorMessage(isProblem(error) ? error.code : 'NETWORK'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={layout.toolbar}>
      <Select label={t.to} options={options} value={list} isDisabled={pending} onChange={(value) => setChosen(String(value))} />
      <Button isPending={pending} onPress={() => void add()}>
        {t.label}
      </Button>
    </div>
  );
}
