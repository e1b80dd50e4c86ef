/**
 * Brute-force protection per account: 5 failed logins in a row are free; the 5th and each
 * one after it block the account for a wait that doubles from 1 minute, capped at 15 minutes.
 * A successful login resets the count. A per-IP rate limit applies on top (rate-limits.ts).
 */
export const lockoutPolicy = {
  freeFailures: 4,
  firstBlockSeconds: 60,
  maxBlockSeconds: 15 * 60,
} as const;

/** When the account is blocked until, after its `failedLogins`-th consecutive failure. */
export function blockedUntilAfter(failedLogins: number, now: Date): Date | null {
  if (failedLogins <= lockoutPolicy.freeFailures) return null;
  const doublings = failedLogins - lockoutPolicy.freeFailures - 1;
  const seconds = Math.min(lockoutPolicy.firstBlockSeconds * 2 ** Math.min(doublings, 20), lockoutPolicy.maxBlockSeconds);
  return new Date(now.getTime() + seconds * 1000);
}
