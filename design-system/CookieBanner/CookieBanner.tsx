import { Link } from '../Link/Link';
import { Button } from '../Button/Button';
import { navLink as link } from '../styles/nav-link.css';
import { banner, text } from './CookieBanner.css';

export interface CookieBannerProps {
  /** Called when the visitor accepts; the consent machine remembers it. */
  onAccept: () => void;
}

/** The cookie notice (docs/product.md §2), shown until accepted. It is a labelled region, not a modal. */
export function CookieBanner({ onAccept }: CookieBannerProps) {
  return (
    <section className={banner} aria-label="Cookie-uri">
      <p className={text}>
        Folosim cookie-uri pentru autentificare, pentru a-ți păstra preferințele, pentru analiza traficului și pentru verificarea captcha.{' '}
        <Link href="/terms" className={link}>
          Află mai multe
        </Link>
      </p>
      <Button onPress={onAccept}>Accept</Button>
    </section>
  );
}
