import { StrictMode, type ReactNode } from 'react';
import { AppServicesProvider } from './runtime/AppServicesProvider';
import type { AppServices } from './runtime/app-services';

/** What every render of the app wraps its router in, in the browser and on the server alike, so hydration meets the same tree. */
export function AppTree({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <StrictMode>
      <AppServicesProvider services={services}>{children}</AppServicesProvider>
    </StrictMode>
  );
}
