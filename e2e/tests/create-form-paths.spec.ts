import { expect, test } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { apiGet, signIn, spacedPlate } from './support/session';

// Issue "Operations, walked", deviation 1: from the plate-search result card ('Form Oluştur') the
// creation ends as it does through 'Sonraki Adım': success banner with countdown and 'Şimdi Git',
// and the print-or-home dialog.
test('creating a form from the result card ends with the banner, countdown and print dialog', async ({ page }) => {
  await signIn(page, 'tamirci', DEMO.password);
  const vehicles = await apiGet<Array<{ plateNumber: string }>>(page, '/vehicles');
  const plate = vehicles[0].plateNumber;

  await page.goto('/plate-search');
  await page.getByPlaceholder('34 ABC 123').fill(plate);
  await page.getByPlaceholder('34 ABC 123').press('Enter');
  const result = page.getByRole('region', { name: 'Sorgu sonucu' });
  await expect(result.getByRole('heading', { name: `Araç bulundu: ${spacedPlate(plate)}` })).toBeVisible();
  await result.getByRole('button', { name: 'Form Oluştur' }).click();

  await expect(page.locator('#main').getByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeVisible();
  await page.getByLabel('1.', { exact: true }).fill('Debriyaj kayıyor');
  await page.getByRole('button', { name: 'Form Önizleme' }).click();
  await page.getByRole('button', { name: 'Form Oluştur' }).click();

  await expect(page).toHaveURL(/\/plate-search\/form\/\d+$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Ana Sayfaya Dön' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Şimdi Git' })).toBeVisible();
});
