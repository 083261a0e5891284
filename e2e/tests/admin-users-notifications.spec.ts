import { expect, test } from '@playwright/test';
import { ADMIN, DEMO, SMTP_PORT } from '../playwright.config';
import { decodedText, startSmtp, type TestSmtp } from '../../server/test/helpers/smtp';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { signIn } from './support/session';

// Issue 10, browser journeys of the admin users and the notification history.

test('an admin creates an admin user, deactivates them, and that user can no longer sign in', async ({ page, browser }) => {
  const tag = Date.now().toString(36).slice(-6);
  const username = `yonetici_${tag}`;
  const password = 'E2e-Yeni-2026!';
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('textbox', { name: 'Rol' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(username);
  await form.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Ad', exact: true }).fill('Deniz');
  await form.getByRole('textbox', { name: 'Soyad' }).fill('Yönetici');
  await form.getByRole('textbox', { name: 'E-posta' }).fill(`${username}@e2e.example`);
  await form.getByRole('textbox', { name: 'Telefon' }).fill('05321234567');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('.tf-toast').filter({ hasText: 'gönderildi' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `@${username}` });
  await expect(row).toContainText('Aktif');
  // The signed-in admin's own row has no delete; the new one does.
  await expect(page.getByRole('button', { name: `${ADMIN.username} sil` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `${username} sil` })).toBeVisible();

  const before = await browser.newContext();
  const beforePage = await before.newPage();
  await signIn(beforePage, username, password);
  await before.close();

  await row.getByRole('button', { name: `${username} pasifleştir` }).click();
  await expect(row).toContainText('Pasif');

  const after = await browser.newContext();
  const afterPage = await after.newPage();
  await afterPage.goto('/giris');
  await afterPage.getByLabel('Kullanıcı adı').fill(username);
  await afterPage.getByLabel('Şifre').fill(password);
  const [answer] = await Promise.all([
    afterPage.waitForResponse((r) => r.url().endsWith('/api/auth/login')),
    afterPage.getByRole('button', { name: 'Giriş Yap' }).click(),
  ]);
  expect(answer.status(), 'a deactivated account is refused').toBe(403);
  expect(((await answer.json()) as { message: string }).message).toBe('Hesabınız pasif durumdadır');
  await expect(afterPage.getByText('Hesabınız pasif durumdadır').first()).toBeVisible();
  await expect(afterPage).toHaveURL(/\/giris$/);
  await after.close();
});

test('the history shows a created form’s e-mail; once SMTP is back a failed one is resent and arrives', async ({ page, request }) => {
  test.setTimeout(120_000);
  let smtp: TestSmtp | null = null;
  try {
    // The portal's SMTP port is closed until now: the form's e-mail fails.
    const shop = await apiLogin(request, 'tamirci', DEMO.password);
    const vehicles = await apiCall<Array<VehicleRow & { companyEmail?: string | null }>>(request, shop, 'GET', '/vehicles');
    const vehicle = vehicles.find((v) => v.companyEmail && !v.companyEmail.endsWith('.invalid'));
    expect(vehicle, 'a demo vehicle whose company has an e-mail').toBeTruthy();
    const form = await createFormByApi(request, shop, vehicle!, 'Bildirim geçmişi E2E');

    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/notifications');
    const row = page.getByRole('row').filter({ hasText: form.formNumber });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Gönderildi');

    smtp = await startSmtp({ port: SMTP_PORT });
    await row.getByRole('button', { name: /Yeniden Gönder/ }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Yeniden Gönder' }).click();
    await expect(page.locator('.tf-toast').filter({ hasText: 'yeniden gönderilmek üzere' })).toBeVisible();
    await expect.poll(() => smtp!.received.some((m) => decodedText(m.raw).includes(form.formNumber)), { timeout: 30_000 }).toBe(true);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: form.formNumber }).first()).toContainText('Gönderildi');
  } finally {
    await smtp?.stop();
  }
});
