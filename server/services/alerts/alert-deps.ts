import type { ModerationDeps } from '../moderation/moderation-deps';

/** What saved searches and watches need: the same as moderation's (database, captcha, site, owed mail), without the catalogue's feed. */
export type AlertDeps = Omit<ModerationDeps, 'changes'>;
