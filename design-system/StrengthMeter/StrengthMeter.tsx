import { useId } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { litSegment, meter, reason as reasonStyle, row, segment, segments, unjudged, verdictText } from './StrengthMeter.css';

export interface StrengthMeterProps {
  /**
   * How hard the password is to guess: zxcvbn's score, 0 to 4; undefined while there is nothing
   * judged yet, when the meter keeps its place unseen, so the fields and the button below do not
   * move under the pointer when the verdict arrives.
   */
  score: 0 | 1 | 2 | 3 | 4 | undefined;
  /** Why it is weak, in Romanian; none once it is strong enough. */
  reason?: string | undefined;
}

type Level = 'weak' | 'fair' | 'strong';

/** Scores under 3 are refused by the server (decision 020): they read as weak; 3 is enough, 4 strong. */
const levels: Record<NonNullable<StrengthMeterProps['score']>, { level: Level; verdict: string }> = {
  0: { level: 'weak', verdict: 'foarte slabă' },
  1: { level: 'weak', verdict: 'slabă' },
  2: { level: 'weak', verdict: 'slabă' },
  3: { level: 'fair', verdict: 'bună' },
  4: { level: 'strong', verdict: 'puternică' },
};

/**
 * How guessable a new password is, under its field: a `meter` named "Puterea parolei" whose
 * value is the verdict in words, four segments for the eye, and the reason it is weak. A polite
 * live region says the verdict and reason in one sentence, so a screen reader hears them when
 * the caller updates them (the app does so when typing pauses, not on every key).
 */
export function StrengthMeter({ score, reason }: StrengthMeterProps) {
  const labelId = useId();
  const judged = score === undefined ? undefined : { score, ...levels[score] };
  // Not judged yet: the same rows, unseen and unread, so the verdict takes their place without moving anything.
  const gauge = judged
    ? { role: 'meter', 'aria-labelledby': labelId, 'aria-valuemin': 0, 'aria-valuemax': 4, 'aria-valuenow': judged.score, 'aria-valuetext': judged.verdict }
    : { className: unjudged, 'aria-hidden': true };
  return (
    <div className={meter}>
      <div {...gauge}>
        <div className={row}>
          <span id={labelId}>Puterea parolei</span>
          {judged ? <span className={verdictText[judged.level]}>{judged.verdict}</span> : null}
        </div>
        <div className={segments} aria-hidden="true">
          {[1, 2, 3, 4].map((step) => (
            <div key={step} className={judged && step <= Math.max(judged.score, 1) ? `${segment} ${litSegment[judged.level]}` : segment} />
          ))}
        </div>
      </div>
      {reason ? (
        <p className={reasonStyle} aria-hidden="true">
          {reason}
        </p>
      ) : null}
      <p className={visuallyHidden} aria-live="polite">
        {judged ? `Puterea parolei: ${judged.verdict}.${reason ? ` ${reason}` : ''}` : ''}
      </p>
    </div>
  );
}
