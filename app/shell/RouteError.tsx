import { Alert, Link } from '../../design-system';
import { texts } from '../messages/texts';
import * as layout from './screen.css';

/** What a screen that failed to load or render shows, instead of React Router's English default. */
export function RouteError() {
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>{texts.app.routeFailed}</h1>
      <Alert>{texts.app.routeFailedHelp}</Alert>
      <Link href="/search">{texts.app.backToSearch}</Link>
    </div>
  );
}
