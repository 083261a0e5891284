import { expect, test } from '@playwright/test';
import { ADMIN, DEMO } from '../playwright.config';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { signIn } from './support/session';

// The dashboards on the demo data. The repair-shop dashboard polls every 10 s: a form created
// elsewhere (the same user on another device, over the API) shows within one interval, and with
// auto-print on it opens in a new tab that prints and closes itself.
const POLL_MS = 10_000;

test('the repair-shop dashboard shows a form created elsewhere within one polling interval and auto-prints it', async ({ page, context, request }) => {
  // Record prints instead of opening Chromium's print preview.
  await context.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await signIn(page, 'tamirci', DEMO.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Hoş geldiniz, Ahmet Yıldız' })).toBeVisible();
  await expect(page.getByText('Yıldız Oto Servis · Tamirci')).toBeVisible();
  const todayCard = page.locator('a.tf-stat').filter({ hasText: 'Bugünkü Formlar' });
  await expect(todayCard).toHaveAttribute('href', '/admin/forms?date=today');
  const todayBefore = Number((await todayCard.locator('.tf-stat__value').innerText()).replace(/\D/g, ''));

  await page.getByRole('checkbox', { name: 'Otomatik Yazdırma' }).check();
  expect(await page.evaluate(() => localStorage.getItem('autoPrintEnabled'))).toBe('true');
  // Let one poll pass with auto-print on, so the next change is the new form alone.
  await page.waitForResponse((r) => r.url().endsWith('/api/dashboard/tamirci'), { timeout: POLL_MS + 5_000 });

  const otherDevice = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiCall<VehicleRow[]>(request, otherDevice, 'GET', '/vehicles');
  const popupPromise = context.waitForEvent('page', { timeout: POLL_MS + 5_000 });
  const created = await createFormByApi(request, otherDevice, vehicles[0], 'Başka cihazdan açılan form E2E');
  const startedAt = Date.now();

  const recent = page.getByRole('table', { name: 'Son Tamir Formları' });
  await expect(recent.getByRole('row').filter({ hasText: created.formNumber })).toBeVisible({ timeout: POLL_MS + 2_000 });
  expect(Date.now() - startedAt).toBeLessThan(POLL_MS + 2_000);
  await expect(todayCard.locator('.tf-stat__value')).toHaveText(String(todayBefore + 1));

  const popup = await popupPromise;
  expect(new URL(popup.url()).pathname + new URL(popup.url()).search).toBe(`/admin/forms/${created.id}?autoPrint=true`);
  await expect(popup.getByTestId('form-number')).toHaveText(created.formNumber);
  await popup.waitForEvent('close', { timeout: 10_000 });

  await recent.getByRole('row').filter({ hasText: created.formNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${created.id}$`));
  await expect(page.getByTestId('form-number')).toHaveText(created.formNumber);
});

test('the admin dashboard links to today’s forms and opens a recent form at /forms/{id} in the admin layout', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Kontrol Paneli', level: 1 }).last()).toBeVisible();
  await expect(page.locator('.tf-stat').filter({ hasText: 'Firmalar' })).toBeVisible();
  const quick = page.getByRole('navigation', { name: 'Hızlı İşlemler' });
  await expect(quick.getByRole('link')).toHaveCount(5);

  await page.getByRole('button', { name: 'Veritabanını Yedekle' }).click();
  await page.getByRole('dialog', { name: 'Yedek oluşturulsun mu?' }).getByRole('button', { name: 'Yedek Oluştur' }).click();
  await expect(page.getByText('Veritabanı yedekleme işlemi başlatıldı').first()).toBeVisible();

  const recent = page.getByRole('table', { name: 'Son Tamir Formları' });
  const firstRow = recent.locator('tbody tr').first();
  const formNumber = (await firstRow.locator('td').first().innerText()).trim();
  await firstRow.click();
  await expect(page).toHaveURL(/\/forms\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  await expect(page.getByTestId('form-number')).toHaveText(formNumber);

  await page.goto('/admin');
  await page.locator('a.tf-stat').filter({ hasText: 'Bugünkü Formlar' }).click();
  await expect(page).toHaveURL(/\/admin\/forms\?date=today$/);
  await expect(page.getByRole('group', { name: 'Etkin filtreler' })).toContainText('Bugün oluşturulanlar');
});

test('old dashboard paths lead to /admin', async ({ page }) => {
  await signIn(page, 'tamirci2', DEMO.password);
  for (const path of ['/admin/dashboard', '/tamirci/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Hoş geldiniz, Mehmet Kaya' })).toBeVisible();
  }
});
