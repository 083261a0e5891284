import { expect, test } from '@playwright/test';

// Issue "Operations, walked": no 404 for the icon on a first visit, and the public page says why
// it is empty when scripts are off.
test('the login page loads with its icon and no failed request', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/giris');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(await page.locator('link[rel="icon"]').count()).toBe(1);
  expect((await page.request.get('/favicon.ico')).status()).toBe(204);
  expect(failed).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the public form page explains that it needs JavaScript', async ({ page }) => {
    await page.goto('/forms/view/olmayan-baglanti');
    // Playwright's text queries skip <noscript>; the page as served must carry the explanation.
    expect(await page.content()).toMatch(/<noscript>Bu formu görüntülemek için tarayıcınızda JavaScript(&#39;|')i etkinleştirin\.<\/noscript>/);
  });
});
