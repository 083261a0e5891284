import { expect, test } from '@playwright/test';
import { ADMIN, DEMO } from '../playwright.config';
import { apiGet, signIn, spacedPhone, spacedPlate } from './support/session';

interface VehicleRow {
  plateNumber: string;
  ownerName: string;
  driverPhone: string | null;
}

test('the drivers screen shows a driver derived from two vehicles', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  // The demo data has a driver (same name and phone) on two vehicles: find them in the raw vehicles.
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles?pageSize=200');
  const groups = new Map<string, VehicleRow[]>();
  for (const vehicle of vehicles) {
    const key = `${vehicle.ownerName}|${vehicle.driverPhone}`;
    groups.set(key, [...(groups.get(key) ?? []), vehicle]);
  }
  const pair = [...groups.values()].find((group) => group.length >= 2);
  expect(pair, 'a driver with two vehicles in the demo data').toBeTruthy();
  const [first] = pair!;

  await page.goto('/admin/drivers');
  await expect(page.getByText('Toplam Şoför')).toBeVisible();
  await expect(page.getByText('Şoför Başına Ortalama Araç')).toBeVisible();
  const average = page.locator('.tf-stat').filter({ hasText: 'Şoför Başına Ortalama Araç' }).locator('.tf-stat__value');
  await expect(average).toHaveText(/^\d+,\d$/);

  await page.getByRole('searchbox', { name: 'Şoför ara' }).fill(first.ownerName);
  const row = page
    .getByRole('row')
    .filter({ hasText: first.ownerName })
    .filter({ hasText: spacedPhone(first.driverPhone ?? '') });
  await expect(row).toHaveCount(1);
  const chips = row.getByRole('list', { name: `${first.ownerName} araçları` }).getByRole('listitem');
  // The list may render again while the search settles: read the chips until they hold the pair.
  await expect.poll(async () => (await chips.allInnerTexts()).sort()).toEqual(pair!.map((vehicle) => spacedPlate(vehicle.plateNumber)).sort());

  await page.getByRole('searchbox', { name: 'Şoför ara' }).fill(spacedPlate(pair![1].plateNumber));
  await expect(page.getByRole('row').filter({ hasText: first.ownerName })).toHaveCount(1);
});

test('a Tamirci is told the drivers list is not for them', async ({ page }) => {
  await signIn(page, 'tamirci', DEMO.password);
  await page.goto('/admin/drivers');
  await expect(page.getByText('Bu sayfaya erişim yetkiniz yok.')).toBeVisible();
});
