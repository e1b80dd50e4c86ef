import { useSelector } from '@xstate/react';
import { Toasts } from '../../design-system';
import { useServices } from '../runtime/AppServicesProvider';

/**
 * The toasts, wired to the toasts machine. The frame loads it lazily, right after its own first
 * paint: no toast shows on a first visit, and its live regions are in the page well before the
 * first action that could raise one.
 */
export default function ToastsFrame() {
  const services = useServices();
  const toasts = useSelector(services.toasts, (snapshot) => snapshot.context.toasts);
  return (
    <Toasts
      toasts={toasts}
      onClose={(id) => services.toasts.send({ type: 'toast.close', id })}
      onPause={() => services.toasts.send({ type: 'toasts.paused' })}
      onResume={() => services.toasts.send({ type: 'toasts.resumed' })}
    />
  );
}
