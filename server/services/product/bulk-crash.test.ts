import { describe, expect, it } from 'vitest';
import { processTargets } from '../../testing/process-targets';
import { HttpSession, signInAsAdmin, startServerProcess, untilReady } from '../../testing/server-process';
import { bulkRow } from '../../testing/test-server';

const targets = processTargets('crash');

const admin = {
  ADMIN_USERNAME: 'admincrash',
  ADMIN_PASSWORD: 'Sef-Cheie#Rosie47',
  ADMIN_EMAIL: 'crash@horeca.test',
  JWT_SECRET: 'crash-test-secret-long-enough-for-hs256',
};

async function login(url: string): Promise<HttpSession> {
  const session = new HttpSession();
  await signInAsAdmin(session, url, admin.ADMIN_USERNAME, admin.ADMIN_PASSWORD);
  return session;
}

describe.each(targets)('a server killed during a 100,000-row import, on $engine', (target) => {
  it.skipIf(target.skipReason !== undefined)(
    target.skipReason ? `SKIPPED: ${target.skipReason}` : 'leaves exactly the old catalogue or exactly the new one',
    async () => {
      const { env, cleanup } = await target.setup();
      try {
        const first = await startServerProcess({ ...env, ...admin });
        const session = await login(first.url);
        const old = Array.from({ length: 500 }, (_, index) => bulkRow(index, { name: `Vechi ${index}` }));
        expect(
          (await session.request(`${first.url}/svc/product/product/bulk`, { method: 'POST', body: { products: old, wipePreviousData: true } })).status,
        ).toBe(201);

        const replacement = Array.from({ length: 100_000 }, (_, index) => bulkRow(index, { name: `Nou ${index}` }));
        const pending = session
          .request(`${first.url}/svc/product/product/bulk`, { method: 'POST', body: { products: replacement, wipePreviousData: true } })
          .then((response) => response.status)
          .catch(() => 'no answer');
        await first.waitForLine(/bulk import: writing/);
        await first.stop('SIGKILL');
        expect(await pending).toBe('no answer');

        const second = await startServerProcess({ ...env, ...admin });
        try {
          // The session outlives the killed process: it lives in the database.
          const again = session;
          const page = (await (await again.request(`${second.url}/svc/product/product?perPage=48&page=0`)).json()) as {
            totalItems: number;
            products: { name: string }[];
          };
          const prefixes = new Set(page.products.map((product) => product.name.split(' ')[0]));
          expect(prefixes.size).toBe(1);
          expect([...prefixes][0] === 'Vechi' ? 500 : 100_000).toBe(page.totalItems);
          const count = (await (await again.request(`${second.url}/svc/product/api/product/admin/products/count`)).json()) as { totalProducts: number };
          expect(count.totalProducts).toBe(page.totalItems);
          await untilReady(second.url);
          const indexed = (await (await again.request(`${second.url}/svc/search/api/search/admin/metrics`)).json()) as { index: { indexedProducts: number } };
          expect(indexed.index.indexedProducts).toBe(page.totalItems);
        } finally {
          await second.stop();
        }
      } finally {
        await cleanup();
      }
    },
    180_000,
  );
});
