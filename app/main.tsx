import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { lightTheme } from '../design-system';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { texts } from './messages/texts';
import { AppRoutes } from './router';
import { createAppServices } from './runtime/app-services';
import { AppServicesProvider } from './runtime/AppServicesProvider';

document.documentElement.classList.add(lightTheme);
const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    const services = createAppServices({ config });
    const app = (showScreen: boolean) => (
      <StrictMode>
        <AppServicesProvider services={services}>
          <BrowserRouter>
            <AppRoutes showScreen={showScreen} />
          </BrowserRouter>
        </AppServicesProvider>
      </StrictMode>
    );
    // The frame first, at once (navigation, cookie notice); then the screen as a transition,
    // which React renders in slices and which may wait for a lazy screen's code without
    // holding back the first paint. One long task would block input for a quarter second
    // on a mid-range phone (Lighthouse's total blocking time).
    root.render(app(false));
    startTransition(() => root.render(app(true)));
  })
  .catch(() => {
    root.render(
      <main role="alert">
        <h1>Catalog HoReCa</h1>
        <p>{texts.app.startFailed}</p>
      </main>,
    );
  });
