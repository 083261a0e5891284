import { expect, test } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { apiGet, findPlate, signIn } from './support/session';

// Issue "Operations, walked", deviation 1: from the plate-search result card ('Form Oluştur') the
// creation ends as it does through 'Sonraki Adım': success banner with countdown and 'Şimdi Git',
// and the print-or-home dialog.
test('creating a form from the result card ends with the banner, countdown and print dialog', async ({ page }) => {
  await signIn(page, 'tamirci', DEMO.password);
  const vehicles = await apiGet<Array<{ plateNumber: string }>>(page, '/vehicles');
  const plate = vehicles[0].plateNumber;

  const result = await findPlate(page, plate);
  // Every time the new-form screen's heading is put into the page: the screen opens in the admin
  // area's layout, once (it used to start in plate search's layout too, and lose what was typed).
  await page.evaluate(() => {
    const seen = window as unknown as { formHeadingMounts: number };
    seen.formHeadingMounts = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement) {
            const headings = [node, ...node.querySelectorAll('h1')].filter(
              (el) => el.tagName === 'H1' && el.textContent === 'Tamir Formu Oluştur' && el.closest('#main'),
            );
            seen.formHeadingMounts += headings.length;
          }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await result.getByRole('button', { name: 'Form Oluştur' }).click();

  await expect(page.locator('#main').getByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeVisible();
  await page.getByLabel('1.', { exact: true }).fill('Debriyaj kayıyor');
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('1.', { exact: true })).toHaveValue('Debriyaj kayıyor');
  expect(await page.evaluate(() => (window as unknown as { formHeadingMounts: number }).formHeadingMounts)).toBe(1);
  await page.getByRole('button', { name: 'Form Önizleme' }).click();
  await page.getByRole('button', { name: 'Form Oluştur' }).click();

  await expect(page).toHaveURL(/\/plate-search\/form\/\d+$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Ana Sayfaya Dön' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Şimdi Git' })).toBeVisible();
});
