import type { Page } from '@playwright/test';

/**
 * Google's reCAPTCHA script, played locally: `grecaptcha.render` draws a checkbox that hands
 * the page `window.__captchaToken` (default `stub-ok`), and `onloadcallback` is called as the
 * real script calls it: after the script has loaded. Everything the product loads from
 * google.com/recaptcha comes from here.
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
  // Google's api.js loads the widget's own script and only then calls the page back, so the
  // callback comes after this script's load event; react-async-script counts on that order.
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => { if (onload && typeof window[onload] === 'function') window[onload](); });
})();
`;

/** Google's script comes over the network, after the form has drawn and often after it is filled in. */
const networkDelayMs = 400;

export async function stubRecaptchaScript(page: Page): Promise<void> {
  await page.route('https://www.google.com/recaptcha/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, networkDelayMs));
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: script });
  });
}
