import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, SMTP_PORT } from '../playwright.config';
import { signIn } from './support/session';
import { PHONE, DESK } from './support/page-checks';

// Issue 26, "forms": what a browser walk through the admin forms found. Every press here is one
// real click (or tap) on the button as the user makes it: the field being left loses focus on the
// press, its check runs, and the click still lands on the button it was aimed at.
/** A person's press: the button is held a moment before it is let go. */
const PRESS = { delay: 120 };

/** Counts the requests to `path` (method and the path's end) from now on. */
function countRequests(page: Page, method: string, path: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(path)) seen.count += 1;
  });
  return seen;
}

/** Signs in as the admin and opens a screen's add form (a company's once the screen has chosen its shop); returns the dialog. */
async function openAddForm(page: Page, path: string, opener: string, title: string): Promise<Locator> {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto(path);
  if (path === '/admin/companies') await expect(page).toHaveURL(/repairShopId=\d+/);
  await page.getByRole('button', { name: opener }).click();
  return page.getByRole('dialog', { name: title });
}

async function openSettings(page: Page, tab: string, form: string): Promise<Locator> {
  await page.goto(`/admin/settings?tab=${tab}`);
  const found = page.getByRole('form', { name: form, exact: true });
  await expect(found.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  return found;
}

test('a corrected settings value saves with the first press of Kaydet, on every bounded field', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const puts = countRequests(page, 'PUT', '/api/settings');
  const tabs = [
    ['general', 'Genel'],
    ['email', 'E-posta'],
    ['logging', 'Loglama'],
    ['backup', 'Otomatik Yedekleme'],
  ] as const;
  let checked = 0;
  for (const [tab, name] of tabs) {
    const form = await openSettings(page, tab, name);
    const numbers = form.getByRole('spinbutton');
    const count = await numbers.count();
    for (let i = 0; i < count; i += 1) {
      const field = numbers.nth(i);
      const label = (await field.getAttribute('name')) ?? `${tab} #${i}`;
      await test.step(`${tab}: ${label}`, async () => {
        const original = await field.inputValue();
        const min = Number(await field.getAttribute('min'));
        await field.fill(String(min - 1));
        await form.getByRole('button', { name: 'Kaydet' }).click(PRESS);
        const error = page.locator(`#${await field.getAttribute('id')}-error`);
        await expect(error, `${label}: the refused value is named`).toBeVisible();
        const before = puts.count;
        await field.fill(original);
        await form.getByRole('button', { name: 'Kaydet' }).click(PRESS);
        await expect.poll(() => puts.count, { message: `${label}: the first press after the correction saves`, timeout: 5_000 }).toBe(before + 1);
        await expect(page.getByText('Ayarlar kaydedildi', { exact: true }).first()).toBeVisible();
      });
      checked += 1;
    }
  }
  expect(checked, 'the bounded fields of the settings tabs').toBeGreaterThanOrEqual(8);
  // Once saved, the e-mail tab alone decides where e-mail goes: it is left as the install's
  // SMTP_URL had it (the test SMTP port), so the tests after this one send as before.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const email = {
    enabled: true,
    smtpHost: '127.0.0.1',
    smtpPort: SMTP_PORT,
    username: '',
    password: '',
    fromEmail: 'tamir-formu@e2e.example',
    fromName: '',
    useSsl: false,
  };
  const saved = await page.request.put('/api/settings', { headers: { Authorization: `Bearer ${token}` }, data: { email } });
  expect(saved.status()).toBe(200);
});

test('Şifre Değiştir: after an empty send, the filled form goes with the first press, and a wrong current password is said once, under its field', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const posts = countRequests(page, 'POST', '/api/settings/change-password');
  await page.goto('/admin/settings?tab=password');
  const form = page.getByRole('form', { name: 'Şifre Değiştir', exact: true });
  const send = form.getByRole('button', { name: 'Şifreyi Değiştir' });
  await send.click(PRESS);
  await expect(form.getByText(/zorunludur/).first()).toBeVisible();
  // Password inputs have no role: they are found by their names.
  const current = form.locator('input[name="currentPassword"]');
  await current.fill('Yanlis-Sifre-2026');
  await form.locator('input[name="newPassword"]').fill('Yeni-Sifre-2026');
  await form.locator('input[name="confirmPassword"]').fill('Yeni-Sifre-2026');
  await send.click(PRESS);
  await expect.poll(() => posts.count, { message: 'the first press sends the form', timeout: 5_000 }).toBe(1);

  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await current.getAttribute('id')}-error`)).toHaveText('Mevcut şifre yanlış');
  // Give a toast or banner time to come; then the message is on the page once.
  await page.waitForTimeout(500);
  await expect(page.getByText('Mevcut şifre yanlış')).toHaveCount(1);
});

test('on a phone, a tap on ‘Telefon yok’ after typing a phone into a refused company form ticks it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/companies');
    await expect(page).toHaveURL(/repairShopId=\d+/);
    await page.getByRole('button', { name: 'Yeni Firma' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Yeni Firma' });
    await dialog.getByRole('button', { name: 'Kaydet' }).tap();
    await expect(dialog.getByText('Firma adı zorunludur')).toBeVisible();
    await dialog.getByLabel('Telefon', { exact: true }).fill('0532 111 22 33');
    const noPhone = dialog.getByRole('checkbox', { name: 'Telefon yok' });
    await noPhone.tap();
    await expect(noPhone, 'the first tap ticks it').toBeChecked();
  } finally {
    await context.close();
  }
});

test('an empty repair-shop form shows every error at the first press of Kaydet', async ({ page }) => {
  const dialog = await openAddForm(page, '/admin/repair-shops', 'Yeni Tamirhane', 'Yeni Tamirhane');
  await dialog.getByRole('button', { name: 'Kaydet' }).click(PRESS);
  for (const message of [
    'Tamirhane adı zorunludur',
    'İletişim telefonu zorunludur',
    'İletişim e-postası zorunludur',
    'Kullanıcı adı zorunludur',
    'Şifre zorunludur',
  ]) {
    await expect(dialog.getByText(message, { exact: true }), message).toBeVisible();
  }
});

test('every admin form dialog shows all its errors at the first press', async ({ page }) => {
  // The user form: five required fields.
  let dialog = await openAddForm(page, '/admin/users', 'Yeni Kullanıcı', 'Yeni Yönetici Kullanıcı');
  await dialog.getByRole('button', { name: 'Kaydet' }).click(PRESS);
  await expect(dialog.locator('.tf-field__error:visible')).toHaveCount(6);
  await dialog.getByRole('button', { name: 'İptal' }).click();

  // The company form: the name, and a phone or 'Telefon yok', an e-mail or 'E-posta yok'.
  await page.goto('/admin/companies');
  await expect(page).toHaveURL(/repairShopId=\d+/);
  await page.getByRole('button', { name: 'Yeni Firma' }).click();
  dialog = page.getByRole('dialog', { name: 'Yeni Firma' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click(PRESS);
  for (const message of ['Firma adı zorunludur', 'En az bir iletişim bilgisi (e-posta veya telefon) zorunludur']) {
    await expect(dialog.getByText(message, { exact: true }), message).toBeVisible();
  }
});

test('the user form: a generated password clears the stale length error', async ({ page }) => {
  const dialog = await openAddForm(page, '/admin/users', 'Yeni Kullanıcı', 'Yeni Yönetici Kullanıcı');
  const password = dialog.locator('input[name="password"]');
  await password.fill('abc');
  await password.blur();
  await expect(dialog.getByText('Şifre en az 6 karakter olmalıdır')).toBeVisible();
  await dialog.getByRole('button', { name: 'Şifre Oluştur' }).click(PRESS);
  await expect(password).not.toHaveValue('abc');
  await expect(dialog.getByText('Şifre en az 6 karakter olmalıdır')).toHaveCount(0);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
});

test('companies: choosing ‘Tamirhane seçin’ shows the prompt to choose a shop', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/companies');
  await expect(page).toHaveURL(/repairShopId=\d+/);
  const shop = page.getByRole('combobox', { name: 'Tamirhane' });
  await expect(shop).toBeEnabled();
  await shop.selectOption({ label: 'Tamirhane seçin' });
  await expect(page.getByText('Firmaları görmek için önce bir tamirhane seçin.')).toBeVisible();
  await expect(shop).toHaveValue('');
  // And a shop chosen again lists its companies.
  await shop.selectOption({ index: 1 });
  await expect(page).toHaveURL(/repairShopId=\d+/);
  await expect(page.getByText('Firmaları görmek için önce bir tamirhane seçin.')).toHaveCount(0);
});

test('on a phone the settings tab strip shows that it scrolls', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/settings?tab=general');
  const strip = page.getByRole('tablist', { name: /./ });
  await expect(strip).toBeVisible();
  const tabs = strip.getByRole('tab');
  await expect(tabs).toHaveCount(8);
  // Either every tab is in view, or the strip shows a control or edge that says more lies beyond.
  const hidden = await tabs.evaluateAll((all) => all.filter((tab) => tab.getBoundingClientRect().right > window.innerWidth).length);
  if (hidden > 0) await expect(page.locator('[data-scroll-hint="end"]')).toBeVisible();
  await page.screenshot({ path: '/tmp/forms-settings-tabs-phone.png' });
});

test('at a desk the notifications’ 7-day strip is one row', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.setViewportSize(DESK);
  await page.goto('/admin/notifications');
  const week = page.getByRole('region', { name: 'Son 7 gün' });
  await expect(week).toBeVisible();
  const days = week.getByRole('listitem');
  await expect(days).toHaveCount(7);
  const tops = await days.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size, `the 7 days sit in one row (tops ${tops.join(', ')})`).toBe(1);
});

test('‘Temizle’ lines up with the other filter controls', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  for (const size of [DESK, PHONE]) {
    await page.setViewportSize(size);
    for (const path of ['/admin/companies', '/admin/repair-shops', '/admin/notifications']) {
      await page.goto(path);
      const clear = page.getByRole('button', { name: 'Temizle', exact: true });
      await expect(clear).toBeVisible();
      const panel = page.getByRole('region', { name: /filtre/i }).filter({ has: clear });
      const control = panel.locator('input, select').first();
      const [b, c] = [await clear.boundingBox(), await control.boundingBox()];
      if (size === DESK) {
        // Beside the fields: its bottom edge on theirs.
        expect(Math.abs(b!.y + b!.height - (c!.y + c!.height)), `${path}: Temizle's bottom against the fields'`).toBeLessThanOrEqual(2);
      } else {
        // Under the stacked fields: its box starts where theirs do.
        expect(Math.abs(b!.x - c!.x), `${path} at ${size.width}px: Temizle's left edge against the fields'`).toBeLessThanOrEqual(1);
      }
    }
  }
});
