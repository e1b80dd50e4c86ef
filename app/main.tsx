import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './config/load-runtime-config';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    document.title = config.siteName;
    root.render(
      <StrictMode>
        <main>
          <h1>{config.siteName}</h1>
          <p>Versiunea {config.version}</p>
        </main>
      </StrictMode>,
    );
  })
  .catch(() => {
    root.render(
      <main role="alert">
        <h1>Catalog HoReCa</h1>
        <p>Aplicația nu a putut porni. Reîncărcați pagina în câteva momente.</p>
      </main>,
    );
  });
