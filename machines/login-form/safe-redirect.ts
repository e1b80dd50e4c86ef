/** After a login, where the user lands unless the `redirect` parameter says otherwise. */
const defaultAfterLogin = '/products-management';

/**
 * Only same-site paths are followed, so a crafted link cannot send the user elsewhere. Kept
 * apart from the login form's machine so the route guards use it without loading its rules.
 */
export const safeRedirect = (target: string | null | undefined): string =>
  target && target.startsWith('/') && !target.startsWith('//') ? target : defaultAfterLogin;
