import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { apiGet, signIn } from './support/session';

interface SystemInfo {
  version: string;
  databaseProvider: string;
}

/** How many backups the backup tab lists (x-total-count of GET /settings/backups). */
async function backupCount(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/api/settings/backups', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-total-count']);
}

async function axeViolations(page: Page): Promise<string | null> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (violations.length === 0) return null;
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('\n');
}

// Issue 26 (5): the dashboard's backup button took no backup, restore said "coming soon", and the
// system block named PostgreSQL whatever the database was.
test('the admin dashboard’s backup button takes a real backup and restore opens the backup tab', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const info = await apiGet<SystemInfo>(page, '/settings/system-info');

  const system = page.locator('section.tf-card').filter({ has: page.getByRole('heading', { name: 'Sistem Bilgileri' }) });
  await expect(system).toContainText(`Veritabanı${info.databaseProvider}`);
  await expect(system).toContainText(`Sürüm${info.version}`);
  await expect(system).toContainText(/Veritabanı Boyutu\d[\d.,]* (KB|MB|GB)/);
  if (info.databaseProvider !== 'PostgreSQL') await expect(system).not.toContainText('PostgreSQL');

  const before = await backupCount(page);
  await page.getByRole('button', { name: 'Veritabanını Yedekle' }).click();
  const confirm = page.getByRole('dialog', { name: 'Yedek oluşturulsun mu?' });
  await expect(confirm).toContainText('Tüm verilerin o anki hâli bir yedek dosyasına yazılır.');
  expect(await axeViolations(page), 'axe violations with the confirmation open').toBeNull();
  await confirm.getByRole('button', { name: 'Yedek Oluştur' }).click();
  await expect(page.locator('.tf-toast').filter({ hasText: 'Veritabanı yedekleme işlemi başlatıldı' })).toBeVisible();
  const created = page.locator('.tf-toast').filter({ hasText: /Yedek oluşturuldu: \S+\.sql\.gz/ });
  await expect(created).toBeVisible({ timeout: 30_000 });
  expect(await backupCount(page)).toBe(before + 1);
  const fileName = (await created.innerText()).match(/\S+\.sql\.gz/)![0];

  await page.getByRole('link', { name: 'Yedekten Geri Yükle' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=backup$/);
  await expect(page.getByRole('tab', { name: 'Yedekleme' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Alınmış yedekler, en yenisi üstte' })).toContainText(fileName);
});

test('on a phone the dashboard’s backup confirmation fits, passes axe, and cancelling takes no backup', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN.username, ADMIN.password);
  const before = await backupCount(page);
  await page.getByRole('button', { name: 'Veritabanını Yedekle' }).click();
  const confirm = page.getByRole('dialog', { name: 'Yedek oluşturulsun mu?' });
  await expect(confirm).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page), 'axe violations with the confirmation open on a phone').toBeNull();
  await page.screenshot({ path: '/tmp/phone-dashboard-backup-confirm.png' });
  await confirm.getByRole('button', { name: 'İptal' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('.tf-toast').filter({ hasText: 'Veritabanı yedekleme işlemi başlatıldı' })).toHaveCount(0);
  expect(await backupCount(page)).toBe(before);
});
