import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, DEMO } from '../playwright.config';
import { apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { fitsAndPassesAxe, PHONE } from './support/page-checks';
import { apiGet, findPlate, signIn } from './support/session';

// Issue 40, the screen items: what a new user at 390 px met after 'Form Oluştur', around delivery,
// on the public page, with photos, on the list cards and in the photo viewer.

test.use({ viewport: PHONE });

async function api(request: APIRequestContext, token: string, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} /api${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

async function setRedirectSeconds(request: APIRequestContext, seconds: number) {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { general } = (await api(request, admin, 'GET', '/settings')) as { general: Record<string, unknown> };
  const { systemVersion: _version, ...rest } = general;
  await api(request, admin, 'PUT', '/settings', { general: { ...rest, formRedirectTimeoutSeconds: seconds } });
}

async function expectFitsAndAxeClean(page: Page, state: string) {
  const checked = await fitsAndPassesAxe(page, state);
  expect(checked.overflow, checked.state).toBeNull();
  expect(checked.axe, checked.state).toBeNull();
}

/** Plate search → 'Form Oluştur' → preview → 'Form Oluştur', as the shop does it; answers the new form's id. */
async function createFormOnScreen(page: Page, plate: string, fault: string): Promise<number> {
  const result = await findPlate(page, plate);
  await result.getByRole('button', { name: 'Form Oluştur' }).click();
  await page.getByLabel('1.', { exact: true }).fill(fault);
  await page.getByRole('button', { name: 'Form Önizleme' }).click();
  await page.getByRole('button', { name: 'Form Oluştur' }).click();
  await expect(page).toHaveURL(/\/plate-search\/form\/\d+$/);
  return Number(/\/(\d+)$/.exec(page.url())?.[1]);
}

test.describe('after Form Oluştur (item 5)', () => {
  test.afterEach(async ({ request }) => setRedirectSeconds(request, 120));

  test('the countdown takes nobody away while the dialog’s choice is open, and stops once the user acts', async ({ page, request }) => {
    test.setTimeout(120_000);
    await setRedirectSeconds(request, 3);
    await signIn(page, 'tamirci', DEMO.password);
    const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
    await createFormOnScreen(page, vehicles[0].plateNumber, 'Sol ön lastik patlak');
    const dialog = page.getByRole('dialog', { name: 'Form başarıyla oluşturuldu' });
    await expect(dialog.getByRole('button', { name: 'Kalemleri Ekle' })).toBeVisible();
    // Three times the redirect time with the choice open: still here, nothing counting.
    await page.waitForTimeout(9_000);
    await expect(page).toHaveURL(/\/plate-search\/form\/\d+$/);
    await expect(dialog).toBeVisible();
    await expect(page.getByText(/saniye sonra plaka sorgulama/)).toHaveCount(0);

    // Answered, it counts; a press on the page stops it for good.
    await page.keyboard.press('Escape');
    await expect(page.getByText(/^[1-3] saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz$/)).toBeVisible();
    await page.getByRole('heading', { name: 'ARIZA/TAMİR FORMU' }).click();
    await expect(page.getByText('Sayfada işlem yaptığınız için otomatik yönlendirme durduruldu')).toBeVisible();
    await page.waitForTimeout(5_000);
    await expect(page).toHaveURL(/\/plate-search\/form\/\d+$/);
    await expectFitsAndAxeClean(page, 'created form, countdown stopped');
    await page.getByRole('button', { name: 'Şimdi Git' }).click();
    await expect(page).toHaveURL(/\/plate-search$/);
  });

  test('Kalemleri Ekle opens the form’s lines, scrolled to and focused', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'tamirci', DEMO.password);
    const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
    const id = await createFormOnScreen(page, vehicles[1].plateNumber, 'Klima soğutmuyor');
    const dialog = page.getByRole('dialog', { name: 'Form başarıyla oluşturuldu' });
    await expect(dialog.getByRole('button', { name: 'Kalemleri Ekle' })).toBeVisible();
    await expectFitsAndAxeClean(page, 'created form, dialog with Kalemleri Ekle');
    await page.screenshot({ path: test.info().outputPath('created-dialog-390.png') });

    await dialog.getByRole('button', { name: 'Kalemleri Ekle' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/forms/${id}#kalemler$`));
    const editor = page.locator('#kalemler');
    await expect(editor.getByRole('heading', { name: 'Parça ve İşçilik' })).toBeVisible();
    await expect(editor).toBeFocused();
    await expect(editor.getByRole('button', { name: 'Parça Ekle' })).toBeInViewport();
    await expectFitsAndAxeClean(page, 'detail opened on its lines');
    await editor.getByRole('button', { name: 'Parça Ekle' }).click();
    await page.getByRole('listitem', { name: '1. Parça' }).getByLabel('Açıklama').fill('Klima gazı');
    await page.getByRole('listitem', { name: '1. Parça' }).getByLabel('Birim Fiyat (₺)').fill('1.250,00');
    await editor.getByRole('button', { name: 'Kalemleri Kaydet' }).click();
    await expect(page.getByText('Kalemler kaydedildi', { exact: true })).toBeVisible();
  });
});

test('after delivery the intake’s signatures are not offered, and the two rows are titled apart (item 8)', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const form = await createFormByApi(request, token, vehicles[2] ?? vehicles[0], 'Egzoz sesi');
  for (const status of ['İşlemde', 'Tamamlandı']) await api(request, token, 'PUT', `/repairform/${form.id}/status`, { status });

  await page.goto(`/admin/forms/${form.id}`);
  const document = page.getByRole('region', { name: 'Tamir Formu' });
  const intake = document.getByRole('region', { name: 'Araç Kabulü (Tamire Giriş)' });
  const delivery = document.getByRole('region', { name: 'Araç Teslimi (Tamirden Çıkış)' });
  // Done but not yet left: a forgotten intake signature can still be taken, beside the delivery's.
  await expect(intake.getByRole('button', { name: 'Şoför imzası' })).toBeVisible();
  await expect(delivery.getByText('Teslim Alan (Müşteri)')).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Teslim Alan imzası' })).toBeVisible();

  await api(request, token, 'PUT', `/repairform/${form.id}/status`, { status: 'Teslim Edildi', deliveryKilometer: 999_999 });
  await page.reload();
  await expect(delivery.getByRole('button', { name: 'Teslim Alan imzası' })).toBeVisible();
  await expect(intake.getByRole('button')).toHaveCount(0);
  await expect(intake.getByText('İmza alınmadı')).toHaveCount(2);
  await expect(intake.getByRole('heading', { name: 'Araç Kabulü (Tamire Giriş)' })).toBeVisible();
  await intake.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('delivered-signatures-390.png') });
  await expectFitsAndAxeClean(page, 'delivered form, signatures');
  await page.setViewportSize({ width: 1280, height: 900 });
  await intake.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('delivered-signatures-1280.png') });
});

for (const javaScriptEnabled of [true, false]) {
  test(`a refused answer on the public page comes back in view and focused, naming the button pressed (item 4, scripts ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiLogin(request, 'tamirci', DEMO.password);
    const vehicles = (await (await request.get('/api/vehicles', { headers: { Authorization: `Bearer ${token}` } })).json()) as VehicleRow[];
    const form = await createFormByApi(request, token, vehicles[3] ?? vehicles[0], 'Ön düzen ayarı');
    await api(request, token, 'PUT', `/repairform/${form.id}/items`, {
      version: 0,
      items: [{ kind: 'İşçilik', description: 'Rot balans', quantity: 1, unit: 'saat', unitPriceKurus: 90000, vatRate: 20 }],
    });
    const sent = await request.post(`/api/repairform/${form.id}/estimate`, { data: { version: 1 }, headers: { Authorization: `Bearer ${token}` } });
    expect(sent.status(), await sent.text()).toBe(200);
    const { formLinks } = (await api(request, token, 'GET', `/repairform/${form.id}`)) as { formLinks: Array<{ token: string }> };

    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const page = await context.newPage();
    try {
      await page.goto(`/forms/view/${formLinks[0].token}`);
      await page.getByLabel(/Adınız Soyadınız/).fill('     ');
      await page.getByRole('button', { name: 'Teklifi Onayla' }).click();
      await expect(page.getByText('Onaylayanın adı soyadı zorunludur')).toBeVisible();
      const name = page.getByLabel(/Adınız Soyadınız/);
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      await expect(page.getByTestId('answer-refusal')).toHaveText('“Teklifi Onayla” yanıtınız kaydedilmedi.');
      await expect(page.getByTestId('answer-refusal')).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`public-refused-${javaScriptEnabled ? 'js' : 'nojs'}-390.png`) });
      if (javaScriptEnabled) await expectFitsAndAxeClean(page, 'public page, refused name');
      // Typed again, the answer goes through.
      await name.fill('Ayşe Filo');
      await page.getByRole('button', { name: 'Teklifi Onayla' }).click();
      await expect(page.getByTestId('approval-answer')).toContainText('Ayşe Filo');
    } finally {
      await context.close();
    }
  });
}

test('a photo too big to send is refused before sending; a failed row at 390 px shows its name, looks failed and can be dismissed (item 6)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const form = await createFormByApi(request, token, vehicles[4] ?? vehicles[0], 'Kaput çizik');
  const posted: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/photos$/.test(sent.url())) posted.push(sent.url());
  });
  await page.goto(`/admin/forms/${form.id}`);
  const card = page.locator('section.tf-card').filter({ has: page.getByRole('heading', { name: 'Fotoğraflar', level: 2 }) });
  await expect(card.getByText(/Henüz fotoğraf eklenmedi/)).toBeVisible();

  // 11 MB that Chromium cannot decode (as an iPhone's HEIC): refused at once, nothing sent.
  await card.getByTestId('photo-input').setInputFiles({ name: 'IMG_4032.HEIC', mimeType: 'image/heic', buffer: Buffer.alloc(11 * 1024 * 1024, 7) });
  const uploads = card.getByRole('list', { name: 'Yüklemeler' });
  await expect(uploads.getByRole('alert')).toHaveText('Fotoğraf en fazla 10 MB olabilir (bu dosya 11 MB); gönderilmedi');
  expect(posted).toEqual([]);

  // A small broken file goes (the browser cannot read it either) and the server refuses it.
  const name = 'IMG_20261207_101500_BOZUK.jpg';
  await card
    .getByTestId('photo-input')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 1)]) });
  const row = uploads.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByRole('alert')).toHaveText('Fotoğraf okunamadı: dosya bozuk ya da eksik');
  await expect.poll(() => posted.length).toBe(1);
  await expect(row.getByRole('progressbar')).toHaveCount(0);
  // The name is there whole (not squeezed out by the reason) and the row is tinted as failed, not blue.
  const shown = await row.locator('.ops-photos__upload-name').evaluate((el) => ({
    width: el.getBoundingClientRect().width,
    clipped: el.scrollWidth > el.clientWidth,
    background: getComputedStyle(el.closest('li') as HTMLElement).backgroundColor,
  }));
  expect(shown.width).toBeGreaterThan(100);
  expect(shown.clipped, 'the name fits on its line').toBe(false);
  expect(shown.background).toBe('rgb(253, 236, 236)');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('photo-failed-rows-390.png') });
  await expectFitsAndAxeClean(page, 'photo rows failed');
  await row.getByRole('button', { name: `Kapat: ${name}` }).click();
  await expect(row).toHaveCount(0);
  await uploads.getByRole('button', { name: 'Kapat: IMG_4032.HEIC' }).click();
  await expect(uploads).toHaveCount(0);
});

/** Where, in each card of a list laid out as cards, a text or a button sticks out of its card (empty when none does). */
async function outsideTheirCards(page: Page, rows: string, parts: string): Promise<string[]> {
  return page.locator(rows).evaluateAll(
    (cards, selector) =>
      cards.flatMap((card, index) => {
        const box = card.getBoundingClientRect();
        return Array.from(card.querySelectorAll<HTMLElement>(selector)).flatMap((part) => {
          // The text itself, not only its element: a line that does not wrap runs past its own box.
          const range = document.createRange();
          range.selectNodeContents(part);
          return [part.getBoundingClientRect(), range.getBoundingClientRect()]
            .filter((r) => r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5))
            .slice(0, 1)
            .map(
              (r) =>
                `card ${index + 1}: “${part.textContent?.trim()}” ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`,
            );
        });
      }),
    parts,
  );
}

test('list cards at 390 px keep their date, number and buttons inside the card (item 10)', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  await createFormByApi(request, token, vehicles[0], 'Kart ölçümü');
  await page.goto('/admin/forms');
  const cards = '.ops-form-table tbody tr';
  await expect(page.locator(cards).first().getByRole('link', { name: 'Görüntüle' })).toBeVisible();
  const parts = 'td, td > span, td .tf-badge, td a, td button';
  expect(await outsideTheirCards(page, cards, parts)).toEqual([]);
  // And each card inside the list's own card.
  const list = await page.locator('.ops-form-table').evaluate((table) => {
    const outer = (table.closest('section') as HTMLElement).getBoundingClientRect();
    return Array.from(table.querySelectorAll('tbody tr')).filter((tr) => {
      const r = tr.getBoundingClientRect();
      return r.left < outer.left || r.right > outer.right;
    }).length;
  });
  expect(list).toBe(0);
  await page.screenshot({ path: test.info().outputPath('form-list-cards-390.png'), fullPage: false });
  await expectFitsAndAxeClean(page, 'form list cards');

  // The vehicle's forms are cards of the same table too.
  await page.goto(`/admin/vehicles/${vehicles[0].id}/forms`);
  const vehicleCards = 'table.tf-table tbody tr';
  await expect(
    page
      .locator(vehicleCards)
      .first()
      .getByRole('link', { name: /detayı$/ }),
  ).toBeVisible();
  expect(await outsideTheirCards(page, vehicleCards, 'td, td strong, td span, td a')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('vehicle-forms-cards-390.png'), fullPage: false });
});

test('paging the photo viewer asks for no revoked blob address (item 14)', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tamirci', DEMO.password);
  const token = await apiLogin(request, 'tamirci', DEMO.password);
  const vehicles = await apiGet<VehicleRow[]>(page, '/vehicles');
  const form = await createFormByApi(request, token, vehicles[5] ?? vehicles[0], 'Arka tampon göçük');
  for (const [index, colour] of [
    [1, { r: 180, g: 40, b: 40 }],
    [2, { r: 40, g: 140, b: 60 }],
    [3, { r: 40, g: 60, b: 170 }],
  ] as const) {
    const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const sent = await request.post(`/api/repairform/${form.id}/photos`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: `hasar-${index}.jpg`, mimeType: 'image/jpeg', buffer }, stage: 'Teslim Alma', caption: `Hasar ${index}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await page.goto(`/admin/forms/${form.id}`);
  const grid = page.getByRole('list', { name: 'Fotoğraflar' });
  await expect(grid.getByRole('button', { name: /büyüt/ })).toHaveCount(3);
  // Watched from here: the navigation above may abort what the previous page was still loading
  // (its script chunks, net::ERR_ABORTED), which is not the viewer's doing.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /ERR_FILE_NOT_FOUND/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (failed) => problems.push(`request failed: ${failed.url()} ${failed.failure()?.errorText ?? ''}`));

  await grid.getByRole('button', { name: 'Teslim Alma · 1. fotoğrafı büyüt: Hasar 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Fotoğraf 1 / 3' });
  await expect(viewer.getByRole('img', { name: 'Teslim Alma fotoğrafı: Hasar 1' })).toBeVisible();
  // Forward onto photos not read yet, round, and back: each shown whole.
  for (const [press, shown] of [
    ['Sonraki', 2],
    ['Sonraki', 3],
    ['Sonraki', 1],
    ['Önceki', 3],
    ['Önceki', 2],
  ] as const) {
    await page.getByRole('dialog').getByRole('button', { name: press }).click();
    const dialog = page.getByRole('dialog', { name: `Fotoğraf ${shown} / 3` });
    const image = dialog.getByRole('img', { name: `Teslim Alma fotoğrafı: Hasar ${shown}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
});
