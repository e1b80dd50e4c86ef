import { Alert, Button } from '../../design-system';
import type { ErrorCode } from '../../openapi/clients/problem';
import { errorMessage } from '../messages/error-messages';
import { texts } from '../messages/texts';

/** A section that could not load: what failed and why, then "Încearcă din nou". */
export function LoadFailure({ what, reason, onRetry }: { what: string; reason: ErrorCode | 'NETWORK' | undefined; onRetry: () => void }) {
  return (
    <>
      <Alert>
        {what} {errorMessage(reason)}
      </Alert>
      <Button variant="secondary" onPress={onRetry}>
        {texts.app.retry}
      </Button>
    </>
  );
}
