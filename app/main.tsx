import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { lightTheme } from '../design-system';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { texts } from './messages/texts';
import { AppRoutes } from './router';
import { createAppServices } from './services/app-services';
import { AppServicesProvider } from './services/AppServicesProvider';

document.documentElement.classList.add(lightTheme);
const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    const services = createAppServices({ config });
    root.render(
      <StrictMode>
        <AppServicesProvider services={services}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
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
