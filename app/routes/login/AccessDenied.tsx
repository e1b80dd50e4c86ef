import { Alert, Button, Link } from '../../../design-system';
import { screenTexts } from '../../messages/screen-texts';
import * as layout from '../../shell/screen.css';

/**
 * What a logged-in user sees on /login when they asked for a page their account may not
 * open (the admin zone for a seller): why, and the ways on. They are never bounced back.
 */
export function AccessDenied({ username, onLogout }: { username: string | undefined; onLogout: () => void }) {
  const texts = screenTexts.login.denied;
  return (
    <div className={layout.narrow}>
      <h1 className={layout.heading}>{texts.title}</h1>
      <Alert tone="info">{texts.explanation(username ?? '')}</Alert>
      <div className={layout.linkRow}>
        <Link href="/products-management">{texts.toProducts}</Link>
        <Link href="/search">{texts.toSearch}</Link>
      </div>
      <div>
        <Button variant="secondary" onPress={onLogout}>
          {texts.otherAccount}
        </Button>
      </div>
    </div>
  );
}
