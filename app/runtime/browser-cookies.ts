/**
 * The page's cookies, as `document.cookie` lists them, read without holding up the page.
 * Reading `document.cookie` makes the main thread wait on the browser's cookie store: 1 to 18 ms
 * measured during a page's load, inside the app's first task (issue #26). `cookieStore` answers
 * asynchronously. Where it is missing (older browsers, an origin that is not secure), `document.cookie`.
 */
export async function readBrowserCookies(): Promise<string> {
  if (typeof cookieStore === 'undefined') return document.cookie;
  const cookies = await cookieStore.getAll();
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}
