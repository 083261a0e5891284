import { expect, test } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { apiGet, signIn, spacedPlate } from './support/session';

// A repair-shop user (demo login `tamirci`) looks a new plate up on the vehicle query, adds the
// vehicle from the not-found card with the plate carried over, finds it in the company's list,
// edits it and deletes it again (it has no forms, so delete is offered).
const plate = `34TFE${String(Date.now()).slice(-3)}`;
const spaced = spacedPlate(plate);

test('a Tamirci adds a vehicle from the not-found card, edits it and deletes it', async ({ page }) => {
  await signIn(page, 'tamirci', DEMO.password);
  await expect(page).toHaveURL(/\/plate-search$/);
  const companies = await apiGet<Array<{ id: number; name: string }>>(page, '/company');
  expect(companies.length).toBeGreaterThan(0);
  const company = companies[0];

  await page.goto('/admin/vehicle-search');
  const plateInput = page.getByPlaceholder('34 ABC 123');
  await plateInput.fill(plate.toLowerCase());
  await plateInput.press('Enter');
  await expect(page.getByText(`${spaced} plakalı araç sistemde kayıtlı değil.`)).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Araç Ekle' }).click();

  await expect(page).toHaveURL(/\/admin\/vehicles\/new$/);
  await expect(page.getByRole('textbox', { name: 'Plaka', exact: true })).toHaveValue(plate);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Marka ve Model gereklidir')).toBeVisible();
  await expect(page.getByText('Müşteri seçimi gereklidir')).toBeVisible();

  await page.getByLabel('Marka ve Model').fill('Fiat Doblo Cargo');
  await page.getByLabel('Kilometre').fill('45210');
  await expect(page.getByLabel('Kilometre')).toHaveValue('45.210');
  await page.getByLabel('Araç Sahibi Adı').fill('Kemal Sunal E2E');
  await page.getByLabel('Telefon Numarası').fill('5551234567');
  await expect(page.getByLabel('Telefon Numarası')).toHaveValue('0555 123 45 67');
  const customer = page.getByRole('combobox', { name: 'Müşteri' });
  await customer.fill(company.name.slice(0, 2));
  await expect(page.getByText('En az 3 karakter yazın')).toBeVisible();
  await customer.fill(company.name);
  await page.getByRole('option', { name: company.name }).first().click();
  await expect(customer).toHaveValue(company.name);
  await page.getByRole('button', { name: 'Kaydet' }).click();

  await expect(page.getByText('Araç başarıyla eklendi', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/vehicles\\?companyId=${company.id}$`));
  const row = page.getByRole('row').filter({ hasText: spaced });
  await expect(row).toContainText('Fiat Doblo Cargo');
  await expect(row).toContainText('45.210 km');
  await expect(row).toContainText('0555 123 45 67');
  await page.getByRole('searchbox', { name: 'Araç ara' }).fill('KEMAL sunal');
  await expect(page.getByText('1 araç listeleniyor')).toBeVisible();

  await row.getByRole('link', { name: `${spaced} düzenle` }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Plaka', exact: true })).toHaveValue(plate);
  const readOnlyCustomer = page.getByLabel('Müşteri');
  await expect(readOnlyCustomer).toHaveValue(company.name);
  await expect(readOnlyCustomer).not.toBeEditable();
  await expect(page.getByText('Müşteri değişikliği için yönetici yetkisi gereklidir.')).toBeVisible();
  await page.getByLabel('Kilometre').fill('46000');
  await page.getByRole('button', { name: 'Kaydet' }).click();

  await expect(page.getByText('Araç başarıyla güncellendi', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/vehicles\\?companyId=${company.id}$`));
  await expect(page.getByRole('row').filter({ hasText: spaced })).toContainText('46.000 km');

  await page.getByRole('button', { name: `${spaced} sil` }).click();
  const dialog = page.getByRole('dialog', { name: 'Aracı Sil' });
  await expect(dialog).toContainText('Bu işlem geri alınamaz.');
  await expect(dialog).toContainText(spaced);
  await expect(dialog).toContainText('Fiat Doblo Cargo');
  await expect(dialog).toContainText('Kemal Sunal E2E');
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Araç silindi', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: spaced })).toHaveCount(0);

  await page.goto('/admin/vehicle-search');
  await page.getByPlaceholder('34 ABC 123').fill(plate);
  await page.getByPlaceholder('34 ABC 123').press('Enter');
  await expect(page.getByText(`${spaced} plakalı araç sistemde kayıtlı değil.`)).toBeVisible();
});
