import { announce as ariaAnnounce } from 'react-aria/private/live-announcer/LiveAnnouncer';

/** How urgently a message is read: `polite` waits for the reader to pause, `assertive` interrupts. */
export type Politeness = 'polite' | 'assertive';

/**
 * Says `message` to screen-reader users, through react-aria's live announcer: the same lasting
 * live regions react-aria's own components speak through (a pending button, a moved item). It
 * makes its regions on the first message and fills them a moment later, so the first message is
 * read too; each message is a new entry, so the same words said twice are read twice
 * (decision 018). The import is react-aria's, from the version pinned in package.json; react-aria-
 * components imports it from the same path.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  ariaAnnounce(message, politeness);
}
