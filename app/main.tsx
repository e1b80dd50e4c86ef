import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { lightTheme } from '../design-system';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { texts } from './messages/texts';
import { createAppRouter } from './router';
import { createAppServices } from './services/app-services';
import { AppServicesProvider } from './services/AppServicesProvider';

document.documentElement.classList.add(lightTheme);
const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    const services = createAppServices({ config });
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <AppServicesProvider services={services}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </StrictMode>,
    );
  })
  .catch(() => {
    root.render(
      <main role="alert">
        <h1>Catalog HoReCa</h1>
        <p>{texts.app.startFailed}</p>
      </main>,
    );
  });
