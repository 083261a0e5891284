import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signIn } from './support/session';
import { PHONE, DESK } from './support/page-checks';

/** The cell of one column in a body row, by the column's position among the headers. */
async function cellsOf(table: Locator, header: string): Promise<Locator> {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1}) .tf-table__value`);
}

/** How many lines an element's text takes (its line boxes). */
const lineCount = (cell: Locator) =>
  cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size;
  });

async function openLogs(page: Page) {
  await page.goto('/admin/logs');
  const table = page.getByRole('table', { name: 'Sistem logları' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('[aria-busy="true"]')).toHaveCount(0);
  return table;
}

// Issue 26 (9): at a desk the IP column was squeezed to a character or two a line and rows grew
// to about 150 px.
test('at 1280 px the log table keeps IP and duration on one line and cuts the description', async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page, ADMIN.username, ADMIN.password);
  const table = await openLogs(page);

  const ips = await cellsOf(table, 'IP');
  const durations = await cellsOf(table, 'Süre');
  const rows = table.locator('tbody tr');
  const count = Math.min(await rows.count(), 15);
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    expect(await lineCount(ips.nth(i)), `row ${i}: IP on one line`).toBe(1);
    expect(await lineCount(durations.nth(i)), `row ${i}: duration on one line`).toBe(1);
    const height = (await rows.nth(i).boundingBox())!.height;
    expect(height, `row ${i} height`).toBeLessThan(80);
  }
  await expect(ips.first()).toHaveText(/^(\d{1,3}\.){3}\d{1,3}$|^[\da-f:.]+$|^-$/);

  // The demo seed's row has a long description: cut on screen, whole in the detail. Other tests'
  // rows may have pushed it off the first page: the search finds it.
  await page.getByRole('button', { name: 'Filtreler' }).click();
  const filters = page.getByRole('form', { name: 'Log filtreleri' });
  await filters.getByLabel('Arama Metni').fill('Örnek veriler yüklendi');
  await filters.getByRole('button', { name: 'Filtrele' }).click();
  const seeded = rows.filter({ hasText: 'Örnek veriler yüklendi' });
  await expect(seeded.first()).toBeVisible();
  const description = (await cellsOf(table, 'Açıklama')).and(seeded.locator('.tf-table__value'));
  const cut = description.locator('.adm-log-description');
  await expect(cut).toBeVisible();
  // Cut at two lines: how much of the text that leaves depends on the width the filtered rows leave it.
  expect(await cut.evaluate((el) => getComputedStyle(el).webkitLineClamp), 'the description is cut at two lines').toBe('2');
  expect((await cut.boundingBox())!.height, 'at most two lines').toBeLessThan(48);
  expect((await cut.boundingBox())!.width, 'the description keeps a readable width').toBeGreaterThan(150);
  // Nothing sticks out: the whole table fits its card, 'Detay' included.
  const wrap = page.locator('.adm-log-table');
  expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the table fits without scrolling sideways').toBe(true);
  const full = (await cut.textContent())!;
  await expect(cut).toHaveAttribute('title', full);
  await seeded.getByRole('button', { name: /^Detay #\d+$/ }).click();
  const detail = page.getByRole('dialog', { name: 'Log Detayı' });
  await expect(detail).toContainText(full);
  await page.screenshot({ path: '/tmp/logs-desk.png' });
  await detail.getByRole('button', { name: 'Kapat' }).click();

  // A phone still lays the rows out as cards, without sideways scrolling.
  await page.setViewportSize(PHONE);
  await openLogs(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

// Issue 26 (smaller): the statistics were asked for without the filter's dates.
test('the log statistics follow the applied filter’s dates', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await openLogs(page);
  const cards = page.getByRole('region', { name: 'İstatistikler' });
  const total = cards.locator('.tf-stat').filter({ hasText: 'Toplam Log' }).locator('.tf-stat__value');

  const whole = page.waitForRequest((request) => request.url().includes('/api/logs/statistics'));
  await page.getByRole('button', { name: 'İstatistikler' }).click();
  expect(new URL((await whole).url()).searchParams.has('startDate')).toBe(false);
  await expect(total).toHaveText(/^[1-9][\d.]*$/);

  // A period long before the portal existed holds no rows.
  await page.getByRole('button', { name: 'Filtreler' }).click();
  const filters = page.getByRole('form', { name: 'Log filtreleri' });
  await filters.getByLabel('Başlangıç Tarihi').fill('2020-01-01T00:00');
  await filters.getByLabel('Bitiş Tarihi').fill('2020-01-02T23:59');
  const dated = page.waitForRequest((request) => request.url().includes('/api/logs/statistics'));
  await filters.getByRole('button', { name: 'Filtrele' }).click();
  const query = new URL((await dated).url()).searchParams;
  expect(query.get('startDate')).toMatch(/^2020-01-01T00:00[+-]\d{2}:\d{2}$/);
  expect(query.get('endDate')).toMatch(/^2020-01-02T23:59[+-]\d{2}:\d{2}$/);
  await expect(total).toHaveText('0');
  await expect(page.getByRole('table', { name: 'Sistem logları' })).toContainText('Log bulunamadı');
});
