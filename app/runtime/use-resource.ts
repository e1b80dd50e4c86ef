import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ErrorCode } from '../../openapi';
import { resourceMachine } from '../../machines/resource/resource.machine';
import { useToast } from './AppServicesProvider';

export interface Resource<T> {
  status: 'loading' | 'loaded' | 'failed';
  data: T | undefined;
  error: ErrorCode | 'NETWORK' | undefined;
  retry: () => void;
}

/**
 * Runs the resource machine with `load` as its actor, once per mount: a screen that loads
 * something else (another product id) keys its component by it.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: { failureToast?: (error: ErrorCode | 'NETWORK') => string } = {},
): Resource<T> {
  const toast = useToast();
  const [machine] = useState(() =>
    resourceMachine.provide({
      actors: { load: fromPromise(({ signal }) => load(signal)) },
      actions: {
        notifyFailure: (_, error) => {
          if (options.failureToast) toast('error', options.failureToast(error));
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const status = snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  return { status, data: snapshot.context.data as T | undefined, error: snapshot.context.error, retry: () => send({ type: 'retry' }) };
}
