import { useEffect, useState } from 'react';
import type { StrengthMeterProps } from '../../design-system';
import { loadPasswordStrength } from '../../openapi/domain/password-strength';

/** Typing pauses this long before the strength is judged and announced. */
const pauseMs = 400;

const notJudged: StrengthMeterProps = { score: undefined };

/**
 * How guessable a new password is, judged as the server judges it (decision 020) with the
 * account's own words (a form's values, so anything not text is left out), once typing pauses;
 * no score while the field is empty or not yet judged, so the meter keeps its place unseen. A
 * failed load of the judge leaves it so: the server still refuses a weak password.
 */
export function usePasswordStrength(value: unknown, accountWords: readonly unknown[]): StrengthMeterProps {
  const [strength, setStrength] = useState<StrengthMeterProps>(notJudged);
  const password = typeof value === 'string' ? value : '';
  const words = accountWords.filter((word): word is string => typeof word === 'string' && word !== '').join('\n');
  useEffect(() => {
    if (!password) {
      setStrength(notJudged);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      // zxcvbn and its dictionaries load on the first pause in a new password, never with /search.
      loadPasswordStrength().then(
        (passwordStrength) => {
          if (current) setStrength(passwordStrength(password, words ? words.split('\n') : []));
        },
        () => undefined,
      );
    }, pauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, words]);
  return strength;
}
