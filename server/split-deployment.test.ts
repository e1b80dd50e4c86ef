import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-postgres';
import { HttpSession, signInAsAdmin, startServerProcess, type ServerProcess } from './testing/server-process';
import { productInput } from './testing/product-input';

const postgresUrl = process.env.DATABASE_URL;
const title = postgresUrl
  ? 'the services as separate processes on separate ports'
  : 'the services as separate processes (SKIPPED: DATABASE_URL is not set; PGlite serves one process only)';

describe.skipIf(!postgresUrl)(title, () => {
  const processes: Partial<Record<'auth' | 'product' | 'search' | 'search2', ServerProcess>> = {};
  let scratch: ScratchDatabase | undefined;
  /** The administrator, signed in once with the second factor an administrator must pass (decision 023). */
  const adminSession = new HttpSession();

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl as string, 'horeca_split');
    const shared = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'split-deployment-secret-of-sufficient-length',
      ADMIN_USERNAME: 'adminsplit',
      ADMIN_PASSWORD: 'Sef-Cheie#Rosie47',
      ADMIN_EMAIL: 'admin@split.test',
    };
    // One after the other: the first runs the migrations, the others find them done.
    for (const service of ['auth', 'product', 'search'] as const) {
      processes[service] = await startServerProcess({ ...shared, SERVICES: service, DATA_DIR: `/tmp/horeca-split-${service}-${process.pid}` });
    }
    // A second search process: each holds its own index and must follow every write.
    processes.search2 = await startServerProcess({ ...shared, SERVICES: 'search', DATA_DIR: `/tmp/horeca-split-search2-${process.pid}` });
    await signInAsAdmin(adminSession, (processes.auth as ServerProcess).url, 'adminsplit', 'Sef-Cheie#Rosie47');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(Object.values(processes).map((server) => server?.stop()));
    await scratch?.drop();
  });

  it('finds through the search process a product written through the product process', async () => {
    const { product, search } = processes as Required<typeof processes>;
    const session = adminSession;

    const created = await session.request(`${product.url}/svc/product/product`, { method: 'POST', body: productInput({ name: 'Espressor separat' }) });
    expect(created.status).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };

    // The search process hears of the write through a notification, moments after it answered.
    const since = Date.now();
    let found: string[] = [];
    while (found.length === 0 && Date.now() - since < 2_000) {
      const answer = await session.request(`${search.url}/svc/search/api/search`, {
        method: 'POST',
        body: { name: 'espressor', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] },
      });
      found = ((await answer.json()) as { products: { uuid: string }[] }).products.map((item) => item.uuid);
      if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(found).toEqual([uuid]);

    // The search process learns of the product process's writes from a PostgreSQL notification
    // (decision 014): it catches up within moments of the write's answer.
    const updated = await session.request(`${product.url}/svc/product/product/${uuid}`, {
      method: 'PUT',
      body: productInput({ name: 'Espressor separat', price: 777 }),
    });
    expect(updated.status).toBe(200);
    const updatedAt = Date.now();
    let price = 0;
    while (price !== 777 && Date.now() - updatedAt < 3_000) {
      const again = await session.request(`${search.url}/svc/search/api/search`, {
        method: 'POST',
        body: { name: 'espressor', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] },
      });
      price = ((await again.json()) as { products: { price: number }[] }).products[0]?.price ?? 0;
      if (price !== 777) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(price).toBe(777);
    expect(Date.now() - updatedAt).toBeLessThan(1_500);

    const notHere = await session.request(`${product.url}/svc/search/api/search`, {
      method: 'POST',
      body: { name: '', city: 'Toate', page: 0, perPage: 12, filter: [], sort: [] },
    });
    expect(notHere.status).toBe(404);
  });

  it('keeps two search processes exact through writes, deletes and a bulk import made by the product process', async () => {
    const { product, search, search2 } = processes as Required<typeof processes>;
    const session = adminSession;
    const names = async (server: ServerProcess, name: string) => {
      const found = await session.request(`${server.url}/svc/search/api/search`, {
        method: 'POST',
        body: { name, city: 'Toate', page: 0, perPage: 48, filter: [], sort: ['BY_PRICE_ASC'] },
      });
      return ((await found.json()) as { products: { name: string }[] }).products.map((item) => item.name);
    };
    /** Both search processes show `expected` for `text` within 2 s of the write's answer. */
    const bothShow = async (text: string, expected: string[]) => {
      for (const server of [search, search2]) {
        const since = Date.now();
        let seen = await names(server, text);
        while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() - since < 2_000) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          seen = await names(server, text);
        }
        expect(seen, server.url).toEqual(expected);
      }
    };

    const created = await session.request(`${product.url}/svc/product/product`, { method: 'POST', body: productInput({ name: 'Tavă inox GN', price: 10 }) });
    const { uuid } = (await created.json()) as { uuid: string };
    await bothShow('tava', ['Tavă inox GN']);
    await session.request(`${product.url}/svc/product/product/${uuid}`, { method: 'PUT', body: productInput({ name: 'Tavă aluminiu GN', price: 12 }) });
    await bothShow('tava', ['Tavă aluminiu GN']);
    await bothShow('inox', []);
    const rows = ['Tavă emailată', 'Tavă perforată'].map((name, at) => ({
      name,
      description: 'N/A',
      price: 20 + at,
      vatIncluded: true,
      sellType: 'la bucata',
      packageType: 'Individual',
      phone: '0722000111',
      city: 'Iași',
      deliverable: true,
      negotiable: false,
      inStock: true,
      enabled: true,
    }));
    const imported = await session.request(`${product.url}/svc/product/product/bulk`, { method: 'POST', body: { products: rows, wipePreviousData: true } });
    expect(imported.status).toBe(201);
    await bothShow('tava', ['Tavă emailată', 'Tavă perforată']);
  });
});
