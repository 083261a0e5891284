import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signIn } from './support/session';

// Issue 10, browser journey: an admin creates a repair shop with its login, adds a customer
// company to it from the shop card, and that shop's Tamirci signs in and sees exactly that company.
test('an admin creates a shop with its login and a company from its card; the shop’s Tamirci sees exactly that company', async ({ page, browser }) => {
  const tag = Date.now().toString(36).slice(-6);
  const shopName = `E2E Oto ${tag}`;
  const username = `e2e_${tag}`;
  const password = 'E2e-Tamir-2026';
  const companyName = `E2E Lojistik ${tag}`;

  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/repair-shops');
  await page.getByRole('button', { name: 'Yeni Tamirhane' }).click();
  const shopForm = page.getByRole('dialog');
  await shopForm.getByRole('textbox', { name: 'Tamirhane Adı' }).fill(shopName);
  await shopForm.getByRole('textbox', { name: 'İletişim Telefonu' }).fill('02123334455');
  await shopForm.getByRole('textbox', { name: 'İletişim E-postası' }).fill(`servis-${tag}@e2e.example`);
  await shopForm.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(username);
  await shopForm.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await shopForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(shopForm).toBeHidden();

  const card = page.getByRole('article').filter({ hasText: shopName });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /Müşteri Ekle/ }).click();
  await expect(page).toHaveURL(/\/admin\/companies\?repairShopId=\d+$/);

  await page.getByRole('button', { name: 'Yeni Firma' }).click();
  const companyForm = page.getByRole('dialog');
  await companyForm.getByRole('textbox', { name: 'Firma Adı' }).fill(companyName);
  await companyForm.getByRole('textbox', { name: 'E-posta', exact: true }).fill(`filo-${tag}@e2e.example`);
  await companyForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(companyForm).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: companyName })).toBeVisible();

  const shopContext = await browser.newContext();
  const shopPage = await shopContext.newPage();
  await signIn(shopPage, username, password);
  await shopPage.goto('/admin/companies');
  const cards = shopPage.getByRole('article');
  await expect(cards.filter({ hasText: companyName })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await shopContext.close();
});
