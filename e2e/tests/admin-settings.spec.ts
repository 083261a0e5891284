import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO } from '../playwright.config';
import { apiGet, findPlate, signIn } from './support/session';

async function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
}

async function setGeneral(page: Page, values: Record<string, unknown>) {
  const current = (await (await api(page, 'GET', '/settings')).json()) as { general: Record<string, unknown> };
  const { systemVersion: _version, ...general } = current.general;
  const reply = await api(page, 'PUT', '/settings', { general: { ...general, ...values } });
  expect(reply.status(), await reply.text()).toBe(200);
}

// Issue 11, browser journey: the general tab's form redirect time is what the plate-search countdown counts.
test('an admin shortens the form redirect time and the plate-search countdown follows it', async ({ page, browser }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/settings?tab=general');
  const general = page.getByRole('form', { name: 'Genel' });
  const field = general.getByLabel('Form yönlendirme süresi (saniye)');
  await expect(field).toHaveValue('120');
  await field.fill('7');
  await general.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi', { exact: true })).toBeVisible();

  const shop = await browser.newContext();
  const tamirci = await shop.newPage();
  try {
    await signIn(tamirci, 'tamirci', DEMO.password);
    const vehicles = await apiGet<Array<{ plateNumber: string }>>(tamirci, '/vehicles');
    const plate = vehicles[0].plateNumber;
    const result = await findPlate(tamirci, plate);
    await result.getByRole('button', { name: 'Form Oluştur' }).click();
    await tamirci.getByLabel('1.', { exact: true }).fill('Fren balatası değişecek');
    await tamirci.getByRole('button', { name: 'Form Önizleme' }).click();
    await tamirci.getByRole('button', { name: 'Form Oluştur' }).click();
    await expect(tamirci).toHaveURL(/\/plate-search\/form\/\d+$/);
    // The countdown waits while the 'Form başarıyla oluşturuldu' dialog is open (issue 40 item 5): close it first.
    const created = tamirci.getByRole('dialog', { name: 'Form başarıyla oluşturuldu' });
    await expect(created).toBeVisible();
    await tamirci.keyboard.press('Escape');
    await expect(created).toBeHidden();
    await expect(tamirci.getByText(/^[1-7] saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz$/)).toBeVisible();
    // 7 s, not the default 120: the page goes back to plate search on its own.
    await expect(tamirci).toHaveURL(/\/plate-search$/, { timeout: 15_000 });
  } finally {
    await shop.close();
    await setGeneral(page, { formRedirectTimeoutSeconds: 120 });
  }
});

// Issue 11, browser journey: a user who must change the password can reach nothing else until it is done.
test('a user who must change the password cannot leave the change form until it is done', async ({ page, browser }) => {
  const tag = Date.now().toString(36).slice(-6);
  const username = `zorunlu_${tag}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  await setGeneral(page, { requirePasswordChange: true });
  try {
    const created = await api(page, 'POST', '/users', {
      username,
      password: 'Ilk-Sifre-2026',
      firstName: 'Zeynep',
      lastName: 'Kaya',
      email: `zeynep-${tag}@e2e.example`,
      phone: '0532 111 22 33',
      role: 'Admin',
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await setGeneral(page, { requirePasswordChange: false });
  }

  const context = await browser.newContext();
  const user = await context.newPage();
  try {
    await signIn(user, username, 'Ilk-Sifre-2026');
    await expect(user).toHaveURL(/\/admin\/settings\?tab=password$/);
    const form = user.getByRole('form', { name: 'Şifre Değiştir' });
    await expect(form).toBeVisible();
    await expect(user.getByText('Devam etmeden önce şifrenizi değiştirmeniz gerekiyor')).toBeVisible();
    await expect(user.getByRole('navigation', { name: 'Ana menü' }).getByRole('link')).toHaveCount(0);
    await expect(user.getByRole('tab')).toHaveCount(0);
    for (const elsewhere of ['/admin/users', '/admin', '/plate-search', '/admin/settings?tab=general']) {
      await user.goto(elsewhere);
      await expect(user).toHaveURL(/\/admin\/settings\?tab=password$/);
      await expect(form).toBeVisible();
    }

    await form.getByLabel('Mevcut Şifre').fill('Yanlis-Sifre-1');
    await form.locator('input[name="newPassword"]').fill('Yeni-Sifre-2026');
    await form.locator('input[name="confirmPassword"]').fill('Yeni-Sifre-2026');
    await form.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect(form.getByText('Mevcut şifre yanlış').first()).toBeVisible();
    await user.goto('/admin/users');
    await expect(user).toHaveURL(/\/admin\/settings\?tab=password$/);

    await form.getByLabel('Mevcut Şifre').fill('Ilk-Sifre-2026');
    await form.locator('input[name="newPassword"]').fill('Yeni-Sifre-2026');
    await form.locator('input[name="confirmPassword"]').fill('Yeni-Sifre-2026');
    await form.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect(user.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı', { exact: true })).toBeVisible();
    await user.goto('/admin/users');
    await expect(user).toHaveURL(/\/admin\/users$/);
    await expect(user.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Kullanıcılar' })).toBeVisible();
  } finally {
    await context.close();
  }
});
