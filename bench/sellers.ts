import { withCompanyCheckDigit } from '../openapi/domain/company-code';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localCaptchaToken } from '../openapi/runtime-config';
import { HttpSession, type ServerProcess } from '../server/testing/server-process';

export interface BenchSeller {
  uuid: string;
  /** The session cookies of the seller, logged in. */
  cookie: string;
}

/**
 * Registers a seller through the API, activates the account through the link in the local
 * outbox (`DATA_DIR/mail`), logs in, and returns the seller's uuid and session cookies.
 */
export async function activeSeller(server: ServerProcess, dataDir: string, name: string, index: number): Promise<BenchSeller> {
  const username = `${name}${index}`;
  const email = `${username}@horeca.test`;
  const visitor = new HttpSession();
  await visitor.request(`${server.url}/svc/auth/api/profile`, {
    method: 'POST',
    body: {
      username,
      email,
      phone: `0799${String(index).padStart(6, '0')}`,
      firstName: 'Test',
      lastName: 'Vânzător',
      sellerName: `${name} ${index} SRL`,
      sellerIdentifier: `RO${withCompanyCheckDigit(String(1000 + index))}`,
      password: 'Munte!Verde#2031',
      recaptchaToken: localCaptchaToken,
    },
  });
  const mail = readdirSync(join(dataDir, 'mail'))
    .map((file) => readFileSync(join(dataDir, 'mail', file), 'utf8'))
    .find((text) => text.includes(`To: ${email}`)) as string;
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1] as string;
  await visitor.request(`${server.url}/svc/auth/api/profile/activate-account`, { method: 'POST', body: { email, token } });
  const response = await fetch(`${server.url}/svc/auth/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Munte!Verde#2031', recaptchaToken: localCaptchaToken }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const profile = (await (await fetch(`${server.url}/svc/auth/api/profile/${username}`, { headers: { cookie } })).json()) as { uuid: string };
  return { uuid: profile.uuid, cookie };
}

/** A seller's delivery terms set through the API (issue #49): where "livrează în" finds their products. */
export async function deliverTo(server: ServerProcess, seller: BenchSeller, cities: readonly string[]): Promise<void> {
  const response = await fetch(`${server.url}/svc/auth/api/profile/${seller.uuid}/delivery-terms`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: seller.cookie },
    body: JSON.stringify({ cities, days: ['MON', 'THU'], minimumOrder: 300 }),
  });
  if (!response.ok) throw new Error(`delivery terms refused: ${response.status} ${await response.text()}`);
}
