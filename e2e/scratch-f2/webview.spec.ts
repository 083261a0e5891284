import { expect, test } from '@playwright/test';

test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A546E; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 TamirFormuApp/1.0' });

test('webview', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = 1;
    };
  });
  await page.goto('/giris');
  await page.getByLabel('Kullanıcı adı').fill('admin');
  await page.getByLabel('Şifre').fill('E2e-Yonetici-2026');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('html')).toHaveClass(/tf-webview/);
  const prevented = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
  await page.goto('/admin/forms/2');
  await page.getByRole('button', { name: 'Yazdır' }).click();
  await expect(page.getByText('WebView yazdırma desteklemiyor. Form bilgileri firmaya e-posta ile gönderiliyor...').first()).toBeVisible();
  await expect(page.getByText('Form bilgileri firmaya mail olarak gönderildi').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBeUndefined();
  await page.goto('/plate-search/form/2');
  await page.getByRole('button', { name: 'Yazdır' }).click();
  await expect(page.getByText('Form bilgileri firmaya mail olarak gönderildi').first()).toBeVisible();
});
