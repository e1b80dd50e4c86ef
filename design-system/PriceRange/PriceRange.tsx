import { useId, useState, type FormEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import { control, error as errorStyle, field, label as labelStyle } from '../styles/field.css';
import { actions, band, bar, bound, boundInput, bounds, fill, histogram, legend as legendStyle, range } from './PriceRange.css';

/** One bar of the histogram: the matches whose price is from `from` up to, not including, `to` (RON); no `to`, and up. */
export interface PriceBand {
  from: number;
  to?: number | undefined;
  count: number;
}

/** A price range as a search takes it: either bound may be left open. */
export interface PriceBounds {
  min?: number | undefined;
  max?: number | undefined;
}

export interface PriceRangeProps extends PriceBounds {
  /** What the prices are, which names the group: 'Preț (RON, cu TVA)'. */
  legend: string;
  /** The matches' prices, band by band, the range left out; none while they are not known. */
  bands?: readonly PriceBand[] | undefined;
  /** A range was applied: both bounds as typed and checked, or `{}` for any price. */
  onChange: (bounds: PriceBounds) => void;
  /** A band's count as words, which a bar's name ends with: '12 produse'. */
  countLabel: (count: number) => string;
  /**
   * The bounds as typed, read by the app's rules: the range, or what is wrong with each bound
   * (not a sum, a minimum above the maximum), said under its field.
   */
  readBounds: (typed: { min: string; max: string }) => { bounds: PriceBounds } | { errors: { min?: string | undefined; max?: string | undefined } };
}

const amount = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });
const written = (value: number | undefined) => (value === undefined ? '' : amount.format(value));

/** A band as people say it: '20–50 RON', 'peste 50.000 RON'. */
const bandText = ({ from, to }: PriceBand): string =>
  (to === undefined ? `peste ${amount.format(from)}` : `${amount.format(from)}–${amount.format(to)}`) + ' RON';

/** The bounds as typed, the range they were shown for, and what is wrong with them. */
interface Typed {
  min: string;
  max: string;
  of: [number | undefined, number | undefined];
  errors: { min?: string | undefined; max?: string | undefined };
}

/**
 * One bound: a native input with its label, and its error linked to it. Not react-aria's
 * TextField: the search screen's design-system budget (issue #5) had no room for its hooks,
 * and a native input does all a bound needs.
 */
function Bound({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (text: string) => void }) {
  const errorId = useId();
  return (
    <div className={`${field} ${bound}`}>
      <label className={field}>
        <span className={labelStyle}>{label}</span>
        <input
          className={`${control} ${boundInput}`}
          inputMode="decimal"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {error ? (
        <span id={errorId} className={errorStyle}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A price range: a histogram of the matches' prices, one bar per band (a button that picks its
 * band), and the two bounds as typed, applied together with Enter or "Aplică". What the app's
 * rules find wrong (`readBounds`) is said under its field, and nothing is applied.
 * The bars speak as words ('20–50 RON: 12 produse'): their heights are for the eye.
 */
export function PriceRange({ legend, bands, min, max, onChange, countLabel, readBounds }: PriceRangeProps) {
  const shown = (): Typed => ({ min: written(min), max: written(max), of: [min, max], errors: {} });
  const [typed, setTyped] = useState(shown);
  // A range applied from anywhere (a bar, a shared link, back and forward) shows as typed, nothing wrong with it.
  if (typed.of[0] !== min || typed.of[1] !== max) setTyped(shown());
  // A band without matches keeps a stub, so the scale's gaps show; the bands shown hold a match at least.
  const tallest = Math.max(...(bands ?? []).map((entry) => entry.count));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = readBounds(typed);
    if ('errors' in read) setTyped({ ...typed, errors: read.errors });
    else onChange(read.bounds);
  };

  return (
    <fieldset className={range}>
      <legend className={legendStyle}>{legend}</legend>
      {bands && bands.length > 0 ? (
        <ul className={histogram}>
          {bands.map((entry) => (
            <li key={entry.from} className={band}>
              <AriaButton
                className={bar}
                isDisabled={entry.count === 0}
                aria-label={`${bandText(entry)}: ${countLabel(entry.count)}`}
                onPress={() => onChange({ min: entry.from || undefined, max: entry.to && entry.to - 0.01 })}
              >
                <span className={fill} style={{ blockSize: `${Math.max(4, (entry.count / tallest) * 100)}%` }} />
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={bounds} onSubmit={apply}>
        <Bound label="De la (RON)" value={typed.min} error={typed.errors.min} onChange={(text) => setTyped({ ...typed, min: text })} />
        <Bound label="Până la (RON)" value={typed.max} error={typed.errors.max} onChange={(text) => setTyped({ ...typed, max: text })} />
        <div className={actions}>
          <Button type="submit" variant="secondary">
            Aplică
          </Button>
          {min !== undefined || max !== undefined ? (
            <Button variant="secondary" onPress={() => onChange({})}>
              Orice preț
            </Button>
          ) : null}
        </div>
      </form>
    </fieldset>
  );
}
