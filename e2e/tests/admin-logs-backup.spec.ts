import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signIn } from './support/session';

async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
}

const istanbulDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date);

// Issue 11, browser journey: an admin filters the system log to errors, opens one, and exports CSV.
test('an admin filters the logs to errors, opens a detail and exports CSV under the spec’s file name', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  // An error to find: the test e-mail fails while nothing listens on the portal's SMTP port.
  const failed = await api(page, 'POST', '/settings/test-email', { toEmail: 'log-e2e@e2e.example' });
  expect(failed.status()).toBe(422);

  await page.goto('/admin/logs');
  // The top bar names the section too: the screen's own heading is the one inside #main.
  await expect(page.locator('#main').getByRole('heading', { name: 'Sistem Logları' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtreler' }).click();
  const filters = page.getByRole('form', { name: 'Log filtreleri' });
  await filters.getByRole('checkbox', { name: 'Sadece hatalar' }).check();
  await filters.getByRole('button', { name: 'Filtrele' }).click();

  const table = page.getByRole('table', { name: 'Sistem logları' });
  const row = table.getByRole('row').filter({ hasText: 'Test e-postası gönderilemedi' }).first();
  await expect(row).toBeVisible();
  // Only errors are listed: every body row carries the error badge.
  const levels = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
  expect(levels.length).toBeGreaterThan(0);
  for (const text of levels) expect(text).toMatch(/Hata|Kritik/);

  await row.getByRole('button', { name: /^Detay #\d+$/ }).click();
  const detail = page.getByRole('dialog', { name: 'Log Detayı' });
  await expect(detail).toContainText('/api/settings/test-email');
  await expect(detail).toContainText('Test e-postası gönderilemedi: SMTP hatası');
  await expect(detail).toContainText('POST');
  await detail.getByRole('button', { name: 'Kapat' }).click();
  await expect(detail).toBeHidden();

  await page.getByRole('button', { name: 'Dışa Aktar' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Logları Dışa Aktar' });
  const today = istanbulDay(new Date());
  const weekAgo = istanbulDay(new Date(Date.now() - 7 * 86_400_000));
  await exportDialog.getByLabel('Başlangıç Tarihi').fill(weekAgo);
  await exportDialog.getByLabel('Bitiş Tarihi').fill(today);
  await exportDialog.getByLabel('Dosya Biçimi').selectOption('CSV');
  const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Dışa Aktar' }).click()]);
  expect(download.suggestedFilename()).toBe(`logs_${weekAgo}_${today}.csv`);
  await expect(page.getByText('Loglar başarıyla dışa aktarıldı', { exact: true })).toBeVisible();
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const csv = readFileSync(path!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain(';');
  expect(csv).toContain('Test e-postası gönderilemedi');
});

// Issue 11, browser journey: a backup taken before a mistake brings the deleted company back.
test('an admin takes a backup, deletes a company, restores the backup and the company is back', async ({ page }) => {
  const tag = Date.now().toString(36).slice(-6);
  const companyName = `Yedek Lojistik ${tag}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  const shops = (await (await api(page, 'GET', '/repairshop')).json()) as Array<{ id: number; name: string; isActive: boolean }>;
  const shop = shops.find((s) => s.isActive)!;
  const created = await api(page, 'POST', '/company', { name: companyName, contactEmail: `yedek-${tag}@e2e.example`, repairShopId: shop.id });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin/settings?tab=backup');
  const description = `E2E yedek ${tag}`;
  await page.getByLabel('Açıklama (isteğe bağlı)').fill(description);
  await page.getByRole('form', { name: 'Yedek Oluştur' }).getByRole('button', { name: 'Yedek Oluştur' }).click();
  await page.getByRole('dialog', { name: 'Yedek oluşturulsun mu?' }).getByRole('button', { name: 'Yedek Oluştur' }).click();
  const backupRow = page.getByRole('row').filter({ hasText: description });
  await expect(backupRow).toBeVisible({ timeout: 60_000 });

  await page.goto(`/admin/companies?repairShopId=${shop.id}`);
  const card = page.getByRole('article').filter({ hasText: companyName });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `${companyName} sil` }).click();
  await page.getByRole('dialog', { name: 'Firmayı Sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Firma silindi', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/admin/settings?tab=backup');
  await backupRow.getByRole('button', { name: /yedeğini geri yükle$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Yedek geri yüklensin mi?' });
  await expect(confirm).toContainText('mevcut tüm verilerin üzerine yazar');
  await confirm.getByRole('button', { name: 'Geri Yükle' }).click();
  // Everyone is signed out by the restore, this admin too.
  await expect(page).toHaveURL(/\/giris$/, { timeout: 120_000 });

  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto(`/admin/companies?repairShopId=${shop.id}`);
  await expect(page.getByRole('article').filter({ hasText: companyName })).toBeVisible();
});
