import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, DEMO } from '../playwright.config';
import { apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { fitsAndPassesAxe, PHONE } from './support/page-checks';
import { apiGet, signIn } from './support/session';

// Issue 43: the shop enters its seller details, invoices a completed form, views the PDF, downloads
// the XML and returns the invoice — at 390 px and at a desk, axe clean with every dialog open.

const NUMBER = /^[A-Z0-9]{3}20[0-9]{2}[0-9]{9}$/;
const ETTN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function api(request: APIRequestContext, token: string, method: 'PUT', path: string, data: unknown) {
  const response = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} /api${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** A form of the demo Tamirci's with one priced line, moved to Tamamlandı. */
async function completedForm(page: Page, request: APIRequestContext, index: number) {
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const form = await createFormByApi(request, token, vehicles[index % vehicles.length], 'Periyodik bakım');
  const items = [{ kind: 'Parça', description: 'Silecek lastiği', quantity: 3, unit: 'adet', unitPriceKurus: 3333, vatRate: 20 }];
  await api(request, token, 'PUT', `/repairform/${form.id}/items`, { version: 0, items });
  for (const status of ['İşlemde', 'Tamamlandı']) await api(request, token, 'PUT', `/repairform/${form.id}/status`, { status });
  return form;
}

for (const [label, viewport, index] of [
  ['390 px', PHONE, 3],
  ['a desk', { width: 1280, height: 900 }, 4],
] as const) {
  test(`seller details, invoice, PDF, XML and İade Faturası at ${label}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    const checks: Array<{ state: string; overflow: string | null; axe: string | null }> = [];
    await signIn(page, 'tamirci', DEMO.password);
    const form = await completedForm(page, request, index);
    await page.goto(`/admin/forms/${form.id}`);
    const card = page.getByRole('region', { name: 'Fatura' });
    await expect(card.getByRole('button', { name: 'Fatura Oluştur' })).toBeVisible();

    // The shop's own seller details.
    await card.getByRole('button', { name: 'Fatura Bilgileri' }).click();
    const seller = page.getByRole('dialog', { name: 'Fatura Bilgileri' });
    await seller.getByLabel(/^Unvan/).fill('Usta Oto Servis Ltd. Şti.');
    await seller.getByLabel(/^VKN/).fill('1234567890');
    await seller.getByLabel(/^Vergi dairesi/).fill('Kadıköy');
    await seller.getByLabel(/^Adres/).fill('Moda Cad. No: 12 Kadıköy/İstanbul');
    await seller.getByLabel(/^Fatura ön eki/).fill(`TS${index}`);
    checks.push(await fitsAndPassesAxe(page, 'seller details dialog'));
    await seller.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Fatura bilgileri kaydedildi', { exact: true })).toBeVisible();
    await expect(seller).toHaveCount(0);

    // The invoice, buyer filled from the company and completed by hand.
    await card.getByRole('button', { name: 'Fatura Oluştur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fatura Oluştur' });
    await expect(dialog.getByLabel(/Alıcı adı/)).not.toHaveValue('');
    await dialog.getByLabel(/Alıcı türü/).selectOption('VKN');
    await dialog.getByLabel(/^VKN/).fill('9876543210');
    await dialog.getByLabel(/^Vergi dairesi/).fill('Maltepe');
    await dialog.getByLabel(/^Adres/).fill('Sanayi Sok. 3 Tuzla/İstanbul');
    checks.push(await fitsAndPassesAxe(page, 'invoice dialog'));
    await dialog.getByRole('button', { name: 'Faturayı Kes' }).click();
    const done = page.getByRole('dialog', { name: /numaralı fatura kesildi$/ });
    await expect(done).toBeVisible({ timeout: 30_000 });
    const title = (await done.getByRole('heading').first().textContent()) ?? '';
    const number = title.replace(' numaralı fatura kesildi', '');
    expect(number).toMatch(NUMBER);
    const ettn = (await done.locator('.ops-invoice__ettn').textContent()) ?? '';
    expect(ettn).toMatch(ETTN);
    checks.push(await fitsAndPassesAxe(page, 'invoice issued'));

    const [pdfTab] = await Promise.all([context.waitForEvent('page'), done.getByRole('button', { name: 'PDF Görüntüle' }).click()]);
    expect(pdfTab.url()).toMatch(/^blob:/);
    await pdfTab.close();
    const [download] = await Promise.all([page.waitForEvent('download'), done.getByRole('button', { name: 'XML İndir' }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}.xml`);
    const xml = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(xml).toString('utf8');
    expect(text).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(text).toContain(`<cbc:UUID>${ettn}</cbc:UUID>`);
    await done.getByRole('button', { name: 'Kapat' }).first().click();

    // Shown on the form instead of the button, then returned after confirmation.
    await expect(card.getByText(number)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Fatura Oluştur' })).toHaveCount(0);
    checks.push(await fitsAndPassesAxe(page, 'form with its invoice'));
    await card.getByRole('button', { name: 'İade Faturası' }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'İade Faturası düzenlensin mi?' })
      .or(page.getByRole('dialog', { name: 'İade Faturası düzenlensin mi?' }));
    await expect(confirm).toBeVisible();
    checks.push(await fitsAndPassesAxe(page, 'return confirmation'));
    await confirm.getByRole('button', { name: 'İade Faturası Kes' }).click();
    await expect(page.getByText(/^[A-Z0-9]{16} numaralı İade Faturası kesildi$/)).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(`İade edildi: `)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Fatura Oluştur' })).toBeVisible();
    checks.push(await fitsAndPassesAxe(page, 'after the return'));
    await page.screenshot({ path: `test-results/invoice-${viewport.width}.png`, fullPage: true });

    // 'Faturalar': both invoices of the form, and the accountant's ZIP of today.
    await page.goto('/admin/invoices');
    await expect(page.getByRole('heading', { name: 'Faturalar' }).first()).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    checks.push(await fitsAndPassesAxe(page, 'invoice list'));
    await page.screenshot({ path: `test-results/invoices-list-${viewport.width}.png`, fullPage: true });
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'ZIP İndir' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^faturalar-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = Buffer.concat(await (await zip.createReadStream()).toArray());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from(`${number}.xml`))).toBe(true);

    // An Admin narrows 'Faturalar' to one repair shop (the server pages that shop's invoices).
    const admin = await browser.newContext({ viewport });
    const adminPage = await admin.newPage();
    await signIn(adminPage, ADMIN.username, ADMIN.password);
    const listed = await apiGet<Array<{ id: number; number: string }>>(adminPage, '/invoices?pageSize=100');
    const { repairShopId } = await apiGet<{ repairShopId: number }>(adminPage, `/invoices/${listed.find((i) => i.number === number)!.id}`);
    await adminPage.goto('/admin/invoices');
    const shop = adminPage.getByLabel('Tamirhane');
    await expect(shop.locator(`option[value="${repairShopId}"]`)).toHaveCount(1);
    await shop.selectOption(String(repairShopId));
    await expect(adminPage.getByText(number, { exact: true })).toBeVisible();
    checks.push(await fitsAndPassesAxe(adminPage, 'invoice list, one shop (Admin)'));
    const other = await shop.locator(`option:not([value=""]):not([value="${repairShopId}"])`).first().getAttribute('value');
    if (other) {
      await shop.selectOption(other);
      await expect(adminPage.getByText(number, { exact: true })).toHaveCount(0);
    }
    await adminPage.screenshot({ path: `test-results/invoices-admin-${viewport.width}.png`, fullPage: true });
    await admin.close();

    expect(checks.filter((c) => c.overflow || c.axe)).toEqual([]);
    await context.close();
  });
}

for (const [label, viewport] of [
  ['390 px', PHONE],
  ['a desk', { width: 1280, height: 900 }],
] as const) {
  test(`the plate search gives a new company its tax details and 'e-Fatura mükellefi' at ${label}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, 'tamirci', DEMO.password);
    await page.goto('/plate-search');
    await page.getByPlaceholder('34 ABC 123').fill(`06VF${String(Date.now()).slice(-3)}`);
    await page.getByPlaceholder('34 ABC 123').press('Enter');
    await expect(page.getByRole('heading', { name: 'Yeni Araç Kaydı' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Firma Adı' }).fill(`Vergi Lojistik ${viewport.width}`);
    await page.getByLabel('Vergi Numarası').fill('123');
    await page.getByLabel('Vergi dairesi').fill('Kadıköy');
    await page.getByRole('checkbox', { name: 'e-Fatura mükellefi' }).check();
    await page.getByLabel('Marka - Model').fill('Ford Transit');
    await page.getByLabel('Kilometre').fill('1000');
    await page.getByLabel('Şoför Adı Soyadı').fill('Mehmet Yılmaz');
    await page.getByLabel('Şoför Telefonu').fill('5321234567');
    await page.getByLabel('Firma E-posta').fill('filo@vergilojistik.com.tr');
    await page.getByRole('button', { name: 'Sonraki Adım' }).click();
    await expect(page.getByText('Geçerli bir vergi numarası giriniz').first()).toBeVisible();
    const checks = [await fitsAndPassesAxe(page, 'new vehicle form with the tax details')];
    await page.screenshot({ path: `test-results/plate-search-company-tax-${viewport.width}.png`, fullPage: true });
    expect(checks.filter((c) => c.overflow || c.axe)).toEqual([]);
    await context.close();
  });
}
