import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../openapi/runtime-config';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-postgres';
import { HttpSession, startServerProcess, type ServerProcess } from './testing/server-process';
import { productInput } from './testing/test-server';

const postgresUrl = process.env.DATABASE_URL;
const title = postgresUrl
  ? 'the services as separate processes on separate ports'
  : 'the services as separate processes (SKIPPED: DATABASE_URL is not set; PGlite serves one process only)';

describe.skipIf(!postgresUrl)(title, () => {
  const processes: Partial<Record<'auth' | 'product' | 'search', ServerProcess>> = {};
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl as string, 'horeca_split');
    const shared = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'split-deployment-secret-of-sufficient-length',
      ADMIN_USERNAME: 'adminsplit',
      ADMIN_PASSWORD: 'Admin!2345',
      ADMIN_EMAIL: 'admin@split.test',
    };
    // One after the other: the first runs the migrations, the others find them done.
    for (const service of ['auth', 'product', 'search'] as const) {
      processes[service] = await startServerProcess({ ...shared, SERVICES: service, DATA_DIR: `/tmp/horeca-split-${service}-${process.pid}` });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(Object.values(processes).map((server) => server?.stop()));
    await scratch?.drop();
  });

  it('finds through the search process a product written through the product process', async () => {
    const { auth, product, search } = processes as Required<typeof processes>;
    const session = new HttpSession();
    const login = await session.request(`${auth.url}/svc/auth/api/auth/login`, {
      method: 'POST',
      body: { username: 'adminsplit', password: 'Admin!2345', recaptchaToken: localCaptchaToken },
    });
    expect(login.status).toBe(200);

    const created = await session.request(`${product.url}/svc/product/product`, { method: 'POST', body: productInput({ name: 'Espressor separat' }) });
    expect(created.status).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };

    const found = await session.request(`${search.url}/svc/search/api/search`, {
      method: 'POST',
      body: { name: 'espressor', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] },
    });
    expect(((await found.json()) as { products: { uuid: string }[] }).products.map((item) => item.uuid)).toEqual([uuid]);

    // The search process learns of the product process's writes only from the database, so a
    // remembered answer may lag; it must catch up within SEARCH_CACHE_MS (1 s by default).
    const updated = await session.request(`${product.url}/svc/product/product/${uuid}`, { method: 'PUT', body: productInput({ name: 'Espressor separat', price: 777 }) });
    expect(updated.status).toBe(200);
    const since = Date.now();
    let price = 0;
    while (price !== 777 && Date.now() - since < 3_000) {
      const again = await session.request(`${search.url}/svc/search/api/search`, { method: 'POST', body: { name: 'espressor', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] } });
      price = ((await again.json()) as { products: { price: number }[] }).products[0]?.price ?? 0;
      if (price !== 777) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(price).toBe(777);
    expect(Date.now() - since).toBeLessThan(1_500);

    const notHere = await session.request(`${product.url}/svc/search/api/search`, {
      method: 'POST',
      body: { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] },
    });
    expect(notHere.status).toBe(404);
  });
});
