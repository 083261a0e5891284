import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';

// The first journey of the platform: sign in as the first admin, look up a new plate, register
// vehicle, driver and company, write two fault lines, preview, create, see the printable form,
// then open its public link with no session at all.
const plate = `34TF${String(Date.now()).slice(-3)}`;
const spacedPlate = `34 TF ${plate.slice(4)}`;

test('admin registers a vehicle, writes a repair form and opens its public link without login', async ({ page, browser }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/giris$/);
  await page.getByLabel('Kullanıcı adı').fill(`  ${ADMIN.username}  `);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/plate-search');
  await expect(page.getByRole('heading', { name: 'Şoför Araç Plaka Sorgulama' })).toBeVisible();
  const plateInput = page.getByPlaceholder('34 ABC 123');
  await plateInput.fill(plate.toLowerCase());
  await expect(plateInput).toHaveValue(spacedPlate);
  await plateInput.press('Enter');

  await expect(page.getByText('Araç kaydı bulunamadı. Yeni kayıt oluşturabilirsiniz.')).toBeVisible();
  await expect(page.getByText(`${spacedPlate} plakalı araç sistemde kayıtlı değil.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Yeni Araç Kaydı' })).toBeVisible();

  await page.getByRole('button', { name: 'Sonraki Adım' }).click();
  await expect(page.getByText('Marka - Model bilgisi zorunludur').first()).toBeVisible();

  await page.getByLabel('Marka - Model').fill('Ford Transit Custom');
  await page.getByLabel('Kilometre').fill('123456');
  await expect(page.getByLabel('Kilometre')).toHaveValue('123.456');
  await page.getByLabel('Şoför Adı Soyadı').fill('Mehmet Yılmaz');
  await page.getByLabel('Şoför Telefonu').fill('5321234567');
  await expect(page.getByLabel('Şoför Telefonu')).toHaveValue('0532 123 45 67');
  await page.getByRole('combobox', { name: 'Firma Adı' }).fill('Deniz Lojistik E2E');
  await expect(page.getByText('Firma bulunamadı. Yeni firma olarak kaydedilecek.')).toBeVisible();
  await page.getByLabel('Firma E-posta').fill('filo@denizlojistik.com.tr');
  await page.getByRole('button', { name: 'Sonraki Adım' }).click();

  await expect(page).toHaveURL(/\/plate-search\/create-form$/);
  await expect(page.getByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeVisible();
  await expect(page.getByRole('button', { name: /satırı sil/ })).toHaveCount(0);
  await page.getByLabel('1.', { exact: true }).fill('Fren balataları aşınmış');
  await page.getByRole('button', { name: '+ Yeni Satır Ekle' }).click();
  await page.getByLabel('2.', { exact: true }).fill('Sol ön far yanmıyor');
  await page.getByRole('button', { name: 'Form Önizleme' }).click();

  await expect(page.getByRole('heading', { name: 'ARIZA/TAMİR FORMU' })).toBeVisible();
  await expect(page.getByText('1. Fren balataları aşınmış')).toBeVisible();
  await expect(page.getByText('2. Sol ön far yanmıyor')).toBeVisible();
  await page.getByRole('button', { name: 'Form Oluştur' }).click();

  await expect(page).toHaveURL(/\/plate-search\/form\/\d+$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ana Sayfaya Dön' }).waitFor();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Tamir Formu', exact: true })).toBeVisible();
  const formNumber = (await page.getByTestId('form-number').innerText()).trim();
  expect(formNumber).toMatch(/^TF-\d{4}-\d+$/);
  await expect(page.getByRole('button', { name: 'Yazdır' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('form-number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yazdır' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const publicPath = await page.getByTestId('public-link').getAttribute('href');
  expect(publicPath).toMatch(/^\/forms\/view\/[A-Za-z0-9_-]+$/);

  const anonymous = await browser.newContext();
  const publicPage = await anonymous.newPage();
  await publicPage.goto(publicPath!);
  await expect(publicPage.getByText(spacedPlate)).toBeVisible();
  await expect(publicPage.getByText('1. Fren balataları aşınmış')).toBeVisible();
  await expect(publicPage.getByText('2. Sol ön far yanmıyor')).toBeVisible();
  await expect(publicPage.getByText(formNumber)).toBeVisible();
  expect(await publicPage.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await publicPage.goto('/forms/view/boyle-bir-token-yok');
  await expect(publicPage.getByText('Form bulunamadı veya link geçersiz.')).toBeVisible();
  await expect(publicPage.getByRole('link', { name: 'Ana Sayfaya Dön' })).toBeVisible();
  await anonymous.close();
});
