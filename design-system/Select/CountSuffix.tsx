import { optionCount } from './Select.css';

const countFormat = new Intl.NumberFormat('ro-RO');

/** How many results a choice would show, after its label and muted: "(1.204)". Read as part of the label. */
export function CountSuffix({ count }: { count: number }) {
  return <span className={optionCount}>({countFormat.format(count)})</span>;
}
