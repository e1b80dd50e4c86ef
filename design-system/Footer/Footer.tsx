import { Link } from 'react-aria-components';
import { footer, links } from './Footer.css';
import { navLink as link } from '../styles/nav-link.css';

export interface FooterProps {
  /** The site's name in the rights line. */
  siteName: string;
}

/** The footer of docs/product.md §2: the terms and the sitemap, and the rights line for 2025. */
export function Footer({ siteName }: FooterProps) {
  return (
    <footer className={footer}>
      <nav aria-label="Linkuri de subsol" className={links}>
        <Link href="/terms" className={link}>
          Termeni si conditii
        </Link>
        <Link href="/sitemap" className={link}>
          Harta site-ului
        </Link>
      </nav>
      <p>© 2025 {siteName}. All rights reserved</p>
    </footer>
  );
}
