import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ErrorCode } from '../../openapi';
import { resourceMachine } from '../../machines/resource/resource.machine';
import { useToast } from './AppServicesProvider';

/** What the server loaded for the page it rendered (decision 033): the thing, or how loading it failed. */
export interface ServerLoad<T> {
  loaded?: T | undefined;
  failed?: ErrorCode | undefined;
}

export interface Resource<T> {
  status: 'loading' | 'loaded' | 'failed';
  data: T | undefined;
  error: ErrorCode | 'NETWORK' | undefined;
  retry: () => void;
  /** Loads again what is shown, which stays in sight meanwhile. */
  reload: () => void;
  /** Whether a reload is under way. */
  reloading: boolean;
}

/**
 * Runs the resource machine with `load` as its actor, once per mount: a screen that loads
 * something else (another product id) keys its component by it. `loaded` (or `failed`) is what
 * the server met loading it for the page it rendered (decision 033): the screen shows that without a call.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: { failureToast?: (error: ErrorCode | 'NETWORK') => string } & ServerLoad<T> = {},
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
  const [snapshot, send] = useMachine(machine, { input: { loaded: options.loaded, failed: options.failed } });
  const reloading = snapshot.hasTag('reloading');
  const status = snapshot.matches('loaded') || reloading ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  return {
    status,
    data: snapshot.context.data as T | undefined,
    error: snapshot.context.error,
    retry: () => send({ type: 'retry' }),
    reload: () => send({ type: 'reload' }),
    reloading,
  };
}
