import { useRef, useState } from 'react';
import { Button, Checkbox, Spinner } from '../../../design-system';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';
import * as layout from '../../shell/screen.css';
import { alertTexts } from './alert-texts';
import { useChange } from './use-change';

const t = alertTexts.watch;

/** The watch as shown: what it waits for, and whether it is kept on the server. */
interface Choice {
  onPriceDrop: boolean;
  onBackInStock: boolean;
}

/**
 * The two reasons and the buttons, once it is known whether the product is watched. It stays
 * mounted as the watch starts, changes and stops, so the pressed button keeps the focus; when
 * "Nu mai urmări" goes with the watch, the focus moves to the main button.
 */
function WatchForm({ product, watched, reload }: { product: string; watched: Choice | undefined; reload: () => void }) {
  const { clients } = useServices();
  const [choice, setChoice] = useState<Choice>(watched ?? { onPriceDrop: true, onBackInStock: false });
  const main = useRef<HTMLButtonElement>(null);
  const { pending, run } = useChange(reload);
  const save = () =>
    run(() => unwrap(clients.product.PUT('/product-watches/{product}', { params: { path: { product } }, body: choice })), watched ? t.changed : t.started);
  const stop = async () => {
    if (await run(() => unwrap(clients.product.DELETE('/product-watches/{product}', { params: { path: { product } } })), t.stopped)) main.current?.focus();
  };
  return (
    <section className={layout.stack} aria-labelledby="watch-heading">
      <h2 id="watch-heading" className={layout.subheading}>
        {t.title}
      </h2>
      <p className={layout.muted}>{watched ? t.watching : t.lead}</p>
      <Checkbox isSelected={choice.onPriceDrop} isReadOnly={pending} onChange={(onPriceDrop) => setChoice({ ...choice, onPriceDrop })}>
        {t.onPriceDrop}
      </Checkbox>
      <Checkbox isSelected={choice.onBackInStock} isReadOnly={pending} onChange={(onBackInStock) => setChoice({ ...choice, onBackInStock })}>
        {t.onBackInStock}
      </Checkbox>
      <div className={layout.toolbar}>
        <Button ref={main} isPending={pending} isDisabled={!choice.onPriceDrop && !choice.onBackInStock} onPress={() => void save()}>
          {watched ? t.change : t.submit}
        </Button>
        {watched ? (
          <Button variant="secondary" isDisabled={pending} onPress={() => void stop()}>
            {t.stop}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * "Anunță-mă" on a product's page, for a signed-in buyer or seller (issue #52): a mail when its
 * price drops, when it is back in stock, or both; changed or stopped from the same place.
 */
export default function WatchProduct({ product }: { product: string }) {
  const { clients } = useServices();
  const watches = useResource((signal) => unwrap(clients.product.GET('/product-watches', { signal })));
  if (watches.status === 'loading') return <Spinner label={t.loading} />;
  if (watches.status === 'failed') return null;
  const watched = watches.data?.watches.find((watch) => watch.product === product);
  return <WatchForm key={product} product={product} watched={watched} reload={watches.reload} />;
}
