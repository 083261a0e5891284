import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { apiCall } from './support/forms-api';
import { fitsBothSizes } from './support/page-checks';
import { signIn } from './support/session';

// Issue 41 §3 "The notice tells the truth", on screen: the admin dashboard says what the notice
// lacks until the KVKK tab names the controller; the tab saves retention alone; a provider abroad
// is named with its safeguard on the tab and on /kvkk. Each state fits a phone and a desk, axe clean.

type Settings = Record<string, unknown>;
const bodyOf = (s: Settings) => {
  const body = { ...s };
  for (const key of ['noticeVersion', 'noticePublishedAt', 'lastRetentionRunAt', 'transferAbroad']) delete body[key];
  return body;
};
async function putSettings(request: APIRequestContext, token: string, body: Settings) {
  const response = await request.fetch('/api/settings/kvkk', { method: 'PUT', data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `PUT /api/settings/kvkk: ${response.status()} ${await response.text()}`).toBe(true);
}

test('the dashboard names what the notice lacks; the KVKK tab saves retention alone and names a provider abroad, as /kvkk does', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const saved = await apiCall<Settings>(request, token, 'GET', '/settings/kvkk');
  try {
    await putSettings(request, token, {
      ...bodyOf(saved),
      controllerTitle: '',
      address: '',
      email: '',
      emailProviderCountry: 'Türkiye',
      smsProviderCountry: 'Türkiye',
    });

    await page.goto('/admin');
    const alert = page.getByRole('alert').filter({ hasText: 'Aydınlatma metninde veri sorumlusu eksik' });
    await expect(alert).toContainText('KVKK ayarlarında şu bilgiler girilmedi: Veri Sorumlusunun Unvanı, Başvuru E-posta Adresi, Veri Sorumlusunun Adresi.');
    await fitsBothSizes(page, 'dashboard-missing', { screenshots: 'kvkk-notice' });

    await alert.getByRole('link', { name: 'KVKK ayarlarını doldur' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\?tab=kvkk$/);
    const form = page.getByRole('form', { name: 'KVKK' });
    await expect(form.getByTestId('kvkk-transfer-abroad')).toHaveText('Yurt dışına aktarım yok: e-posta ve SMS hizmet sağlayıcıları Türkiye’de.');
    // Retention alone, the controller left empty.
    await form.getByLabel('Saklama Süresi (gün): Fotoğraflar').fill('400');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Ayarlar kaydedildi', { exact: true })).toBeVisible();

    await form.getByLabel('E-posta Hizmet Sağlayıcısının Ülkesi').fill('İrlanda');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect(form.getByTestId('kvkk-transfer-abroad')).toContainText(
      "Yurt dışına aktarım: Bildirim göndermek için kişisel veriler (ad soyad, telefon numarası, e-posta adresi ve bildirim içeriği) yurt dışındaki e-posta hizmet sağlayıcısına (İrlanda) aktarılır (KVKK m. 9). Uygun güvence: Kişisel Verileri Koruma Kurulu'na bildirilen standart sözleşme.",
    );
    await fitsBothSizes(page, 'settings-abroad', { screenshots: 'kvkk-notice' });

    await page.goto('/kvkk');
    await expect(page.getByRole('heading', { name: 'Yurt dışına aktarım' })).toBeVisible();
    await expect(page.getByText(/yurt dışındaki e-posta hizmet sağlayıcısına \(İrlanda\) aktarılır/)).toBeVisible();
    await fitsBothSizes(page, 'public-abroad', { screenshots: 'kvkk-notice' });

    await page.goto('/admin/settings?tab=kvkk');
    await page.getByRole('form', { name: 'KVKK' }).getByLabel('Veri Sorumlusunun Unvanı').fill('E2E Oto Servis Ltd. Şti.');
    await page.getByRole('form', { name: 'KVKK' }).getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Veri sorumlusunun adresi zorunludur')).toBeVisible();
    await fitsBothSizes(page, 'settings-half-controller', { screenshots: 'kvkk-notice' });
  } finally {
    await putSettings(request, token, bodyOf(saved));
  }
});
