import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { fitsAndPassesAxe, PHONE } from './support/page-checks';
import { apiGet, signIn } from './support/session';

// Issue 40: what the shop sees is what the company gets, and nothing typed or done is lost.

const LINE = { kind: 'Parça', quantity: 1, unit: 'adet', vatRate: 20 } as const;

async function put(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.put(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `PUT /api${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

const statusCard = (page: Page) => page.locator('section.tf-card').filter({ has: page.getByRole('heading', { name: 'İş Durumu', level: 2 }) });

test.use({ viewport: PHONE });

test('Teklif Gönder refuses unsaved lines, and leaving the line editor with them asks first (link, menu, Back)', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const form = await createFormByApi(request, token, vehicles[2] ?? vehicles[0], 'Debriyaj kayıyor');
  await put(request, token, `/repairform/${form.id}/items`, {
    version: 0,
    items: [
      { ...LINE, description: 'Debriyaj seti', unitPriceKurus: 450000 },
      { ...LINE, description: 'Volan', unitPriceKurus: 300000 },
    ],
  });

  // Into the form from the list, so Back stays inside the portal.
  await page.goto('/admin/forms');
  await page.goto(`/admin/forms/${form.id}`);
  await page.getByRole('button', { name: 'Parça Ekle' }).click();
  const third = page.getByRole('listitem', { name: '3. Parça' });
  await third.getByLabel('Açıklama').fill('Debriyaj rulmanı');
  await third.getByLabel('Birim Fiyat (₺)').fill('850,00');

  // The estimate is not sent with two lines while three are shown.
  await page.getByRole('button', { name: 'Teklif Gönder' }).click();
  await expect(statusCard(page).getByText('Kaydedilmemiş kalemler var: önce kaydedin')).toBeVisible();
  await expect(statusCard(page).locator('.ops-status').first()).toHaveText('Beklemede');
  const refused = await fitsAndPassesAxe(page, 'estimate refused for unsaved lines');
  expect(refused.overflow, refused.state).toBeNull();
  expect(refused.axe, refused.state).toBeNull();

  // Listeye Dön asks; staying keeps the typed line.
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Listeye Dön' }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toBe('confirm: Kaydedilmemiş kalemler var. Sayfadan ayrılırsanız yazdıklarınız kaybolur. Yine de ayrılmak istiyor musunuz?');
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${form.id}$`));
  await expect(third.getByLabel('Açıklama')).toHaveValue('Debriyaj rulmanı');

  // The menu (the shell's own router) asks too.
  await page.getByRole('button', { name: 'Menüyü genişlet' }).click();
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Panel' }).click();
  await expect.poll(() => questions.length).toBe(2);
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${form.id}$`));
  await expect(third.getByLabel('Açıklama')).toHaveValue('Debriyaj rulmanı');

  // The browser's Back asks, and staying keeps the page and the draft.
  const asked = questions.length;
  await page.evaluate(() => window.history.back());
  await expect.poll(() => questions.length).toBe(asked + 1);
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${form.id}$`));
  await expect(third.getByLabel('Açıklama')).toHaveValue('Debriyaj rulmanı');

  // Saved, the estimate goes out with the three lines the screen shows.
  await page.getByRole('button', { name: 'Kalemleri Kaydet' }).click();
  await expect(page.getByText('Kalemler kaydedildi', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Teklif Gönder' }).click();
  await expect(statusCard(page).locator('.ops-status').first()).toHaveText('Onay Bekliyor');
  await expect(statusCard(page).getByText(/Teklif gönderildi: 3 kalem/)).toBeVisible();

  // Saved lines leave without a question.
  const before = questions.length;
  await page.getByRole('link', { name: 'Listeye Dön' }).click();
  await expect(page).toHaveURL(/\/admin\/forms$/);
  expect(questions.length).toBe(before);
});

test('a page unload with unsaved lines gets the browser’s question', async ({ page, request }) => {
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const form = await createFormByApi(request, token, vehicles[3] ?? vehicles[0], 'Far ayarı');
  await page.goto(`/admin/forms/${form.id}`);
  await page.getByRole('button', { name: 'İşçilik Ekle' }).click();
  await page.getByRole('listitem', { name: '1. İşçilik' }).getByLabel('Açıklama').fill('Far ayarı');
  const kinds: string[] = [];
  page.on('dialog', (dialog) => {
    kinds.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => kinds).toEqual(['beforeunload']);
});

test('a delivered or cancelled form offers no Sil on the list, an open one does', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const vehicle = vehicles[4] ?? vehicles[0];
  const delivered = await createFormByApi(request, token, vehicle, 'Lastik değişimi');
  for (const status of ['İşlemde', 'Tamamlandı']) await put(request, token, `/repairform/${delivered.id}/status`, { status });
  await put(request, token, `/repairform/${delivered.id}/status`, { status: 'Teslim Edildi', deliveryKilometer: 999_999 });
  const cancelled = await createFormByApi(request, token, vehicle, 'Cam sileceği');
  await put(request, token, `/repairform/${cancelled.id}/status`, { status: 'İptal', note: 'Müşteri vazgeçti' });
  const open = await createFormByApi(request, token, vehicle, 'Silecek suyu');

  await page.goto('/admin/forms');
  const actions = (formNumber: string) => page.getByRole('group', { name: `${formNumber} işlemleri` });
  await expect(actions(open.formNumber).getByRole('button', { name: 'Sil' })).toBeVisible();
  await expect(actions(delivered.formNumber).getByRole('link', { name: 'Görüntüle' })).toBeVisible();
  await expect(actions(delivered.formNumber).getByRole('button', { name: 'Sil' })).toHaveCount(0);
  await expect(actions(cancelled.formNumber).getByRole('button', { name: 'Sil' })).toHaveCount(0);
  const list = await fitsAndPassesAxe(page, 'form list with a delivered form');
  expect(list.overflow, list.state).toBeNull();
  expect(list.axe, list.state).toBeNull();
});

test('a Tamirci opening another shop’s form is told it is not found, with no fault toast', async ({ page, request }) => {
  const otherToken = await apiLogin(request, 'tamirci2', DEMO.password);
  const response = await request.get('/api/repairform?pageSize=1', { headers: { Authorization: `Bearer ${otherToken}` } });
  const [otherForm] = ((await response.json()) as { data: Array<{ id: number }> }).data;
  expect(otherForm, 'the other shop has a form').toBeTruthy();
  await signIn(page, 'tamirci', DEMO.password);
  await page.goto(`/admin/forms/${otherForm.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Form bulunamadı' })).toBeVisible();
  await expect(page.getByText('Form bilgileri alınırken hata oluştu')).toHaveCount(0);
  await expect(page.getByText(/Sunucu hatası|sunucu/i)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${otherForm.id}$`));
  const shown = await fitsAndPassesAxe(page, 'another shop’s form: not found');
  expect(shown.overflow, shown.state).toBeNull();
  expect(shown.axe, shown.state).toBeNull();
  await page.getByRole('link', { name: 'Listeye Dön' }).click();
  await expect(page).toHaveURL(/\/admin\/forms$/);
});
