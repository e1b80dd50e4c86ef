import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { lightTheme } from '../design-system';
import { AppTree } from './AppTree';
import { loadRuntimeConfig, parseRuntimeConfig } from './config/load-runtime-config';
import { pageDataId, type PageData } from './head/page-data';
import { texts } from './messages/texts';
import { AppRoutes } from './router';
import { createAppServices, type AppServices } from './runtime/app-services';

document.documentElement.classList.add(lightTheme);
const container = document.getElementById('root') as HTMLElement;
const app = (services: AppServices, showScreen: boolean) => (
  <AppTree services={services}>
    <BrowserRouter>
      <AppRoutes showScreen={showScreen} />
    </BrowserRouter>
  </AppTree>
);

/** The data of a page the server rendered (decision 033), which the browser hydrates. */
function renderedPage(): PageData | undefined {
  const text = document.getElementById(pageDataId)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}

const pageData = renderedPage();
if (pageData) {
  // The server drew the page: React adopts its HTML and only attaches the handlers, screen
  // included, with the machines started from the same data (a lazy screen hydrates when its code arrives).
  const services = createAppServices({ config: parseRuntimeConfig(pageData.config), pageData });
  // The server's HTML has painted (boot.ts waits for it); hydrated as a transition, which React
  // does in slices: one long task would block input on a mid-range phone (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(container, app(services, true));
  });
} else {
  const root = createRoot(container);
  loadRuntimeConfig()
    .then((config) => {
      const services = createAppServices({ config });
      // The frame first, at once (navigation, cookie notice); then the screen as a transition,
      // which React renders in slices and which may wait for a lazy screen's code without
      // holding back the first paint. One long task would block input for a quarter second
      // on a mid-range phone (Lighthouse's total blocking time).
      root.render(app(services, false));
      startTransition(() => root.render(app(services, true)));
    })
    .catch(() => {
      root.render(
        <main role="alert">
          <h1>Catalog HoReCa</h1>
          <p>{texts.app.startFailed}</p>
        </main>,
      );
    });
}
