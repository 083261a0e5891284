import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';

// Issue "Operations, walked": no 404 for the icon on a first visit; issue 13: the public page is
// rendered on the server and reads whole with scripts off.
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
  test('the public form page arrives whole from the server: readable and printable without any script', async ({ page, request }) => {
    // Sign in over the API (the page itself runs no script here) and take a form with an active link.
    const login = await request.post('/api/auth/login', { data: { username: ADMIN.username, password: ADMIN.password } });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const {
      data: [summary],
    } = (await (await request.get('/api/repairform?pageSize=1', { headers })).json()) as { data: Array<{ id: number }> };
    const link = await request.post(`/api/repairform/${summary.id}/link`, { headers, data: {} });
    const { token: linkToken } = (await link.json()) as { token: string };
    const form = (await (await request.get(`/api/repairform/${summary.id}`, { headers })).json()) as { formNumber: string; descriptionLines: string[] };

    const answer = await page.goto(`/forms/view/${linkToken}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByText(form.formNumber)).toBeVisible();
    for (const [i, line] of form.descriptionLines.entries()) await expect(page.getByText(`${i + 1}. ${line}`)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('Teslim Eden (Şoför)')).toBeVisible();
    await expect(page.getByText('Teslim Alan (Yetkili)')).toBeVisible();
    // The print button needs its script: with scripts off the browser's own print does the same.
    await expect(page.getByRole('button', { name: 'Yazdır' })).toBeHidden();

    const unknown = await page.goto('/forms/view/olmayan-baglanti');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('Form bulunamadı veya link geçersiz.')).toBeVisible();
  });
});
