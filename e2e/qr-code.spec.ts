import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import jsQR from 'jsqr';
import { acceptCookies, createActiveSeller, logIn, newSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

test('the QR code, decoded from the rendered image, opens the search filtered by the seller', async ({ page, baseURL }) => {
  const seller = newSeller('qr');
  await acceptCookies(page);
  await createActiveSeller(page, seller);
  await logIn(page, seller.username, seller.password);
  await page.goto('/myQr');

  const image = page.getByRole('img', { name: `Cod QR către produsele vândute de ${seller.sellerName}` });
  await expect(image).toBeVisible();
  // Draw the SVG the visitor sees onto a canvas and read its pixels.
  const pixels = await image.evaluate(async (svg) => {
    const source = new XMLSerializer().serializeToString(svg);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 256 + 32;
    canvas.height = 256 + 32;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, 16, 16, 256, 256);
    return { data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data), width: canvas.width, height: canvas.height };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(decoded).not.toBeNull();
  const url = new URL(decoded?.data as string);
  expect(`${url.origin}`).toBe(baseURL);
  expect(url.pathname).toBe('/search');
  expect(url.searchParams.get('seller')).toBe(seller.sellerName);
  const profile = await (await page.request.get(`/svc/auth/api/profile/${seller.username}`)).json();
  expect(url.searchParams.get('owner')).toBe(profile.uuid);
  expect(decoded?.version).toBeGreaterThan(0);

  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: /PNG/ }).click();
  const pngBytes = await readFile((await (await png).path()) as string);
  expect(pngBytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  const svg = page.waitForEvent('download');
  await page.getByRole('button', { name: /SVG/ }).click();
  expect(await readFile((await (await svg).path()) as string, 'utf8')).toContain('<svg');
  await expectNoAxeViolations(page);

  // The decoded link works: it opens the seller's (empty) catalogue with the seller panel.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('region', { name: 'Produse vândute de:' })).toContainText(seller.sellerName);
});
