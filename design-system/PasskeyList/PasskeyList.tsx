import { Button } from '../Button/Button';
import { formatDateTime } from '../ProductCard/format';
import { actions, card, detail, facts, term, title } from '../styles/card.css';
import { list } from './PasskeyList.css';

/** A passkey as its owner sees it (decision 024). */
export interface PasskeyListItem {
  id: string;
  /** The name its owner gave it: "Telefonul meu". */
  name: string;
  addedAt: string;
  /** When it last signed in, or null if never. */
  lastUsedAt: string | null;
}

export interface PasskeyListProps {
  passkeys: PasskeyListItem[];
  /** Asks to remove one passkey. */
  onRemove: (id: string) => void;
  /** The passkey being removed, while it is. */
  removing?: string | undefined;
  /** Whether the remove buttons work (a session that passed a second factor); they stay focusable and say why not elsewhere. */
  canRemove?: boolean;
  /** The heading level of each passkey, so the list fits the page's outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The account's passkeys: each one's name, when it was added and last used, and a button to
 * remove it, whose accessible name starts with its visible text and names the passkey.
 */
export function PasskeyList({ passkeys, onRemove, removing, canRemove = true, headingLevel = 3 }: PasskeyListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={list}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className={card} aria-labelledby={`passkey-${passkey.id}`}>
          <Heading className={title} id={`passkey-${passkey.id}`}>
            {passkey.name}
          </Heading>
          <dl className={facts}>
            <dt className={term}>Adăugată</dt>
            <dd className={detail}>{formatDateTime(passkey.addedAt)}</dd>
            <dt className={term}>Folosită ultima dată</dt>
            <dd className={detail}>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'niciodată'}</dd>
          </dl>
          <div className={actions}>
            <Button
              variant="secondary"
              aria-label={`Elimină cheia: ${passkey.name}`}
              isPending={removing === passkey.id}
              isDisabled={removing !== undefined || !canRemove}
              isFocusableWhenDisabled
              onPress={() => onRemove(passkey.id)}
            >
              Elimină cheia
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
