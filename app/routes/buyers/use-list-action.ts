import { useState } from 'react';
import { announce } from '../../../design-system';
import { isProblem } from '../../../openapi/clients/problem';
import { errorMessage } from '../../messages/error-messages';
import { useToast } from '../../runtime/AppServicesProvider';

/**
 * A one-press change to a list (remove a line, move it, mark changes seen, delete the list): runs
 * it once at a time, says its result (a toast, and `said` through the page's live region for a
 * change the eye may miss), or the server's reason in Romanian, then `after` (a reload).
 */
export function useListAction(after: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>, said: { toast?: string; announce?: string }) => {
    if (busy) return;
    setBusy(true);
    try {
      await change();
      if (said.toast) toast('success', said.toast);
      if (said.announce) announce(said.announce);
      after();
    } catch (error) {
      toast('error', errorMessage(isProblem(error) ? error.code : 'NETWORK'));
      after();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
