import type { Page } from '@playwright/test';

/**
 * Google's reCAPTCHA script, played locally: `grecaptcha.render` draws a checkbox that hands
 * the page `window.__captchaToken` (default `stub-ok`), and `onloadcallback` is called as the
 * real script does. Everything the product loads from google.com/recaptcha comes from here.
 */
const script = `
(() => {
  const widgets = [];
  window.grecaptcha = {
    render(element, options) {
      const id = widgets.length;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => { if (box.checked) options.callback(window.__captchaToken || 'stub-ok'); });
      label.append(box, ' reCAPTCHA (stub)');
      element.append(label);
      widgets.push({ box, options });
      return id;
    },
    reset(id) { const widget = widgets[id ?? 0]; if (widget) widget.box.checked = false; },
    getResponse() { return ''; },
    execute() {},
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

export async function stubRecaptchaScript(page: Page): Promise<void> {
  await page.route('https://www.google.com/recaptcha/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: script }));
}
