import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { PHONE, DESK, fitsAndPassesAxe } from './support/page-checks';
import { apiGet, findPlate, signIn, spacedPlate } from './support/session';

// Issue 44: a km reminder added from a delivered form, seen on the dashboard, the reminders list and
// the plate search, and completed by the next form's line that does the work; a date reminder
// completed by 'Tamamlandı'; the km reminder edited from the list ('Düzenle'). At 390 px and at a desk,
// axe clean with the dialogs open.

type Check = { state: string; overflow: string | null; axe: string | null };

async function put(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.put(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `PUT /api${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Beklemede → İşlemde → Tamamlandı → Teslim Edildi at `kilometer`, as the status buttons do. */
async function deliver(request: APIRequestContext, token: string, formId: number, kilometer: number) {
  await put(request, token, `/repairform/${formId}/status`, { status: 'İşlemde' });
  await put(request, token, `/repairform/${formId}/status`, { status: 'Tamamlandı' });
  await put(request, token, `/repairform/${formId}/status`, { status: 'Teslim Edildi', deliveryKilometer: kilometer });
}

/** İstanbul's day `days` from today as YYYY-MM-DD. */
const istanbulDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The dashboard's 'Yakın' link (the list opened on that urgency) and the count it shows. */
const yakinLink = (page: Page) =>
  page
    .locator('section.tf-card')
    .filter({ has: page.getByRole('heading', { name: 'Yaklaşan Bakımlar', level: 2 }) })
    .locator('a[href="/admin/reminders?urgency=Yak%C4%B1n"]');

async function yakinCount(page: Page): Promise<number> {
  await page.goto('/admin');
  await expect(yakinLink(page)).toContainText('Yakın');
  return Number((await yakinLink(page).locator('.ops-status-counts__count').textContent())?.replace(/\./g, ''));
}

interface Run {
  viewport: { width: number; height: number };
  plateNumber: string;
  driverPhone: string;
  tag: string;
}

async function journey(browser: Browser, request: APIRequestContext, { viewport, plateNumber, driverPhone, tag }: Run) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const checks: Check[] = [];
  try {
    await signIn(page, 'tamirci', DEMO.password);
    const token = await apiLogin(request, 'tamirci', DEMO.password);
    // A vehicle of its own, so its kilometres are only this test's, all of today (no km a day, no projection).
    const companies = await apiGet<Array<{ id: number }>>(page, '/company');
    const vehicle = await apiCall<VehicleRow>(request, token, 'POST', '/vehicles', {
      plateNumber,
      brand: 'Fiat',
      model: 'Doblo',
      kilometer: 50000,
      ownerName: `Hatırlatma Sürücü ${tag}`,
      driverPhone,
      companyId: companies[0].id,
    });
    const plate = spacedPlate(vehicle.plateNumber);

    // A delivered form of the vehicle.
    const first = await createFormByApi(request, token, vehicle, 'Periyodik bakım');
    const { currentKilometer } = await apiCall<{ currentKilometer: number }>(request, token, 'GET', `/vehicles/${vehicle.id}/reminders`);
    await deliver(request, token, first.id, currentKilometer);
    let description = `Yağ ve filtre ${tag}`;
    const due = currentKilometer + 500;
    const yakinBefore = await yakinCount(page);

    // The delivered form's detail offers 'Hatırlatma Ekle': a km reminder repeating every 10.000 km.
    await page.goto(`/admin/forms/${first.id}`);
    const section = page.getByRole('region', { name: 'Açık Hatırlatmalar' });
    await section.getByRole('button', { name: 'Hatırlatma Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hatırlatma Ekle' });
    await expect(dialog).toBeVisible();
    checks.push(await fitsAndPassesAxe(page, 'add-reminder dialog'));
    await dialog.getByLabel('Açıklama').fill(description);
    await dialog.getByLabel('Hedef Kilometre').fill(String(due));
    await expect(dialog.getByLabel('Hedef Kilometre')).toHaveValue(due.toLocaleString('tr-TR'));
    await dialog.getByLabel('Tekrar (km)').fill('10000');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    const item = section.getByRole('listitem').filter({ hasText: description });
    // 500 km left is 'Yakın' (1.000 and 300 km); no km a day from readings of one day, so no projection.
    await expect(item).toContainText('500 km kaldı');
    await expect(item).toContainText('Yakın');
    checks.push(await fitsAndPassesAxe(page, 'form detail with the reminder'));

    // The dashboard counts it under 'Yakın'; its link opens the list on that urgency.
    expect(await yakinCount(page)).toBe(yakinBefore + 1);
    checks.push(await fitsAndPassesAxe(page, 'dashboard with Yaklaşan Bakımlar'));
    await yakinLink(page).click();
    await expect(page).toHaveURL(/\/admin\/reminders\?urgency=Yak%C4%B1n$/);
    await expect(page.getByRole('heading', { name: 'Bakım Hatırlatmaları', level: 1 }).first()).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row).toContainText(plate);
    await expect(row).toContainText('Periyodik Bakım');
    await expect(row).toContainText('500 km kaldı');
    checks.push(await fitsAndPassesAxe(page, 'reminders list on Yakın'));

    // 'Düzenle' on the row opens the add dialog filled in; the description changed is saved with PUT.
    await row.getByRole('button', { name: /^Düzenle/ }).click();
    const editing = page.getByRole('dialog', { name: 'Hatırlatmayı Düzenle' });
    await expect(editing).toBeVisible();
    await expect(editing.getByLabel('Açıklama')).toHaveValue(description);
    await expect(editing.getByLabel('Hedef Kilometre')).toHaveValue(due.toLocaleString('tr-TR'));
    await expect(editing.getByLabel('Tekrar (km)')).toHaveValue('10.000');
    checks.push(await fitsAndPassesAxe(page, 'edit-reminder dialog'));
    await page.screenshot({ path: test.info().outputPath(`edit-reminder-${viewport.width}.png`) });
    description = `Yağ, filtre ve hava filtresi ${tag}`;
    await editing.getByLabel('Açıklama').fill(description);
    await editing.getByRole('button', { name: 'Kaydet' }).click();
    await expect(editing).toBeHidden();
    await expect(page.getByText('Hatırlatma güncellendi', { exact: true })).toBeVisible();
    const edited = page.getByRole('row').filter({ hasText: description });
    await expect(edited).toContainText('500 km kaldı');
    await expect(edited).toContainText(plate);

    // The plate search shows the vehicle's open reminders.
    const result = await findPlate(page, vehicle.plateNumber);
    await expect(result.getByRole('region', { name: 'Açık Hatırlatmalar' }).getByRole('listitem').filter({ hasText: description })).toContainText(
      '500 km kaldı',
    );
    checks.push(await fitsAndPassesAxe(page, 'plate search with reminders'));

    // The next form: a line linked to the reminder, delivered at the due km, completes it and rolls it 10.000 km on.
    const next = await createFormByApi(request, token, vehicle, 'Yağ değişimi zamanı');
    await page.goto(`/admin/forms/${next.id}`);
    await page.getByRole('button', { name: 'İşçilik Ekle' }).click();
    const line = page.getByRole('listitem', { name: '1. İşçilik' });
    await line.getByLabel('Açıklama').fill('Yağ ve filtre değişimi');
    await line.getByLabel('Miktar').fill('1');
    await line.getByLabel('Birim Fiyat (₺)').fill('750');
    const link = line.getByLabel('Bağlı Hatırlatma');
    await link.selectOption({ label: `Periyodik Bakım · ${description} (500 km kaldı)` });
    await page.getByRole('button', { name: 'Kalemleri Kaydet' }).click();
    await expect(page.getByText('Kalemler kaydedildi', { exact: true })).toBeVisible();
    checks.push(await fitsAndPassesAxe(page, 'line linked to the reminder'));
    await deliver(request, token, next.id, due);
    await page.reload();
    const rolled = page.getByRole('region', { name: 'Açık Hatırlatmalar' }).getByRole('listitem').filter({ hasText: description });
    await expect(rolled).toContainText('10.000 km kaldı');
    await expect(rolled).toContainText('Uzak');

    // A date reminder without repeat, due in 12 days, done by 'Tamamlandı' on the plate search.
    await apiCall(request, token, 'POST', `/vehicles/${vehicle.id}/reminders`, {
      kind: 'Araç Muayenesi',
      description: `Muayene ${tag}`,
      dueDate: istanbulDay(12),
    });
    const search = await findPlate(page, vehicle.plateNumber);
    const inspection = search.getByRole('listitem').filter({ hasText: `Muayene ${tag}` });
    await expect(inspection).toContainText('12 gün kaldı');
    await inspection.getByRole('button', { name: /^Tamamlandı/ }).click();
    await expect(page.getByText('Hatırlatma tamamlandı', { exact: true })).toBeVisible();
    await expect(inspection).toHaveCount(0);

    // The rolled reminder is deleted from the list, after the confirmation.
    await page.goto('/admin/reminders?urgency=Uzak');
    const uzak = page.getByRole('row').filter({ hasText: description });
    await uzak.getByRole('button', { name: /^Sil/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Hatırlatmayı Sil' });
    await expect(confirm).toContainText(`${plate} · Periyodik Bakım hatırlatması silinecek.`);
    checks.push(await fitsAndPassesAxe(page, 'delete confirmation'));
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Hatırlatma silindi', { exact: true })).toBeVisible();
    await expect(uzak).toHaveCount(0);
  } finally {
    await context.close();
  }
  return checks;
}

test('reminders at 390 px: added from a delivered form, on the dashboard, list (edited there) and plate search, done by the next form', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const checks = await journey(browser, request, { viewport: PHONE, plateNumber: '34REM390', driverPhone: '05321110390', tag: 'telefon' });
  expect(checks.filter((c) => c.overflow || c.axe)).toEqual([]);
});

test('reminders at a desk (1280 px): the same journey', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const checks = await journey(browser, request, { viewport: DESK, plateNumber: '34REM128', driverPhone: '05321111280', tag: 'masa' });
  expect(checks.filter((c) => c.overflow || c.axe)).toEqual([]);
});

test("after the company rejects the estimate, 'Ertelenen İş olarak sakla' keeps its lines as reminders in one step (390 px)", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    await signIn(page, 'tamirci', DEMO.password);
    const token = await apiLogin(request, 'tamirci', DEMO.password);
    const companies = await apiGet<Array<{ id: number }>>(page, '/company');
    const vehicle = await apiCall<VehicleRow>(request, token, 'POST', '/vehicles', {
      plateNumber: '34REM404',
      brand: 'Fiat',
      model: 'Doblo',
      kilometer: 60000,
      ownerName: 'Hatırlatma Sürücü red',
      driverPhone: '05321110404',
      companyId: companies[0].id,
    });
    const form = await createFormByApi(request, token, vehicle, 'Triger zamanı geldi');
    const line = { kind: 'Parça', quantity: 1, unit: 'adet', vatRate: 20 };
    await put(request, token, `/repairform/${form.id}/items`, {
      version: 0,
      items: [
        { ...line, description: 'Triger seti', unitPriceKurus: 450000 },
        { ...line, description: 'Devirdaim pompası', unitPriceKurus: 200000 },
      ],
    });
    await apiCall(request, token, 'POST', `/repairform/${form.id}/estimate`, { version: 1 });
    const { formLinks } = await apiCall<{ formLinks: Array<{ token: string; isActive: boolean }> }>(request, token, 'GET', `/repairform/${form.id}`);
    const link = formLinks.find((l) => l.isActive) ?? formLinks[0];
    const answer = await request.post(`/api/repairform/public/${link.token}/approval`, { data: { decision: 'reject', name: 'Filo Yöneticisi', version: 1 } });
    expect(answer.ok(), `approval: ${answer.status()}`).toBe(true);

    await page.goto(`/admin/forms/${form.id}`);
    const section = page.getByRole('region', { name: 'Açık Hatırlatmalar' });
    await expect(section).toContainText('Bu aracın açık hatırlatması yok');
    await section.getByRole('button', { name: 'Ertelenen İş olarak sakla' }).click();
    await expect(page.getByText('2 kalem ertelenen iş olarak kaydedildi', { exact: true })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'Ertelenen İş · Triger seti' })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'Ertelenen İş · Devirdaim pompası' })).toBeVisible();
    // Kept once per form: the button is gone.
    await expect(section.getByRole('button', { name: 'Ertelenen İş olarak sakla' })).toHaveCount(0);
    const check = await fitsAndPassesAxe(page, 'deferred work kept');
    expect([check].filter((c) => c.overflow || c.axe)).toEqual([]);
  } finally {
    await context.close();
  }
});
