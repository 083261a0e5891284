import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { DEMO } from '../playwright.config';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { fitsAndPassesAxe, PHONE } from './support/page-checks';
import { apiGet, signIn, WEB_VIEW_UA } from './support/session';
import { grainyPhoto } from '../../server/test/helpers/grainy-photo';

// Issue 29: a photo taken on a phone goes on the form, shows in its grid and large, and reaches the
// company's public page, with scripts on and off. The photo is a generated 12-megapixel JPEG, so the
// browser's shrink (1600 px) is measured on the way: the bytes that leave the phone.

async function publicPage(browser: Browser, token: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test('a photo is added on the form at 390 px, shows in the grid and large, and on the public page with scripts on and off', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: PHONE });
  // What the page hands the upload: the size of every file part it appends (the multipart body
  // streams from a Blob, so the request itself does not keep it for Playwright to read).
  await context.addInitScript(() => {
    const sizes: number[] = [];
    (window as unknown as { __photoParts: number[] }).__photoParts = sizes;
    const append = FormData.prototype.append as (this: FormData, ...args: [string, string | Blob, string?]) => void;
    FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
      if (args[1] instanceof Blob) sizes.push(args[1].size);
      append.apply(this, args);
    } as typeof FormData.prototype.append;
  });
  const page = await context.newPage();
  const checks: Array<{ state: string; overflow: string | null; axe: string | null }> = [];
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const form = await createFormByApi(request, token, vehicles[0], 'Sağ ön çamurlukta göçük');
  const { formLinks } = await apiCall<{ formLinks: Array<{ token: string; isActive: boolean }> }>(request, token, 'GET', `/repairform/${form.id}`);
  const linkToken = formLinks.find((link) => link.isActive)!.token;

  await page.goto(`/admin/forms/${form.id}`);
  const card = page.locator('section.tf-card').filter({ has: page.getByRole('heading', { name: 'Fotoğraflar', level: 2 }) });
  await expect(card.getByText(/Henüz fotoğraf eklenmedi/)).toBeVisible();
  checks.push(await fitsAndPassesAxe(page, 'photos card, no photo yet'));

  const input = card.getByLabel('Fotoğraf Ekle');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  await card.getByLabel('Açıklama (isteğe bağlı)').fill('Sağ ön çamurluk göçük');

  const original = await grainyPhoto(4000, 3000);
  await input.setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: original });
  const bar = card.getByRole('progressbar', { name: 'IMG_4032.jpg yükleniyor' });
  await expect(bar).toBeVisible();
  await expect(card.getByText('Yüklendi')).toBeVisible({ timeout: 60_000 });
  const parts = await page.evaluate(() => (window as unknown as { __photoParts: number[] }).__photoParts);
  expect(parts, 'one file part went').toHaveLength(1);
  const bytesSent = parts[0];
  await expect(bar).toHaveAttribute('value', '100');
  test
    .info()
    .annotations.push({ type: 'bytes sent', description: `12-megapixel JPEG of ${original.length} bytes left the browser as a ${bytesSent}-byte JPEG` });
  console.log(`form-photos: a 4000×3000 JPEG of ${original.length} bytes was sent as ${bytesSent} bytes after the browser's shrink`);
  expect(bytesSent, 'a real photo went').toBeGreaterThan(20 * 1024);
  expect(bytesSent, 'shrunk in the browser: well under the original').toBeLessThan(original.length / 2);
  expect(bytesSent).toBeLessThan(600 * 1024);

  const grid = card.getByRole('list', { name: 'Fotoğraflar' });
  const thumb = grid.getByRole('button', { name: 'Teslim Alma · 1. fotoğrafı büyüt: Sağ ön çamurluk göçük' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  checks.push(await fitsAndPassesAxe(page, 'photo uploaded, in the grid'));

  await thumb.click();
  const viewer = page.getByRole('dialog', { name: 'Fotoğraf 1 / 1' });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('Teslim Alma · Sağ ön çamurluk göçük');
  const large = viewer.getByRole('img', { name: 'Teslim Alma fotoğrafı: Sağ ön çamurluk göçük' });
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  checks.push(await fitsAndPassesAxe(page, 'photo open large'));
  await viewer.getByRole('button', { name: 'Fotoğrafı Sil' }).click();
  await expect(page.getByRole('dialog', { name: 'Fotoğrafı silmek istiyor musunuz?' })).toBeVisible();
  checks.push(await fitsAndPassesAxe(page, 'delete confirmation'));
  await page.getByRole('button', { name: 'İptal' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The screen shown after creating a form carries the same card, with the photo in its grid.
  await page.goto(`/plate-search/form/${form.id}`);
  const viewCard = page.locator('section.tf-card').filter({ has: page.getByRole('heading', { name: 'Fotoğraflar', level: 2 }) });
  await expect(viewCard.getByRole('button', { name: /Teslim Alma · 1\. fotoğrafı büyüt/ })).toBeVisible();
  await expect(viewCard.getByLabel('Fotoğraf Ekle')).toHaveAttribute('capture', 'environment');
  checks.push(await fitsAndPassesAxe(page, 'the created form’s screen with its photo'));
  await context.close();

  // The company's public page, in a fresh context: the thumbnail links to the large photo.
  const withScripts = await publicPage(browser, linkToken, true);
  await withScripts.page.goto(`/forms/view/${linkToken}`);
  const photos = withScripts.page.getByRole('region', { name: 'Fotoğraflar' });
  const link = photos.getByRole('link', { name: '1. fotoğrafı büyük aç: Sağ ön çamurluk göçük' });
  await expect(link).toBeVisible();
  await expect(link.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  checks.push(await fitsAndPassesAxe(withScripts.page, 'public page with the photo'));
  await link.click();
  await expect(withScripts.page).toHaveURL(new RegExp(`/api/repairform/public/${linkToken}/photos/\\d+$`));
  await withScripts.context.close();

  // Scripts off: the server-rendered page alone (axe and the width check need scripts; checked by content).
  const noScripts = await publicPage(browser, linkToken, false);
  await noScripts.page.goto(`/forms/view/${linkToken}`);
  const plainLink = noScripts.page.getByRole('region', { name: 'Fotoğraflar' }).getByRole('link', { name: /1\. fotoğrafı büyük aç/ });
  await expect(plainLink).toBeVisible();
  await expect(noScripts.page.getByText('Sağ ön çamurluk göçük')).toBeVisible();
  const href = await plainLink.getAttribute('href');
  const image = await noScripts.page.goto(href!);
  expect(image?.status()).toBe(200);
  expect(image?.headers()['content-type']).toBe('image/jpeg');
  await noScripts.context.close();

  expect(checks.filter((c) => c.overflow || c.axe)).toEqual([]);
});

// The shop's tablet app is a web view: the same photo path must work there (its user agent turns
// printing into e-mail, nothing else), at a tablet's size.
test('in the tablet web view a photo is added on the form and shows in its grid', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, userAgent: WEB_VIEW_UA });
  const page = await context.newPage();
  try {
    await signIn(page, 'tamirci', DEMO.password);
    const token = await apiLogin(request, 'tamirci', DEMO.password);
    const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
    const form = await createFormByApi(request, token, vehicles[0], 'Arka tampon çizik');
    await page.goto(`/admin/forms/${form.id}`);
    const card = page.locator('section.tf-card').filter({ has: page.getByRole('heading', { name: 'Fotoğraflar', level: 2 }) });
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
    await card.getByLabel('Fotoğraf Ekle').setInputFiles({ name: 'tablet.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(card.getByText('Yüklendi')).toBeVisible({ timeout: 60_000 });
    const listed = await apiCall<{ photos: unknown[] }>(request, token, 'GET', `/repairform/${form.id}/photos`);
    expect(listed.photos).toHaveLength(1);
    expect(await fitsAndPassesAxe(page, 'web view with a photo')).toEqual({ state: 'web view with a photo', overflow: null, axe: null });
  } finally {
    await context.close();
  }
});
