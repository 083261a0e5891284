import { expect, test } from '@playwright/test';
import { ADMIN, DEMO } from '../playwright.config';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { apiGet, signIn, spacedPlate, WEB_VIEW_UA } from './support/session';

// Repair forms on the demo data: a repair-shop user creates a form for a plate that is already
// registered, finds it in the form list, copies its public link and opens it without a session;
// an admin narrows the list by shop and by day and deletes a form.
const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

interface FormPage {
  data: Array<{ id: number; formNumber: string; repairShopName: string | null }>;
  totalCount: number;
}

test('a Tamirci creates a form for a registered plate, finds it in the list and shares its public link', async ({ page, browser, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, 'tamirci', DEMO.password);
  await expect(page).toHaveURL(/\/plate-search$/);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const vehicle = vehicles.find((v) => !v.contactHidden) ?? vehicles[0];
  expect(vehicle, 'the demo shop has vehicles').toBeTruthy();
  const spaced = spacedPlate(vehicle.plateNumber);

  const plateInput = page.getByPlaceholder('34 ABC 123');
  await plateInput.fill(vehicle.plateNumber);
  await plateInput.press('Enter');
  await expect(page.getByRole('heading', { name: 'Araç Bilgileri' })).toBeVisible();
  await page.getByRole('button', { name: 'Sonraki Adım' }).click();

  await expect(page).toHaveURL(/\/plate-search\/create-form$/);
  const fault = `Debriyaj kaçırıyor E2E ${Date.now()}`;
  await page.getByLabel('1.', { exact: true }).fill(fault);
  await page.getByRole('button', { name: 'Form Önizleme' }).click();
  await expect(page.getByText(`1. ${fault}`)).toBeVisible();
  await page.getByRole('button', { name: 'Form Oluştur' }).click();

  await expect(page).toHaveURL(/\/plate-search\/form\/\d+$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Ana Sayfaya Dön' }).waitFor();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz/)).toBeVisible();
  const formNumber = (await page.getByTestId('form-number').innerText()).trim();

  await page.goto('/admin/forms');
  await expect(page.getByRole('heading', { name: 'Tamir Formları', level: 1 }).last()).toBeVisible();
  await expect(page.getByLabel('Tamirhane')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Ara' }).fill(formNumber);
  const row = page.getByRole('row').filter({ hasText: formNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(spaced);
  await expect(page.getByText('Toplam 1 form')).toBeVisible();

  await row.getByRole('button', { name: 'Linki Kopyala' }).click();
  await expect(row.getByRole('status')).toHaveText('Kopyalandı!');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${baseURL}/forms/view/[A-Za-z0-9_-]+$`));
  await expect(row.getByRole('status')).toHaveText('', { timeout: 4000 });

  const anonymous = await browser.newContext();
  const publicPage = await anonymous.newPage();
  await publicPage.goto(copied);
  await expect(publicPage.getByText(formNumber)).toBeVisible();
  await expect(publicPage.getByText(`1. ${fault}`)).toBeVisible();
  expect(await publicPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await anonymous.close();

  await row.getByRole('link', { name: 'Görüntüle' }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Tamir Formu Detayı', level: 1 }).last()).toBeVisible();
  await expect(page.getByTestId('form-number')).toHaveText(formNumber);
  await expect(page.getByTestId('public-link')).toHaveText(copied);
});

test('an admin filters forms by shop and by day, and deletes a form', async ({ page, request }) => {
  const shopToken = await apiLogin(request, 'tamirci2', DEMO.password);
  const shopVehicles = await apiCall<VehicleRow[]>(request, shopToken, 'GET', '/vehicles');
  const doomed = await createFormByApi(request, shopToken, shopVehicles[0], 'Silinecek form E2E');

  await signIn(page, ADMIN.username, ADMIN.password);
  const shops = await apiGet<Array<{ id: number; name: string }>>(page, '/repairshop');
  const anadolu = shops.find((shop) => shop.name === 'Anadolu Tamir Merkezi');
  expect(anadolu, 'the demo shop exists').toBeTruthy();
  const today = istanbulToday();
  const shopToday = await apiGet<FormPage>(page, `/repairform?repairShopId=${anadolu!.id}&startDate=${today}&endDate=${today}&pageSize=100`);
  expect(shopToday.data.map((f) => f.formNumber)).toContain(doomed.formNumber);

  await page.goto('/admin/forms');
  const table = page.getByRole('table', { name: 'Tamir Formları' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Tamirhane').selectOption({ label: 'Anadolu Tamir Merkezi' });
  await expect(page).toHaveURL(new RegExp(`repairShopId=${anadolu!.id}`));
  // Columns: Form No, Plaka, Durum, Firma / Müşteri, Tamirhane, Tarih / Oluşturan, İşlemler.
  const shopCells = table.locator('tbody tr td:nth-child(5)');
  // The newest form (the one just made) is Anadolu's in the unfiltered list too: wait for every row.
  await expect.poll(async () => [...new Set(await shopCells.allInnerTexts())]).toEqual(['Anadolu Tamir Merkezi']);

  await page.getByLabel('Başlangıç Tarihi').fill(today);
  await page.getByLabel('Bitiş Tarihi').fill(today);
  await expect(page.getByText(`Toplam ${shopToday.totalCount} form`)).toBeVisible();
  const [year, month, day] = today.split('-');
  for (const text of await table.locator('tbody tr td:nth-child(6)').allInnerTexts()) expect(text.startsWith(`${day}.${month}.${year}`)).toBe(true);

  const row = table.getByRole('row').filter({ hasText: doomed.formNumber });
  await row.getByRole('button', { name: 'Sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Formu Sil' });
  await expect(dialog).toContainText(`${doomed.formNumber} numaralı form silinecek. Bu işlem geri alınamaz.`);
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Form silindi').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  const left = shopToday.totalCount - 1;
  await expect(page.getByText(left > 0 ? `Toplam ${left} form` : 'Arama kriterlerine uygun form bulunamadı')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Ara' }).fill(doomed.formNumber);
  await expect(page.getByText('Arama kriterlerine uygun form bulunamadı')).toBeVisible();
});

test('in the Android app web view printing e-mails the form link to the company and the context menu is off', async ({ browser, request, baseURL }) => {
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiCall<Array<VehicleRow & { companyEmail: string | null }>>(request, token, 'GET', '/vehicles');
  const vehicle = vehicles.find((v) => v.companyEmail && !v.companyEmail.endsWith('.invalid'));
  expect(vehicle, 'a demo company with an e-mail').toBeTruthy();
  const form = await createFormByApi(request, token, vehicle!, 'Web görünümünden yazdırma E2E');

  const app = await browser.newContext({ userAgent: WEB_VIEW_UA, baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await app.newPage();
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await signIn(page, 'tamirci', DEMO.password);
  await expect(page.locator('html')).toHaveClass(/tf-webview/);
  const menuBlocked = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(menuBlocked).toBe(true);

  await page.goto(`/admin/forms/${form.id}`);
  await expect(page.getByTestId('form-number')).toHaveText(form.formNumber);
  await page.getByRole('button', { name: 'Yazdır' }).click();
  await expect(page.getByText('WebView yazdırma desteklemiyor. Form bilgileri firmaya e-posta ile gönderiliyor...').first()).toBeVisible();
  await expect(page.getByText('Form bilgileri firmaya mail olarak gönderildi').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBeUndefined();
  await app.close();
});
