import { lazy, Suspense } from 'react';
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
 */
export function DeferredSelect(props: SelectProps) {
  const chosen = props.options.find((option) => option.id === (props.value ?? props.defaultValue));
  return (
    <Suspense
      fallback={
        <div className={field} aria-hidden="true">
          <span className={labelStyle}>{props.label}</span>
          <span className={trigger}>
            <span>{chosen?.label}</span>
            <Icon name="chevronDown" />
          </span>
        </div>
      }
    >
      <LoadedSelect {...props} />
    </Suspense>
  );
}
