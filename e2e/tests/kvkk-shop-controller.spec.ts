import { expect, test } from '@playwright/test';
import { ADMIN, DEMO } from '../playwright.config';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { PHONE, fitsBothSizes } from './support/page-checks';
import { signIn } from './support/session';

// Issue 41 §3 "A controller per repair shop", on screen: the admin fills a shop's own KVKK
// controller on the repair shop screen (the dialog fits a phone and a desk, axe clean); the public
// page of that shop's form and /kvkk?shop= name it, with the portal's operator as processor.

const EMPTY = { controllerTitle: '', address: '', email: '', kepAddress: '', noticeText: '' };

test("the admin fills a shop's own KVKK controller; its form's public page and /kvkk?shop= show it", async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const shopToken = await apiLogin(request, 'tamirci', DEMO.password);
  const [vehicle] = await apiCall<VehicleRow[]>(request, shopToken, 'GET', '/vehicles');
  const form = await createFormByApi(request, shopToken, vehicle, 'KVKK E2E: tamirhanenin veri sorumlusu');
  const { repairShopId: shopId, repairShopName: shopName } = await apiCall<{ repairShopId: number; repairShopName: string }>(
    request,
    shopToken,
    'GET',
    `/repairform/${form.id}`,
  );
  const link = await apiCall<{ url: string }>(request, shopToken, 'POST', `/repairform/${form.id}/link`, {});

  await signIn(page, ADMIN.username, ADMIN.password);
  const admin = await page.evaluate(() => localStorage.getItem('token') ?? '');
  // The portal's operator is named as processor: give the KVKK tab a controller for the journey (put back after).
  const saved = await apiCall<Record<string, unknown>>(request, admin, 'GET', '/settings/kvkk');
  const settingsBody = (s: Record<string, unknown>) => {
    const body = { ...s };
    for (const key of ['noticeVersion', 'noticePublishedAt', 'lastRetentionRunAt', 'transferAbroad']) delete body[key];
    return body;
  };
  const putSettings = async (body: Record<string, unknown>) => {
    const response = await request.fetch('/api/settings/kvkk', { method: 'PUT', data: body, headers: { Authorization: `Bearer ${admin}` } });
    expect(response.ok(), `PUT /api/settings/kvkk: ${response.status()} ${await response.text()}`).toBe(true);
  };
  const portal = { controllerTitle: `E2E Portal İşletmecisi ${tag} A.Ş.` };
  await putSettings({
    ...settingsBody(saved),
    controllerTitle: portal.controllerTitle,
    address: 'Teknopark 1, Pendik / İstanbul',
    email: 'kvkk@portal.example',
  });
  try {
    await page.goto('/admin/repair-shops');
    await page.getByLabel('Tamirhane Adı').fill(shopName);
    await page.getByRole('button', { name: `KVKK: ${shopName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'KVKK Veri Sorumlusu' });
    const title = dialog.getByLabel('Veri Sorumlusunun Unvanı');
    await expect(title).toBeVisible();
    await expect(dialog.getByRole('link', { name: `/kvkk?shop=${shopId}` })).toBeVisible();
    await fitsBothSizes(page, 'dialog', { screenshots: 'kvkk-shop' });

    // Half filled: refused in Turkish, nothing sent.
    const controller = `E2E Tamirhane ${tag} Ltd. Şti.`;
    await title.fill(controller);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Veri sorumlusunun adresi zorunludur')).toBeVisible();
    await page.setViewportSize(PHONE);
    await fitsBothSizes(page, 'dialog-refused', { screenshots: 'kvkk-shop' });

    await dialog.getByLabel('Başvuru E-posta Adresi').fill(`kvkk-${tag}@tamirhane.example`);
    await dialog.getByLabel('Veri Sorumlusunun Adresi').fill('Sanayi Sitesi 4. Blok No: 9, Gebze / Kocaeli');
    await dialog.getByLabel('KEP Adresi').fill(`e2e-${tag}@hs01.kep.tr`);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Tamirhanenin KVKK bilgileri kaydedildi', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The public page of the shop's form names the shop as controller and the portal as processor, and links its notice.
    await page.setViewportSize(PHONE);
    await page.goto(link.url);
    const line = page.getByTestId('kvkk-notice-line');
    const named = `Veri sorumlusu: ${controller} (veri işleyen: ${portal.controllerTitle}). Kişisel verileriniz`;
    await expect(line).toContainText(named);
    await expect(line.getByRole('link')).toHaveAttribute('href', new RegExp(`/kvkk\\?shop=${shopId}$`));
    await fitsBothSizes(page, 'public-form', { screenshots: 'kvkk-shop' });

    await page.goto(`/kvkk?shop=${shopId}`);
    await expect(page.getByText(controller, { exact: true })).toBeVisible();
    await expect(page.getByText(`e2e-${tag}@hs01.kep.tr`)).toBeVisible();
    await expect(
      page.getByText(
        `Veri İşleyen: Bu portalın işletmecisi ${portal.controllerTitle}, kişisel verilerinizi ${controller} adına ve onun talimatları doğrultusunda veri işleyen sıfatıyla işler (KVKK m. 3/1-ğ, m. 12/2).`,
      ),
    ).toBeVisible();
    await fitsBothSizes(page, 'public-notice', { screenshots: 'kvkk-shop' });

    // The shop's own text is published as the shop's version; the page says which (issue 41 §3).
    const ownText = `E2E TAMİRHANE METNİ ${tag}\n\n${'Tamirhanemiz kişisel verilerinizi onarım sözleşmesinin ifası için işler. '.repeat(4)}`;
    const own = await request.fetch(`/api/repairshop/${shopId}/kvkk`, {
      method: 'PUT',
      data: {
        controllerTitle: controller,
        address: 'Sanayi Sitesi 4. Blok No: 9, Gebze / Kocaeli',
        email: `kvkk-${tag}@tamirhane.example`,
        kepAddress: `e2e-${tag}@hs01.kep.tr`,
        noticeText: ownText,
      },
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(own.ok(), await own.text()).toBe(true);
    const notice = await (await request.fetch(`/api/kvkk/notice?shop=${shopId}`)).json();
    expect(notice.noticeOf).toBe('shop');
    await page.goto(`/kvkk?shop=${shopId}`);
    await expect(page.getByText(`E2E TAMİRHANE METNİ ${tag}`)).toBeVisible();
    await expect(page.getByText(new RegExp(`^Tamirhanenin kendi metni · Sürüm ${notice.version} · Yayım tarihi `))).toBeVisible();
    await fitsBothSizes(page, 'public-notice-own', { screenshots: 'kvkk-shop' });
  } finally {
    await putSettings(settingsBody(saved));
    // The demo shop uses the portal's notice again (the other journeys read it).
    const reset = await request.fetch(`/api/repairshop/${shopId}/kvkk`, { method: 'PUT', data: EMPTY, headers: { Authorization: `Bearer ${admin}` } });
    expect(reset.ok()).toBe(true);
  }
});
