import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { fitsAndPassesAxe, PHONE } from './support/page-checks';
import { apiGet, signIn } from './support/session';

// Issue 28: the repair followed to delivery, on a phone, as the Tamirci and the company do it.

interface FormRef {
  id: number;
  formNumber: string;
  formLinks: Array<{ token: string; isActive: boolean }>;
}

const statusCard = (page: Page) => page.locator('section.tf-card').filter({ has: page.getByRole('heading', { name: 'İş Durumu', level: 2 }) });
const expectStatus = (page: Page, status: string) => expect(statusCard(page).locator('.ops-status').first()).toHaveText(status);

async function fillLine(page: Page, name: string, description: string, quantity: string, price: string) {
  const line = page.getByRole('listitem', { name });
  await line.getByLabel('Açıklama').fill(description);
  await line.getByLabel('Miktar').fill(quantity);
  await line.getByLabel('Birim Fiyat (₺)').fill(price);
}

async function phoneContext(browser: Browser, javaScriptEnabled = true) {
  return browser.newContext({ viewport: PHONE, javaScriptEnabled });
}

/** The company answers on the public page of `token` in a context of its own (no session). */
async function answerOnPublicPage(browser: Browser, token: string, decision: 'Teklifi Onayla' | 'Reddet', name: string, javaScriptEnabled: boolean) {
  const context = await phoneContext(browser, javaScriptEnabled);
  const page = await context.newPage();
  try {
    await page.goto(`/forms/view/${token}`);
    await expect(page.getByRole('heading', { name: 'Teklif Onayı' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Parça ve İşçilik' })).toBeVisible();
    // axe and the width check run scripts in the page: with scripts off the same server-rendered page was checked already.
    const check = (state: string) => (javaScriptEnabled ? fitsAndPassesAxe(page, state) : Promise.resolve({ state, overflow: null, axe: null }));
    const before = await check('public page with the estimate');
    await page.getByLabel(/Adınız Soyadınız/).fill(name);
    await page.getByRole('button', { name: decision }).click();
    await expect(page.getByTestId('approval-answer')).toContainText(name);
    await expect(page.getByRole('button', { name: decision })).toHaveCount(0);
    const after = await check('public page after the answer');
    return { status: await page.getByTestId('repair-status').textContent(), checks: [before, after] };
  } finally {
    await context.close();
  }
}

test('a Tamirci prices the repair, the company approves from its link, and the vehicle is delivered', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const checks: Array<{ state: string; overflow: string | null; axe: string | null }> = [];
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const first = await createFormByApi(request, token, vehicles[0], 'Fren sesi geliyor');
  const second = await createFormByApi(request, token, vehicles[1] ?? vehicles[0], 'Yağ değişimi');

  // At 390 px: two parts and one labour line, saved, then the estimate sent.
  await page.goto(`/admin/forms/${first.id}`);
  await expectStatus(page, 'Beklemede');
  await expect(page.getByRole('button', { name: 'Teklif Gönder' })).toBeDisabled();
  await page.getByRole('button', { name: 'Parça Ekle' }).click();
  await page.getByRole('button', { name: 'Parça Ekle' }).click();
  await page.getByRole('button', { name: 'İşçilik Ekle' }).click();
  await fillLine(page, '1. Parça', 'Fren balatası', '2', '1.250,00');
  await fillLine(page, '2. Parça', 'Fren hidroliği', '1,5', '180,50');
  await fillLine(page, '3. İşçilik', 'Balata değişimi', '1,5', '400');
  checks.push(await fitsAndPassesAxe(page, 'line editor with three lines'));
  // 2.500,00 + 270,75 + 600,00 = 3.370,75; KDV %20 674,15 → 4.044,90
  await expect(page.getByRole('region', { name: 'Parça ve İşçilik' }).or(page.locator('.ops-items')).getByText('4.044,90 ₺').first()).toBeVisible();
  await page.getByRole('button', { name: 'Kalemleri Kaydet' }).click();
  await expect(page.getByText('Kalemler kaydedildi', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Teklif Gönder' }).click();
  await expectStatus(page, 'Onay Bekliyor');
  checks.push(await fitsAndPassesAxe(page, 'waiting for the company'));

  // The company approves in a fresh context, scripts on.
  const form = await apiCall<FormRef>(request, token, 'GET', `/repairform/${first.id}`);
  const link = form.formLinks.find((l) => l.isActive);
  expect(link, 'the form has an active link').toBeTruthy();
  const approved = await answerOnPublicPage(browser, link!.token, 'Teklifi Onayla', 'Ayşe Yılmaz', true);
  expect(approved.status).toContain('Onaylandı');
  checks.push(...approved.checks);

  // A second form answered with scripts off: a plain form post answered by the server's page.
  const lines = { version: 0, items: [{ kind: 'İşçilik', description: 'Yağ değişimi', quantity: 1, unit: 'saat', unitPriceKurus: 60000, vatRate: 20 }] };
  await request.put(`/api/repairform/${second.id}/items`, { data: lines, headers: { Authorization: `Bearer ${token}` } });
  await apiCall(request, token, 'POST', `/repairform/${second.id}/estimate`, { version: 1 });
  const secondForm = await apiCall<FormRef>(request, token, 'GET', `/repairform/${second.id}`);
  const rejected = await answerOnPublicPage(browser, secondForm.formLinks.find((l) => l.isActive)!.token, 'Reddet', 'Murat Kaya', false);
  expect(rejected.status).toContain('Reddedildi');
  checks.push(...rejected.checks);

  // The shop sees the answer, then moves the work on to delivery.
  await page.reload();
  await expectStatus(page, 'Onaylandı');
  await expect(page.getByText('Teklifi Ayşe Yılmaz onayladı')).toBeVisible();
  await page.getByRole('button', { name: 'İşleme Al' }).click();
  await expectStatus(page, 'İşlemde');
  await page.getByRole('button', { name: 'Tamamlandı' }).click();
  await expectStatus(page, 'Tamamlandı');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aracı Teslim Et' });
  checks.push(await fitsAndPassesAxe(page, 'delivery dialog'));
  const kilometer = dialog.getByLabel(/Teslim Kilometresi/);
  const intake = Number((await kilometer.inputValue()).replace(/\D/g, ''));
  await kilometer.fill(String(intake + 42));
  await dialog.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(dialog).toBeHidden();
  await expectStatus(page, 'Teslim Edildi');
  const timeline = page.getByRole('region', { name: 'Durum Geçmişi' });
  for (const move of ['Beklemede → Onay Bekliyor', 'Onay Bekliyor → Onaylandı', 'Onaylandı → İşlemde', 'İşlemde → Tamamlandı', 'Tamamlandı → Teslim Edildi']) {
    await expect(timeline.getByText(move)).toBeVisible();
  }
  await expect(page.getByText('İş tamamlandığı için kalemler artık değiştirilemez.')).toBeVisible();
  checks.push(await fitsAndPassesAxe(page, 'delivered form with its timeline'));

  // The list filters by status on the server and the dashboard counts follow.
  await page.goto('/admin');
  const counts = page.locator('section.tf-card').filter({ has: page.getByRole('heading', { name: 'İş Durumları' }) });
  await expect(counts.getByRole('link', { name: /Teslim Edildi/ })).toContainText(/[1-9]/);
  await expect(counts.getByRole('link', { name: /Reddedildi/ })).toContainText(/[1-9]/);
  checks.push(await fitsAndPassesAxe(page, 'dashboard with status counts'));
  await counts.getByRole('link', { name: /Teslim Edildi/ }).click();
  await expect(page).toHaveURL(/status=Teslim(%20|\+)Edildi/);
  await expect(page.getByText(first.formNumber).first()).toBeVisible();
  await expect(page.getByText(second.formNumber)).toHaveCount(0);
  checks.push(await fitsAndPassesAxe(page, 'form list on Teslim Edildi'));

  // The same screens at a desk.
  await page.setViewportSize({ width: 1280, height: 800 });
  checks.push(await fitsAndPassesAxe(page, 'form list at a desk'));
  await page.goto(`/admin/forms/${second.id}`);
  await expectStatus(page, 'Reddedildi');
  await expect(page.getByText('Teklifi Murat Kaya reddetti')).toBeVisible();
  checks.push(await fitsAndPassesAxe(page, 'rejected form at a desk'));

  expect(checks.filter((c) => c.overflow || c.axe)).toEqual([]);
  await context.close();
});
