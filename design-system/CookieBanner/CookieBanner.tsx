import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { banner, choicesRow, text } from './CookieBanner.css';

export interface CookieBannerProps {
  /** What the notice says, with its link to more. */
  children: ReactNode;
  /** The answers, each one press, drawn alike: refusing is as plain as accepting (ePrivacy, issue #51). */
  choices: readonly { label: string; onPress: () => void }[];
}

/** The cookie notice (docs/product.md §2), shown until answered. It is a labelled region, not a modal. */
export function CookieBanner({ children, choices }: CookieBannerProps) {
  return (
    <section className={banner} aria-label="Cookie-uri">
      <p className={text}>{children}</p>
      <div className={choicesRow}>
        {choices.map((choice) => (
          <Button key={choice.label} onPress={choice.onPress}>
            {choice.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
