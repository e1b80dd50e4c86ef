import { lazy, Suspense } from 'react';
import { useIsSSR } from 'react-aria';
import { field, label as labelStyle } from '../styles/field.css';
import { Icon } from '../Icon/Icon';
import type { SelectProps } from './Select';
import { trigger } from './Select.css';

const LoadedSelect = lazy(() => import('./Select').then((module) => ({ default: module.Select })));

/**
 * The Select, loaded after the screen's first paint (decision 028): its list, popover and
 * selection machinery are the largest part of react-aria a screen needs, and a visitor cannot
 * open a list before the page is up. Until the code comes (a moment after the first file,
 * fetched in parallel) a still picture of the closed field holds its place and shows the
 * chosen value, hidden from assistive technology, which meets the working select only.
 *
 * A page the server renders carries the picture too, and hydrates with it (decision 039): the
 * working select's HTML cost the server more than the rest of the search form, and no one can
 * use it before its code has come anyway.
 */
export function DeferredSelect(props: SelectProps) {
  const isSSR = useIsSSR();
  const chosen = props.options.find((option) => option.id === (props.value ?? props.defaultValue));
  const picture = (
    <div className={field} aria-hidden="true">
      <span className={labelStyle}>{props.label}</span>
      <span className={trigger}>
        <span>{chosen?.label}</span>
        <Icon name="chevronDown" />
      </span>
    </div>
  );
  if (isSSR) return picture;
  return (
    <Suspense fallback={picture}>
      <LoadedSelect {...props} />
    </Suspense>
  );
}
