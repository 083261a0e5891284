import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ADMIN, DEMO, SMTP_PORT } from '../playwright.config';
import { decodedText, startSmtp, type TestSmtp } from '../../server/test/helpers/smtp';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { apiGet, findPlate, signIn, WEB_VIEW_UA } from './support/session';
import { drawSignature } from './support/signature';

/** The portal's port (playwright.config puts SMTP 20,000 above it). */
const PORT = SMTP_PORT - 20000;

type Link = { token: string; url: string };

/** Strokes with a finger: real touch events through the browser's input pipeline (CDP), not mouse events. */
async function touchSignature(page: Page, pad: Locator): Promise<void> {
  const box = await pad.boundingBox();
  expect(box, 'the signing pad is on screen').toBeTruthy();
  const { x, y, width, height } = box!;
  const cdp = await page.context().newCDPSession(page);
  const at = (fx: number, fy: number) => [{ x: x + width * fx, y: y + height * fy }];
  for (const stroke of [
    [0.1, 0.7, 0.25, 0.3, 0.4, 0.7],
    [0.55, 0.3, 0.7, 0.7, 0.9, 0.3],
  ]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(stroke[0], stroke[1]) });
    for (let step = 1; step <= 10; step++) {
      const t = step / 10;
      const [fromX, fromY, toX, toY] = t <= 0.5 ? [stroke[0], stroke[1], stroke[2], stroke[3]] : [stroke[2], stroke[3], stroke[4], stroke[5]];
      const k = t <= 0.5 ? t * 2 : (t - 0.5) * 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fromX + (toX - fromX) * k, fromY + (toY - fromY) * k) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  await cdp.detach();
}

/** The URL a QR code on screen carries, read back from a screenshot of it. */
async function decodeQr(qr: Locator): Promise<string | null> {
  const png = PNG.sync.read(await qr.screenshot({ scale: 'device' }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test('the driver signs a new form with the mouse; the public page in a fresh browser shows the signature and a QR code of itself', async ({
  page,
  request,
  browser,
}) => {
  const shop = await apiLogin(request, 'tamirci', DEMO.password);
  const [vehicle] = await apiCall<VehicleRow[]>(request, shop, 'GET', '/vehicles');
  const form = await createFormByApi(request, shop, vehicle, 'İmza E2E: ön fren balatası');

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'tamirci', DEMO.password);
  await page.goto(`/plate-search/form/${form.id}`);
  await page.getByRole('button', { name: 'Şoför imzası' }).click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: 'İmzayı Kaydet' });
  await drawSignature(page, dialog.locator('canvas'));
  await dialog.getByLabel('Ad Soyad').fill('Şükrü Öztürk');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Şükrü Öztürk imzası' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Şoför imzası' })).toHaveCount(0);
  // The phone-width screen still fits: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A signed form is frozen on the server.
  const refused = await request.fetch(`/api/repairform/${form.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${shop}` } });
  expect(refused.status()).toBe(409);

  const link = await apiCall<Link>(request, shop, 'POST', `/repairform/${form.id}/link`, {});
  const outsider = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  try {
    const publicPage = await outsider.newPage();
    await publicPage.goto(link.url);
    const signature = publicPage.getByRole('img', { name: 'Şükrü Öztürk imzası' });
    await expect(signature).toBeVisible();
    expect(await signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(publicPage.getByText(/tarihine kadar geçerlidir/)).toBeVisible();
    const qr = publicPage.getByRole('img', { name: /QR/ });
    await expect(qr).toBeVisible();
    expect(await decodeQr(qr)).toBe(publicPage.url());
  } finally {
    await outsider.close();
  }
});

test('in the tablet app’s web view the driver signs with a finger right after the form is created', async ({ browser, baseURL }) => {
  const app = await browser.newContext({
    userAgent: WEB_VIEW_UA,
    baseURL,
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    isMobile: true,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  try {
    const page = await app.newPage();
    await signIn(page, 'tamirci', DEMO.password);
    await expect(page.locator('html')).toHaveClass(/tf-webview/);
    const [vehicle] = await apiGet<Array<{ plateNumber: string }>>(page, '/vehicles');
    const result = await findPlate(page, vehicle.plateNumber);
    await result.getByRole('button', { name: 'Form Oluştur' }).click();
    // The form page opens once, in the admin area's layout (create-form-paths.spec counts it), so
    // the line can be typed as soon as the field is there.
    await expect(page).toHaveURL(/\/admin\/forms\/new\?/);
    await expect(page.locator('#main').getByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeVisible();
    await page.getByLabel('1.', { exact: true }).fill('Tablette imza E2E: direksiyon titriyor');
    await expect(page.getByLabel('1.', { exact: true })).toHaveValue('Tablette imza E2E: direksiyon titriyor');
    await page.getByRole('button', { name: 'Form Önizleme' }).click();
    await page.getByRole('button', { name: 'Form Oluştur' }).click();
    await expect(page).toHaveURL(/\/plate-search\/form\/\d+$/);

    await page.getByRole('dialog').getByRole('button', { name: 'İmzala' }).click();
    const pad = page.getByRole('dialog', { name: 'Şoför İmzası' });
    await expect(pad).toBeVisible();
    await touchSignature(page, pad.locator('canvas'));
    await pad.getByLabel('Ad Soyad').fill('Ayşe Çınar');
    await pad.getByRole('button', { name: 'İmzayı Kaydet' }).click();
    await expect(pad).toBeHidden();
    const signature = page.getByRole('img', { name: 'Ayşe Çınar imzası' });
    await expect(signature).toBeVisible();
    // What was stored is the drawing: a PNG with ink on it, not an empty canvas.
    const inked = await signature.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] < 128) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(50);
  } finally {
    await app.close();
  }
});

test('the company’s e-mail arrives at a real SMTP server with the form’s PDF attached and a full link', async ({ page, request }) => {
  test.setTimeout(120_000);
  let smtp: TestSmtp | null = null;
  try {
    // The address the e-mails carry is the one the admin's browser first used (the general tab shows it).
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/settings');
    await expect(page.getByLabel(/genel adres/i)).toHaveValue(`http://127.0.0.1:${PORT}`);
    smtp = await startSmtp({ port: SMTP_PORT });
    const shop = await apiLogin(request, 'tamirci', DEMO.password);
    const vehicles = await apiCall<Array<VehicleRow & { companyEmail?: string | null }>>(request, shop, 'GET', '/vehicles');
    const vehicle = vehicles.find((v) => v.companyEmail && !v.companyEmail.endsWith('.invalid'));
    expect(vehicle, 'a demo vehicle whose company has an e-mail').toBeTruthy();
    const form = await createFormByApi(request, shop, vehicle!, 'PDF E2E: klima gazı');
    await expect.poll(() => smtp!.received.some((m) => m.raw.includes(form.formNumber)), { timeout: 30_000 }).toBe(true);
    const message = smtp.received.find((m) => m.raw.includes(form.formNumber))!;
    expect(message.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(message.raw).toContain(`tamir-formu-${form.formNumber}.pdf`);
    // The link is absolute: the portal's address as the admin's browser first used it.
    expect(decodedText(message.raw)).toContain(`http://127.0.0.1:${PORT}/forms/view/`);
  } finally {
    await smtp?.stop();
  }
});
