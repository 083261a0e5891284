import { expect, type Locator, type Page } from '@playwright/test';

/** The shop's Android tablet app (a web view), as its user agent names itself. */
export const WEB_VIEW_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 TamirFormuApp/1.0';

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/giris');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).not.toHaveURL(/\/giris$/);
}

/** Reads the API with the signed-in page's own session, to learn what the demo data holds. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET /api${path}`).toBe(200);
  return (await response.json()) as T;
}

/** '34ABC123' → '34 ABC 123', as the screens show plates. */
export const spacedPlate = (plate: string) => (plate.match(/\d+|[A-Z]+/g) ?? []).join(' ');

/** '05321234567' → '0532 123 45 67'. */
export const spacedPhone = (phone: string) => phone.replace(/^(\d{4})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');

/** Looks a plate up on the plate search; returns the result once it names the vehicle found. */
export async function findPlate(page: Page, plate: string): Promise<Locator> {
  await page.goto('/plate-search');
  await page.getByPlaceholder('34 ABC 123').fill(plate);
  await page.getByPlaceholder('34 ABC 123').press('Enter');
  const result = page.getByRole('region', { name: 'Sorgu sonucu' });
  await expect(result.getByRole('heading', { name: `Araç bulundu: ${spacedPlate(plate)}` })).toBeVisible();
  return result;
}
