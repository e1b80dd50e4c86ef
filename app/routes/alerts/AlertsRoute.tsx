import { useState } from 'react';
import { Alert, Button, ConfirmDialog, EmptyState, Link, Select, Spinner, Switch, TextField } from '../../../design-system';
import { digestFrequencies } from '../../../openapi/domain/alert-rules';
import { searchPathOf } from '../../../openapi/domain/search-address';
import type { components } from '../../../openapi/generated/product';
import { usePageTitle, useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useResource } from '../../runtime/use-resource';
import * as layout from '../../shell/screen.css';
import { alertTexts } from './alert-texts';
import { useChange } from './use-change';

const t = alertTexts.manage;
type SavedSearch = components['schemas']['SavedSearch'];
type ProductWatch = components['schemas']['ProductWatch'];
const frequencyOptions = Object.entries(digestFrequencies).map(([id, label]) => ({ id, label }));
const shown = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Bucharest' });
const when = (at: string) => shown.format(new Date(at));

/** One saved search: its name, how often and whether it runs, saved together; opened, or deleted after a confirmation. */
function SavedSearchItem({ search, reload }: { search: SavedSearch; reload: () => void }) {
  const { clients } = useServices();
  const { pending, run } = useChange(reload);
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState(search.frequency);
  const [active, setActive] = useState(!search.paused);
  const [confirming, setConfirming] = useState(false);
  const path = { params: { path: { search: search.uuid } } };
  const save = () => run(() => unwrap(clients.product.PATCH('/saved-searches/{search}', { ...path, body: { name, frequency, paused: !active } })), t.updated);
  const remove = () => run(() => unwrap(clients.product.DELETE('/saved-searches/{search}', path)), t.deleted);
  return (
    <li className={layout.stack}>
      <h3 className={layout.subheading}>{search.name}</h3>
      <Link href={searchPathOf(search.criteria)}>{t.open(search.name)}</Link>
      <p className={layout.muted}>
        {[
          search.paused ? t.paused : t.active,
          ...(search.paused ? [] : [t.next(when(search.nextDigestAt))]),
          t.last(search.lastDigestAt ? when(search.lastDigestAt) : null),
        ].join(' · ')}
      </p>
      <TextField label={t.rename} value={name} onChange={setName} isReadOnly={pending} />
      <Select
        label={t.frequency}
        options={frequencyOptions}
        selectedKey={frequency}
        isDisabled={pending}
        onSelectionChange={(key) => setFrequency(key as SavedSearch['frequency'])}
      />
      <Switch label={t.active} isSelected={active} isReadOnly={pending} onChange={setActive} />
      <div className={layout.toolbar}>
        <Button isPending={pending} isDisabled={!name.trim()} aria-label={t.saveNamed(search.name)} onPress={() => void save()}>
          {t.save}
        </Button>
        <Button variant="danger" isDisabled={pending} onPress={() => setConfirming(true)}>
          {t.delete(search.name)}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t.deleteTitle}
        message={t.deleteMessage(search.name)}
        isPending={pending}
        onConfirm={() => {
          setConfirming(false);
          void remove();
        }}
      />
    </li>
  );
}

/** One watched product: what for, and stopping it. */
function WatchItem({ watch, reload }: { watch: ProductWatch; reload: () => void }) {
  const { clients } = useServices();
  const { pending, run } = useChange(reload);
  const stop = () => run(() => unwrap(clients.product.DELETE('/product-watches/{product}', { params: { path: { product: watch.product } } })), t.unwatched);
  return (
    <li className={layout.toolbar}>
      <Link href={`/product?id=${encodeURIComponent(watch.product)}`}>{watch.name}</Link>
      <span className={layout.muted}>{t.reasons(watch.onPriceDrop, watch.onBackInStock)}</span>
      <Button variant="secondary" isPending={pending} aria-label={t.unwatch(watch.name)} onPress={() => void stop()}>
        {alertTexts.watch.stop}
      </Button>
    </li>
  );
}

/**
 * "Căutări salvate și produse urmărite" (/alerts, issue #52): a buyer's or seller's saved
 * searches, each renamed, sent daily or weekly, stopped or started, opened or deleted, and the
 * products they watch.
 */
export default function AlertsRoute() {
  usePageTitle(t.title);
  const { clients } = useServices();
  const searches = useResource((signal) => unwrap(clients.product.GET('/saved-searches', { signal })));
  const watches = useResource((signal) => unwrap(clients.product.GET('/product-watches', { signal })));
  if (searches.status === 'loading' || watches.status === 'loading') return <Spinner label={alertTexts.watch.loading} />;
  if (searches.status === 'failed' || watches.status === 'failed') return <Alert>{t.failed}</Alert>;
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{t.title}</h1>
      <p className={layout.muted}>{t.lead}</p>
      <section className={layout.stack} aria-labelledby="saved-searches">
        <h2 id="saved-searches" className={layout.subheading}>
          {t.searches}
        </h2>
        {searches.data!.searches.length === 0 ? (
          <EmptyState>
            {t.noSearches} <Link href="/search">{t.toSearch}</Link>
          </EmptyState>
        ) : (
          <ul className={layout.stack}>
            {searches.data!.searches.map((search) => (
              <SavedSearchItem key={`${search.uuid}${search.name}${search.frequency}${search.paused}`} search={search} reload={searches.reload} />
            ))}
          </ul>
        )}
      </section>
      <section className={layout.stack} aria-labelledby="watched-products">
        <h2 id="watched-products" className={layout.subheading}>
          {t.watches}
        </h2>
        {watches.data!.watches.length === 0 ? (
          <p>{t.noWatches}</p>
        ) : (
          <ul className={layout.stack}>
            {watches.data!.watches.map((watch) => (
              <WatchItem key={watch.product} watch={watch} reload={watches.reload} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
