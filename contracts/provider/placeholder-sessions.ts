import { signAccessToken } from '../../server/security/access-tokens';
import { placeholderTokens, type PlaceholderAccess } from '../fixtures';

/**
 * The contracts send `access_token=pact-access-<who>`; our provider turns that into a real
 * signed session of that user before the request reaches the server.
 */
async function realCookieHeader(cookieHeader: string, jwtSecret: string): Promise<string> {
  const parts = await Promise.all(
    cookieHeader.split(/;\s*/).map(async (part) => {
      const [name, value] = part.split('=');
      if (name !== 'access_token' || !value || !(value in placeholderTokens)) return part;
      const person = placeholderTokens[value as PlaceholderAccess];
      const role = person.username === 'sefadmin' ? 'ADMIN_HORECA' : person.username === 'radubistro' ? 'BUYER_HORECA' : 'SELLER_HORECA';
      // The provider states open each person's session as a refresh family named by their uuid.
      return `access_token=${await signAccessToken({ uuid: person.uuid, username: person.username, role, session: person.uuid }, jwtSecret)}`;
    }),
  );
  return parts.join('; ');
}

/** The verifier's request filter that applies `realCookieHeader` to every request carrying cookies. */
export function placeholderSessionFilter(jwtSecret: () => string) {
  return (request: { headers: Record<string, string | undefined> }, _response: unknown, next: () => void) => {
    const cookie = request.headers.cookie;
    if (!cookie) return next();
    void realCookieHeader(cookie, jwtSecret()).then((real) => {
      request.headers.cookie = real;
      next();
    });
  };
}
