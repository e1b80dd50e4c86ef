/**
 * The page's only script before its first paint (decision 040). A server-rendered page is
 * whole without JavaScript; loading the app beside the HTML made a phone fetch and run 120 kB
 * of code before it drew the page it already had. So the page names the app's module
 * (`app-module`) and its lazy screen's (`screen-modules`, from the server), and this script
 * fetches them once the browser reports the page's first contentful paint. The empty shell of
 * a private page has nothing to paint without the app: it starts at once. First of all, it
 * starts a worker that sets up the browser's locale data off the main thread (decision 042).
 */
/** The address of app/intl-warmup.ts as built, set by vite.config.ts. */
declare const __INTL_WARMUP__: string;

// The browser's locale data is set up off the main thread, before the app's first use of Intl (decision 042).
if (typeof Worker === 'function') new Worker(__INTL_WARMUP__);

const named = (name: string): string[] => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];

function appended(tag: 'link' | 'script', attributes: Record<string, string>): void {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
}

function startApp(): void {
  for (const href of named('screen-modules')) appended('link', { rel: 'modulepreload', crossorigin: '', href });
  for (const src of named('app-module')) appended('script', { type: 'module', crossorigin: '', src });
}

function afterFirstPaint(start: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(startApp);
else startApp();
