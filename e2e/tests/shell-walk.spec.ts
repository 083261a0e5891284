import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, DEMO } from '../playwright.config';
import { signIn } from './support/session';

// Issue 26, part "shell": the phone menu, a remote that never answers, the word after a restore,
// and the Permissions-Policy header the browser complains about.
const PHONE = { width: 390, height: 844 };
const RESTORED = 'Yedek geri yüklendi. Tüm oturumlar kapatıldı; lütfen tekrar giriş yapın';

/** How wide the page is, when it is wider than the window. */
const overflow = (page: Page) => page.evaluate(() => (document.documentElement.scrollWidth > window.innerWidth ? document.documentElement.scrollWidth : null));

async function phonePage(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}

for (const who of [
  { role: 'Admin', username: ADMIN.username, password: ADMIN.password, title: 'Kontrol Paneli' },
  { role: 'Tamirci', username: 'tamirci', password: DEMO.password, title: 'Panel' },
]) {
  test(`on a phone the menu lies over the page and closes on a choice, Escape and a tap outside (${who.role})`, async ({ browser }) => {
    const page = await phonePage(browser, who.username, who.password);
    await page.goto('/admin');
    const title = page.getByRole('banner').getByRole('heading', { level: 1, name: who.title });
    await expect(title).toBeVisible();
    const main = page.locator('main#main');
    const before = (await main.boundingBox())!;
    const titleBefore = (await title.boundingBox())!;
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    const open = page.getByRole('button', { name: 'Menüyü genişlet' });

    await open.click();
    await expect(page.getByRole('button', { name: 'Menüyü daralt' })).toHaveAttribute('aria-expanded', 'true');
    const notifications = menu.getByRole('link', { name: 'Bildirimler' });
    await expect(notifications).toBeVisible();
    await expect(notifications).toContainText('Bildirimler');
    // A drawer: the page keeps its place and width under it, and nothing scrolls sideways.
    expect(await overflow(page), 'the page scrolls sideways with the menu open').toBeNull();
    const after = (await main.boundingBox())!;
    expect(after.x, 'the page moved aside for the menu').toBe(before.x);
    expect(after.width, 'the page was squeezed by the menu').toBe(before.width);
    expect((await title.boundingBox())!.height, 'the header title breaks into more lines').toBe(titleBefore.height);
    const drawer = (await menu.boundingBox())!;
    expect(drawer.x + drawer.width, 'the menu lies over the page').toBeGreaterThan(after.x + 40);
    await page.screenshot({ path: `/tmp/shell-phone-menu-${who.role.toLowerCase()}.png` });

    // A choice closes it, and the page it opens fits.
    await notifications.click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
    expect(await overflow(page), 'the page scrolls sideways after a choice').toBeNull();

    // Escape closes it and gives the focus back to the button.
    await open.click();
    await expect(notifications).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();

    // So does a tap on the page beside it.
    await open.click();
    await expect(notifications).toBeVisible();
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();
    expect(await overflow(page)).toBeNull();
    await page.context().close();
  });
}

/** A server that takes every connection and never says a word. */
async function silentServer(): Promise<{ server: Server; port: number; connections: () => number }> {
  const sockets = new Set<Socket>();
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const socket of sockets) socket.destroy();
    return close(callback);
  }) as Server['close'];
  return { server, port: (server.address() as AddressInfo).port, connections: () => count };
}

test('a remote that accepts and never answers gives way to the error with Tekrar Dene in about 10 s', async ({ page }) => {
  const silent = await silentServer();
  try {
    await signIn(page, ADMIN.username, ADMIN.password);
    // The admin remote's entry goes to the silent server, as if REMOTE_MFE_ADMIN_URL pointed there.
    await page.route('**/mfe/admin/mf-manifest.json', (route) => route.continue({ url: `http://127.0.0.1:${silent.port}/mf-manifest.json` }));
    const started = Date.now();
    await page.goto('/admin/users');
    await expect(page.getByText('Yükleniyor...')).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: 'Modül yüklenemedi' });
    await expect(failed).toBeVisible({ timeout: 16_000 });
    const waited = Date.now() - started;
    expect(silent.connections(), 'the browser reached the silent server').toBeGreaterThan(0);
    expect(waited, 'the error came after the time limit, not at once').toBeGreaterThan(8_000);
    await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // Once the remote answers again, 'Tekrar Dene' loads it.
    await page.unroute('**/mfe/admin/mf-manifest.json');
    await failed.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('row').filter({ hasText: `@${ADMIN.username}` })).toBeVisible({ timeout: 20_000 });
  } finally {
    await new Promise((resolve) => silent.server.close(resolve));
  }
});

test('the page a failed remote leaves has a level-one heading, in either layout', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.route('**/mfe/operations/**', (route) => route.abort('connectionrefused'));
  for (const path of ['/plate-search', '/admin/forms']) {
    await page.goto(path);
    const failed = page.getByRole('alert').filter({ hasText: 'Modül yüklenemedi' });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), `${path}: one h1`).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id).join(', '), `${path}: axe`).toBe('');
  }
});

test('no page logs a Permissions-Policy complaint', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/permissions-policy/i.test(message.text())) complaints.push(message.text());
  });
  await page.goto('/giris');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: 'Son Tamir Formları' })).toBeVisible();
  await page.goto('/plate-search');
  await expect(page.getByPlaceholder('34 ABC 123')).toBeVisible();
  expect(complaints).toEqual([]);
});

// Last: the restore ends every session.
test('after a restore the login page says once that the backup was restored', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const tag = Date.now().toString(36).slice(-6);
  await page.goto('/admin/settings?tab=backup');
  await page.getByLabel('Açıklama (isteğe bağlı)').fill(`Kabuk ${tag}`);
  await page.getByRole('form', { name: 'Yedek Oluştur' }).getByRole('button', { name: 'Yedek Oluştur' }).click();
  await page.getByRole('dialog', { name: 'Yedek oluşturulsun mu?' }).getByRole('button', { name: 'Yedek Oluştur' }).click();
  const row = page.getByRole('row').filter({ hasText: `Kabuk ${tag}` });
  await expect(row).toBeVisible({ timeout: 60_000 });
  // Let the 'created' toast go, so what is seen later is the login page's own word.
  await expect(page.locator('.tf-toast')).toHaveCount(0, { timeout: 15_000 });

  await row.getByRole('button', { name: /yedeğini geri yükle$/ }).click();
  await page.getByRole('dialog', { name: 'Yedek geri yüklensin mi?' }).getByRole('button', { name: 'Geri Yükle' }).click();
  await expect(page).toHaveURL(/\/giris$/, { timeout: 120_000 });
  const notice = page.locator('main').getByRole('status').filter({ hasText: RESTORED });
  await expect(notice).toBeVisible();
  await expect(page.getByText(RESTORED)).toHaveCount(1);
  // It stays while the admin reads it, beyond a toast's life.
  await page.waitForTimeout(7_000);
  await expect(notice).toBeVisible();

  // Once: a reload of the login page does not say it again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await signIn(page, ADMIN.username, ADMIN.password);
});
