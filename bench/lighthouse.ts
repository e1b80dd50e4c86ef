import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { searchPageSize } from '../machines/search/search-criteria';
import { localCaptchaToken } from '../openapi/runtime-config';
import { demoSellerPassword, demoSellers } from '../server/demo/demo-catalogue';
import { demoPhoto } from '../server/demo/demo-photos';
import { startServerProcess, untilReady } from '../server/testing/server-process';
import { printTable } from './stats';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };
/** Issue #26's budgets for a public page: largest contentful paint, total blocking time, layout shift. */
const metricTargets = { lcpMs: 1_200, tbtMs: 150, cls: 0 };
const marked = (text: string, met: boolean): string => (met ? text : `${text} ✗`);

/**
 * The page's three longest main-thread tasks as Lighthouse simulates them on its phone, each
 * with the script it ran (hash left out; `page` for the HTML's own work, `other` for what
 * Lighthouse cannot attribute): where a page's blocking time comes from, run after run.
 */
function longestTasks(lhr: { audits: Record<string, { details?: unknown }> }, pageUrl: string): string {
  const items = (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? [];
  const source = (url: string): string => {
    if (url === pageUrl) return 'page';
    if (!url.startsWith('http')) return 'other';
    return (new URL(url).pathname.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js');
  };
  return (
    [...items]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((task) => `${Math.round(task.duration)} ${source(task.url)}`)
      .join(', ') || '—'
  );
}

interface ListedProduct {
  uuid: string;
  name: string;
  seller: string;
  sellerSlug?: string;
  packageType: string;
  cover?: unknown;
}

/** The first page /search shows, as the screen asks for it. */
async function firstSearchPage(url: string): Promise<ListedProduct[]> {
  const response = await fetch(`${url}/svc/search/api/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: '', city: 'Toate', page: 0, perPage: searchPageSize, filter: [], sort: ['NO_SORT'] }),
  });
  return ((await response.json()) as { products: ListedProduct[] }).products;
}

/**
 * Issue #29's page: /search with a photo on every card. The demo catalogue draws one for the
 * first variant of each line only, so each seller on the first page logs in and adds a drawn
 * photo to each of its products there without one, through the same call the product dialog
 * makes.
 */
async function givePhotosToFirstPage(url: string): Promise<void> {
  const bare = (await firstSearchPage(url)).filter((product) => !product.cover);
  for (const seller of demoSellers) {
    const own = bare.filter((product) => product.seller === seller.sellerName);
    if (own.length === 0) continue;
    const login = await fetch(`${url}/svc/auth/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify({ username: seller.username, password: demoSellerPassword, recaptchaToken: localCaptchaToken }),
    });
    if (login.status !== 200) throw new Error(`${seller.username} could not log in: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    for (const product of own) {
      const added = await fetch(`${url}/svc/product/product/${product.uuid}/photos`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg', Origin: url, Cookie: cookie },
        body: new Uint8Array(await demoPhoto(demoSellers.indexOf(seller), product.name, product.packageType)),
      });
      if (added.status !== 201) throw new Error(`a photo for ${product.name} was refused: ${added.status} ${await added.text()}`);
    }
  }
  const stillBare = (await firstSearchPage(url)).filter((product) => !product.cover).length;
  if (stillBare > 0) throw new Error(`${stillBare} cards on /search still have no photo`);
}

/**
 * Lighthouse (mobile emulation, its default) on /search, /search?q=cafea, /product and /login
 * against the product as `npm start` runs it, with the demo catalogue, in Debian's Chromium
 * (offline), then on /search again once every card on it has a photo. Prints the four scores
 * per page against issue #7's targets, and LCP, total blocking time and layout shift against
 * issue #26's (issue #29's LCP budget for the page with photos is 2.0 s); fails nothing.
 */
export async function benchLighthouse(): Promise<void> {
  // The pages are measured as the server renders them, which needs its bundle (decision 033).
  if (!existsSync('dist/server/entry-server.js')) execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  const server = await startServerProcess({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'horeca-lighthouse-')),
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    // As `npm start` runs it, in local mode: production never seeds the demo catalogue, and with
    // no products the pages measured would be empty ones (the product page a 404).
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // The search index loads after the server listens; until it has, there is no product to open.
    await untilReady(server.url, 120_000);
    const [first] = await firstSearchPage(server.url);
    const pages: [string, string][] = [
      ['/search', '/search'],
      ['/search?q=cafea', '/search?q=cafea'],
      ['/product', `/product?id=${first?.uuid}`],
      // A seller's page (issue #49): the seller, their terms and their products, searchable.
      ['/seller', `/seller/${first?.sellerSlug}`],
      ['/login', '/login'],
      ['/search, a photo on every card', '/search'],
    ];
    const rows: (string | number)[][] = [];
    for (const [name, path] of pages) {
      if (name.includes('photo')) await givePhotosToFirstPage(server.url);
      const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const id of (process.env.LIGHTHOUSE_DETAILS as string).split(',')) {
          const audit = lhr.audits[id];
          if (audit)
            console.log(name, id, audit.displayValue ?? '', JSON.stringify(audit.details ?? {}).slice(0, Number(process.env.LIGHTHOUSE_DETAIL_CHARS ?? 600)));
        }
      }
      rows.push([
        name,
        ...categories.map((category) => {
          const score = lhr.categories[category]?.score ?? 0;
          return `${score.toFixed(2)}${score >= targets[category] ? '' : ' ✗'}`;
        }),
        ...(() => {
          const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
          const tbt = lhr.audits['total-blocking-time']?.numericValue ?? 0;
          const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
          return [
            marked(`${Math.round(lcp)} ms`, lcp <= metricTargets.lcpMs),
            marked(`${Math.round(tbt)} ms`, tbt <= metricTargets.tbtMs),
            // Lighthouse's report rounds the shift to three decimals; so does the budget.
            marked(cls.toFixed(3), Number(cls.toFixed(3)) <= metricTargets.cls),
          ];
        })(),
        longestTasks(lhr, `${server.url}${path}`),
        lhr.runtimeError ? `error: ${lhr.runtimeError.code}` : failing.slice(0, 4).join(', ') || '—',
      ]);
    }
    printTable(
      'Lighthouse, mobile (targets: performance ≥ 0.95; accessibility, best practices, SEO = 1.00; LCP ≤ 1.2 s, TBT ≤ 150 ms, CLS 0)',
      ['page', ...categories, 'LCP', 'TBT', 'CLS', 'longest tasks (ms, script)', 'failing audits'],
      rows,
    );
  } finally {
    chrome.kill();
    await server.stop();
  }
}
