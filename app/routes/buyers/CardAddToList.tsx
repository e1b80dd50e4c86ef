import { useState } from 'react';
import { Button, Dialog } from '../../../design-system';
import AddToList from './AddToList';
import { buyerTexts } from './buyer-texts';

const t = buyerTexts.add;

/**
 * "Adaugă în listă" on a product's card in the results, for a buyer (issue #50): a dialog with
 * the product page's choice of list, whose lists load only when it opens; it closes once the
 * product is in a list, and focus goes back to the card's button.
 */
export default function CardAddToList({ product, name }: { product: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-label={t.onCard(name)} onPress={() => setOpen(true)}>
        {t.label}
      </Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t.label}
        footer={
          <Button variant="secondary" onPress={() => setOpen(false)}>
            {t.close}
          </Button>
        }
      >
        <p>{name}</p>
        {open ? <AddToList product={product} onAdded={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
