import { useState } from 'react';
import { isProblem } from '../../../openapi/clients/problem';
import { errorMessage } from '../../messages/error-messages';
import { useToast } from '../../runtime/AppServicesProvider';

/** Runs one change to a saved search or watch, says how it went in a toast, and reloads what is shown; answers whether it was made. */
export function useChange(reload: () => void) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    setPending(true);
    try {
      await call();
      toast('success', done);
      reload();
      return true;
    } catch (error) {
      toast('error', errorMessage(isProblem(error) ? error.code : 'NETWORK'));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
