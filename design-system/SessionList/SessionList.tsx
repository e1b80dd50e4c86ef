import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { formatDateTime } from '../ProductCard/format';
import { actions, card, detail, facts, term, title } from '../styles/card.css';
import { header, list } from './SessionList.css';

/** A live session as its owner sees it (decision 021). */
export interface SessionListItem {
  id: string;
  /** Browser and system: "Chrome pe Linux". */
  device: string;
  /** The address's network, an approximate place; empty when unknown. */
  network: string;
  signedInAt: string;
  lastUsedAt: string;
  /** The session this page is open in. */
  current: boolean;
}

export interface SessionListProps {
  sessions: SessionListItem[];
  /** Ends one session, not the current one. */
  onEnd: (id: string) => void;
  /** Ends every session but the current one. */
  onEndOthers: () => void;
  /** What is being ended, while it is: one session's id, or every other one. */
  ending?: string | 'others' | undefined;
  /** The heading level of each session, so the list fits the page's outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Where the account is signed in: each session's device, network, sign-in and last use, the
 * current one marked "Sesiunea aceasta", and a button to end each other one and all of them.
 * Each end button's name starts with its visible text and names the device it ends.
 */
export function SessionList({ sessions, onEnd, onEndOthers, ending, headingLevel = 3 }: SessionListProps) {
  const Heading = `h${headingLevel}` as const;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div>
      <ul className={list}>
        {sessions.map((session) => (
          <li key={session.id} className={card} aria-labelledby={`session-${session.id}`}>
            <div className={header}>
              <Heading className={title} id={`session-${session.id}`}>
                {session.device}
              </Heading>
              {session.current ? <Badge tone="success">Sesiunea aceasta</Badge> : null}
            </div>
            <dl className={facts}>
              <dt className={term}>Rețea</dt>
              <dd className={detail}>{session.network || 'necunoscută'}</dd>
              <dt className={term}>Autentificare</dt>
              <dd className={detail}>{formatDateTime(session.signedInAt)}</dd>
              <dt className={term}>Folosită ultima dată</dt>
              <dd className={detail}>{formatDateTime(session.lastUsedAt)}</dd>
            </dl>
            {session.current ? null : (
              <div className={actions}>
                <Button
                  variant="secondary"
                  aria-label={`Închide sesiunea: ${session.device}`}
                  isPending={ending === session.id}
                  isDisabled={ending !== undefined}
                  onPress={() => onEnd(session.id)}
                >
                  Închide sesiunea
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <div className={actions}>
          <Button variant="danger" isPending={ending === 'others'} isDisabled={ending !== undefined} onPress={onEndOthers}>
            Închide celelalte sesiuni
          </Button>
        </div>
      ) : null}
    </div>
  );
}
