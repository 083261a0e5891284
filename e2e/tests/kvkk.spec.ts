import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO } from '../playwright.config';
import { apiCall, apiLogin, createFormByApi, type VehicleRow } from './support/forms-api';
import { PHONE, DESK, fitsBothSizes, fitsAndPasses } from './support/page-checks';
import { apiGet, signIn, spacedPlate } from './support/session';
import { drawSignature } from './support/signature';

// Issue 30 (KVKK), browser journey: a person's request from registration to erasure, the public
// notice with scripts off, and the KVKK settings tab; every new screen and dialog fits a phone
// and a desk and passes axe.

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** What the Başvuru Tebliği asks of a request (issue 41 §2), typed into the register dialog. */
async function fillApplication(register: ReturnType<Page['getByRole']>) {
  await register.getByLabel(/T\.C\. Kimlik No/).fill('10000000146');
  await register.getByLabel(/Tebligata Esas Adres/).fill('Bağdat Cad. No: 10, Kadıköy/İstanbul');
  await register.getByLabel(/Talep Konusu/).fill('Hakkımdaki kişisel verilerin silinmesi');
}

/** Records the applicant's identity as checked, through its dialog (checked at both sizes). */
async function verifyIdentity(page: Page, dialog: ReturnType<Page['getByRole']>, state: string) {
  await dialog.getByRole('button', { name: 'Kimliği Doğrula' }).click();
  const verify = page.getByRole('dialog', { name: /Kimlik Doğrulama$/ });
  await verify.getByLabel('Doğrulama Yöntemi').selectOption('Kimlik belgesi ile yüz yüze');
  if (state) await fitsBothSizes(page, state);
  await verify.getByRole('button', { name: 'Doğrulamayı Kaydet' }).click();
  await expect(page.getByText('Başvuranın kimlik doğrulaması kaydedildi', { exact: true })).toBeVisible();
  await expect(verify).toBeHidden();
}

test('an admin registers a request as the Tebliğ asks, verifies the identity, finds the driver by phone, exports, erases, answers and downloads the letter', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString().slice(-6);
  const plate = `34KV${tag.slice(-4)}`;
  const phone = `0532 7${tag.slice(0, 2)} ${tag.slice(2, 4)} ${tag.slice(4, 6)}`;
  const driver = `Kvkk Sürücü ${tag}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  const companies = await apiGet<Array<{ id: number }>>(page, '/company');
  await apiCall(request, await token(page), 'POST', '/vehicles', {
    plateNumber: plate,
    brand: 'Ford',
    model: 'Transit',
    kilometer: 1000,
    ownerName: driver,
    driverPhone: phone,
    companyId: companies[0].id,
  });

  // An older request, 40 days old and still open: overdue, listed first and marked.
  const old = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() - 40 * 86_400_000));
  await apiCall(request, await token(page), 'POST', '/kvkk/requests', {
    applicantName: `Gecikmiş ${tag}`,
    tckn: '10000000146',
    noticeAddress: 'Kadıköy, İstanbul',
    subject: 'Bilgi talebi',
    channel: 'Yazılı',
    receivedAt: old,
    kind: 'Bilgi',
    name: `Gecikmiş ${tag}`,
  });

  await page.goto('/admin/kvkk');
  await expect(page.locator('#main').getByRole('heading', { name: 'KVKK Başvuruları' })).toBeVisible();
  const firstRow = page.getByRole('table', { name: 'KVKK başvuruları' }).locator('tbody tr').first();
  await expect(firstRow).toContainText(`Gecikmiş ${tag}`);
  await expect(firstRow).toContainText('Süresi geçti');
  await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'KVKK Başvuruları' })).toBeVisible();
  await fitsBothSizes(page, 'kvkk-list', { screenshots: 'shot' });

  await page.getByRole('button', { name: 'Yeni Başvuru' }).click();
  const register = page.getByRole('dialog', { name: 'Yeni KVKK Başvurusu' });
  await register.getByLabel(/Başvuran Adı Soyadı/).fill(driver);
  await fillApplication(register);
  await register.getByLabel('Başvuru Kanalı').selectOption('Kayıtlı E-posta');
  await register.getByLabel('Talep Türü').selectOption('Silme');
  await register.getByLabel('Aranacak Telefon').fill(phone);
  // Made to the portal's controller unless a shop is chosen; the answer letter is in that one's name.
  await expect(register.getByLabel('Başvurulan Veri Sorumlusu')).toHaveValue('');
  await fitsBothSizes(page, 'kvkk-register', { screenshots: 'shot' });
  await register.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Başvuru kaydedildi', { exact: true })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: new RegExp(`^Başvuru #\\d+: ${driver}$`) });
  const matches = dialog.getByTestId('kvkk-matches');
  await expect(matches.getByRole('region', { name: 'Araçlar' })).toContainText(`${spacedPlate(plate)} · ${driver}`);
  await expect(dialog).toContainText('Portalın veri sorumlusu');
  // Nothing is disclosed or erased before the identity check (issue 41 §2).
  await expect(dialog.getByText('Veri dökümü, düzeltme ve silme için önce başvuranın kimliğini doğrulayın.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'JSON İndir' })).toHaveCount(0);
  await fitsBothSizes(page, 'kvkk-request', { screenshots: 'shot' });
  await verifyIdentity(page, dialog, 'kvkk-verify');
  await expect(dialog).toContainText('Kimlik belgesi ile yüz yüze');

  const [json] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'JSON İndir' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^kvkk-basvuru-\d+\.json$/);
  expect(readFileSync((await json.path())!, 'utf8')).toContain(driver);
  const [pdf] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'PDF İndir' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^kvkk-basvuru-\d+\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await dialog.getByRole('button', { name: 'Sil / Anonimleştir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kişinin verileri silinsin mi?' });
  await expect(confirm).toContainText('Adlar "Anonim" olur, telefonlar kaldırılır.');
  await fitsBothSizes(page, 'kvkk-erase-confirm', { screenshots: 'shot' });
  await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Kişinin verileri silindi veya maskelendi (1 kayıt)', { exact: true })).toBeVisible();
  // Found again by the same phone: nothing names the person any more.
  await expect(dialog.getByText('Bu kişiye ait kayıt bulunamadı.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sil / Anonimleştir' })).toBeHidden();
  expect((await apiGet<{ ownerName: string }>(page, `/vehicles/search/${plate}`)).ownerName).toBe('Anonim');

  // The answer (Art. 13): Kabul by KEP closes the request; the letter is a PDF.
  await dialog.getByRole('button', { name: 'Yanıtla' }).click();
  const answer = page.getByRole('dialog', { name: /: Yanıt$/ });
  await answer.getByLabel('Karar').selectOption('Red');
  await answer.getByRole('button', { name: 'Yanıtı Kaydet' }).click();
  await expect(answer.getByText('Ret gerekçesi zorunludur')).toBeVisible();
  await fitsBothSizes(page, 'kvkk-answer', { screenshots: 'shot' });
  await answer.getByLabel('Karar').selectOption('Kabul');
  await answer.getByLabel('Yanıt Kanalı').selectOption('KEP');
  await answer.getByRole('button', { name: 'Yanıtı Kaydet' }).click();
  await expect(page.getByText('Başvuru yanıtlandı', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Kabul · KEP');
  const [letter] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Yanıt Yazısı (PDF)' }).click()]);
  expect(letter.suggestedFilename()).toMatch(/^kvkk-basvuru-\d+-yanit\.pdf$/);
  expect(
    readFileSync((await letter.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await fitsBothSizes(page, 'kvkk-answered', { screenshots: 'shot' });
  await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();

  // The list filters by state and shows each request's number.
  await page.getByLabel('Durum').selectOption('Tamamlandı');
  const done = page.getByRole('table', { name: 'KVKK başvuruları' }).locator('tbody tr').filter({ hasText: driver });
  await expect(done).toContainText(/#\d+/);
  await expect(done).toContainText('Tamamlandı');
  await page.getByLabel('Durum').selectOption('');

  // A correction request: its dialog is checked too.
  await page.getByRole('button', { name: 'Yeni Başvuru' }).click();
  await register.getByLabel(/Başvuran Adı Soyadı/).fill(`Düzeltme ${tag}`);
  await fillApplication(register);
  await register.getByLabel('Talep Türü').selectOption('Düzeltme');
  await register.getByLabel('Aranacak Ad Soyad').fill(`Düzeltme ${tag}`);
  await register.getByRole('button', { name: 'Kaydet' }).click();
  const fix = page.getByRole('dialog', { name: new RegExp(`^Başvuru #\\d+: Düzeltme ${tag}$`) });
  await expect(fix.getByText('Bu kişiye ait kayıt bulunamadı.')).toBeVisible();
  await verifyIdentity(page, fix, '');
  await fix.getByRole('button', { name: 'Düzelt' }).click();
  const correct = page.getByRole('dialog', { name: 'Kişisel Veriyi Düzelt' });
  await expect(correct.getByLabel('Doğru Telefon')).toBeVisible();
  await fitsBothSizes(page, 'kvkk-correct', { screenshots: 'shot' });
  await correct.getByRole('button', { name: 'İptal' }).click();
  await fix.getByRole('button', { name: 'Kapat', exact: true }).click();

  await page.getByRole('button', { name: 'İmha Kaydı' }).click();
  const log = page.getByRole('dialog', { name: 'İmha Kaydı' });
  await expect(log.getByRole('row').filter({ hasText: 'Maskeleme' }).first()).toBeVisible();
  await fitsBothSizes(page, 'kvkk-destruction-log', { screenshots: 'shot' });
  // At a desk the table fits its dialog: no sideways scroll inside it either (issue 40 item 12).
  const inner = await log.locator('.adm-kvkk-log-table').evaluate((el) => {
    const scroller = (el.querySelector('table')?.parentElement ?? el) as HTMLElement;
    return { table: el.querySelector('table')!.scrollWidth, room: scroller.clientWidth };
  });
  expect(inner.table, JSON.stringify(inner)).toBeLessThanOrEqual(inner.room + 1);
  await expect(log.getByRole('row').filter({ hasText: /#\d+/ }).first()).toBeVisible();
  const [logFile] = await Promise.all([page.waitForEvent('download'), log.getByRole('button', { name: 'Dışa Aktar (Excel)' }).click()]);
  expect(logFile.suggestedFilename()).toBe('kvkk-imha-kayitlari.xlsx');
  await log.getByRole('button', { name: 'Kapat', exact: true }).click();

  const [inventory] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Veri Envanteri (Excel)' }).click()]);
  expect(inventory.suggestedFilename()).toBe('kvkk-veri-envanteri.xlsx');
  expect(
    readFileSync((await inventory.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});

test('the KVKK tab saves the notice as a new version, which /kvkk shows with scripts off', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/settings?tab=kvkk');
  const form = page.getByRole('form', { name: 'KVKK' });
  const version = form.getByTestId('kvkk-notice-version');
  await expect(version).toContainText('Sürüm');
  const before = Number(/Sürüm (\d+)/.exec((await version.textContent()) ?? '')?.[1]);
  await fitsBothSizes(page, 'settings-kvkk', { screenshots: 'shot' });

  // The controller's fields are empty on a fresh install and required: the admin fills them in.
  const controller = `E2E Oto Servis ${tag} Ltd. Şti.`;
  await form.getByLabel('Veri Sorumlusunun Unvanı').fill(controller);
  await form.getByLabel('Veri Sorumlusunun Adresi').fill('Sanayi Sitesi 1. Blok No: 5, Ümraniye / İstanbul');
  await form.getByLabel('Başvuru E-posta Adresi').fill('kvkk@e2e.example');
  await form.getByLabel('KEP Adresi').fill('e2e-oto@hs01.kep.tr');
  const notice = form.getByLabel('Aydınlatma Metni');
  await notice.fill(`${await notice.inputValue()}\n\n8. Güncelleme ${tag}`);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi', { exact: true })).toBeVisible();
  await expect(version).toContainText(`Sürüm ${before + 1}`);
  // Every version is kept and listed.
  await form.getByText(`Tüm sürümler (${before + 1})`).click();
  await expect(form.getByText(new RegExp(`^Sürüm ${before} · `))).toBeVisible();
  await fitsBothSizes(page, 'settings-kvkk-versions', { screenshots: 'shot' });

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const plain = await context.newPage();
  const response = await plain.goto('/kvkk');
  expect(response?.status()).toBe(200);
  await expect(plain.getByText(`8. Güncelleme ${tag}`)).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'Kişisel Verilerin Korunması Aydınlatma Metni' })).toBeVisible();
  await expect(plain.getByText(`Sürüm ${before + 1}`)).toBeVisible();
  await expect(plain.getByText(controller)).toBeVisible();
  await context.close();
  // axe and the width check run scripts in the page: the same server-rendered page is checked with scripts on.
  await page.goto('/kvkk');
  await expect(page.getByText(controller)).toBeVisible();
  await fitsBothSizes(page, 'kvkk-public', { screenshots: 'shot' });
});

test('the signing pad shows the notice and its version before the driver signs; the signature records that version', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shop = await apiLogin(request, 'tamirci', DEMO.password);
  const [vehicle] = await apiCall<VehicleRow[]>(request, shop, 'GET', '/vehicles');
  const form = await createFormByApi(request, shop, vehicle, 'KVKK E2E: aydınlatma notu');
  const notice = (await (await request.get('/api/kvkk/notice')).json()) as { version: number };

  await page.setViewportSize(PHONE);
  await signIn(page, 'tamirci', DEMO.password);
  await page.goto(`/plate-search/form/${form.id}`);
  // The printed form names the full notice's address.
  await expect(page.getByTestId('kvkk-notice-line')).toContainText('/kvkk');
  await page.getByRole('button', { name: 'Şoför imzası' }).click();
  const dialog = page.getByRole('dialog');
  const aside = dialog.getByRole('complementary', { name: 'Aydınlatma' });
  await expect(aside).toContainText('6698 sayılı KVKK');
  await expect(aside).toContainText(`Sürüm ${notice.version}`);
  // The form's shop's notice (issue 41 §3): its own controller, else the portal's.
  await expect(aside.getByRole('link', { name: 'Aydınlatma metninin tamamı' })).toHaveAttribute('href', /^\/kvkk\?shop=\d+$/);
  await fitsBothSizes(page, 'signing-pad-notice', { screenshots: 'shot' });
  await page.setViewportSize(PHONE);
  await drawSignature(page, dialog.locator('canvas'));
  await dialog.getByLabel('Ad Soyad').fill('Kvkk İmzacı');
  await dialog.getByRole('button', { name: 'İmzayı Kaydet' }).click();
  await expect(dialog).toBeHidden();
  const signed = await apiCall<{ signatures: Array<{ role: string; noticeVersion?: number | null }> }>(request, shop, 'GET', `/repairform/${form.id}`);
  expect(signed.signatures.find((s) => s.role === 'driver')?.noticeVersion).toBe(notice.version);

  // The public page of the form carries the short notice once (the page's own; the server adds none beside it).
  const link = await apiCall<{ url: string }>(request, shop, 'POST', `/repairform/${form.id}/link`, {});
  await page.goto(link.url);
  await expect(page.getByText(/Aydınlatma metni:/)).toHaveCount(1);
  await fitsAndPasses(page, 'public-form-notice @390');
});

test('a namesake with another phone is listed apart as a name-only match, with a checkbox, and erased only when ticked (issue 41 §1)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString().slice(-6);
  const name = `Adaş Kişi ${tag}`;
  const mine = { plate: `34AD${tag.slice(-4)}`, phone: `0532 8${tag.slice(0, 2)} ${tag.slice(2, 4)} ${tag.slice(4, 6)}` };
  const theirs = { plate: `06AD${tag.slice(-4)}`, phone: `0544 8${tag.slice(0, 2)} ${tag.slice(2, 4)} ${tag.slice(4, 6)}` };
  await signIn(page, ADMIN.username, ADMIN.password);
  const companies = await apiGet<Array<{ id: number }>>(page, '/company');
  for (const v of [mine, theirs])
    await apiCall(request, await token(page), 'POST', '/vehicles', {
      plateNumber: v.plate,
      brand: 'Fiat',
      model: 'Doblo',
      kilometer: 1000,
      ownerName: name,
      driverPhone: v.phone,
      companyId: companies[0].id,
    });
  await page.goto('/admin/kvkk');
  await page.getByRole('button', { name: 'Yeni Başvuru' }).click();
  const register = page.getByRole('dialog', { name: 'Yeni KVKK Başvurusu' });
  await register.getByLabel(/Başvuran Adı Soyadı/).fill(name);
  await fillApplication(register);
  await register.getByLabel('Talep Türü').selectOption('Silme');
  await register.getByLabel('Aranacak Telefon').fill(mine.phone);
  await register.getByLabel('Aranacak Ad Soyad').fill(name);
  await register.getByRole('button', { name: 'Kaydet' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Başvuru #\\d+: ${name}$`) });
  const matches = dialog.getByTestId('kvkk-matches');
  await expect(matches.getByRole('region', { name: 'Araçlar', exact: true })).toContainText(spacedPlate(mine.plate));
  await expect(matches.getByRole('region', { name: 'Araçlar', exact: true })).not.toContainText(spacedPlate(theirs.plate));
  // The rows can be ticked for the erase once the applicant's identity is checked (issue 41 §2).
  await verifyIdentity(page, dialog, '');
  const apart = dialog.getByTestId('kvkk-name-only');
  await expect(apart.getByRole('heading', { name: 'Yalnız ad eşleşmesi' })).toBeVisible();
  const tick = apart.getByRole('checkbox', { name: new RegExp(`^${spacedPlate(theirs.plate)} · `) });
  await expect(tick).not.toBeChecked();
  await fitsBothSizes(page, 'kvkk-name-only', { screenshots: 'shot' });
  await page.screenshot({ path: test.info().outputPath('kvkk-name-only-desk.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath('kvkk-name-only-390.png'), fullPage: true });
  await page.setViewportSize(DESK);

  await dialog.getByRole('button', { name: 'Sil / Anonimleştir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kişinin verileri silinsin mi?' });
  await expect(confirm).toContainText('Yalnız ad eşleşmelerinden hiçbiri işaretlenmedi; bunlara dokunulmaz.');
  await confirm.getByRole('button', { name: 'Evet, Sil' }).click();
  await expect(confirm).toBeHidden();
  expect((await apiGet<{ ownerName: string }>(page, `/vehicles/search/${mine.plate}`)).ownerName).toBe('Anonim');
  expect((await apiGet<{ ownerName: string }>(page, `/vehicles/search/${theirs.plate}`)).ownerName).toBe(name);
});

test('invoices found by the T.C. kimlik no are listed apart as kept by law, with the reason (issue 43)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tckn = '23456789138';
  const person = `Fatma Fatura ${Date.now().toString().slice(-5)}`;
  const login = await request.post('/api/auth/login', { data: { username: 'tamirci', password: DEMO.password } });
  const { token: shopToken, user } = (await login.json()) as { token: string; user: { repairShopId: number } };
  const headers = { Authorization: `Bearer ${shopToken}` };
  const put = async (path: string, data: unknown) => {
    const response = await request.fetch(`/api${path}`, { method: 'PUT', data, headers });
    expect(response.ok(), `PUT /api${path}: ${response.status()} ${await response.text()}`).toBe(true);
  };
  const seller = (await (await request.get(`/api/repairshop/${user.repairShopId}/seller`, { headers })).json()) as { title: string };
  if (!seller.title)
    await put(`/repairshop/${user.repairShopId}/seller`, {
      title: 'Demo Oto Servis Ltd. Şti.',
      vkn: '1234567890',
      taxOffice: 'Kadıköy',
      address: 'Moda Cad. 12 Kadıköy/İstanbul',
      mersis: null,
      invoicePrefix: 'KVK',
    });
  const vehicles = await apiCall<VehicleRow[]>(request, shopToken, 'GET', '/vehicles');
  const form = await createFormByApi(request, shopToken, vehicles[5 % vehicles.length], 'Fatura KVKK');
  await put(`/repairform/${form.id}/items`, {
    version: 0,
    items: [{ kind: 'Parça', description: 'Silecek lastiği', quantity: 1, unit: 'adet', unitPriceKurus: 10000, vatRate: 20 }],
  });
  for (const status of ['İşlemde', 'Tamamlandı']) await put(`/repairform/${form.id}/status`, { status });
  const invoice = await apiCall<{ number: string }>(request, shopToken, 'POST', `/repairform/${form.id}/invoice`, {
    buyer: { kind: 'TCKN', id: tckn, name: person, address: 'Bağdat Cad. 5 Maltepe/İstanbul' },
  });

  await signIn(page, ADMIN.username, ADMIN.password);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const registered = await apiCall<{ id: number }>(request, await token(page), 'POST', '/kvkk/requests', {
    applicantName: person,
    tckn,
    noticeAddress: 'Bağdat Cad. 5 Maltepe/İstanbul',
    subject: 'Verilerimin silinmesi',
    channel: 'Yazılı',
    receivedAt: today,
    kind: 'Silme',
    name: person,
  });
  await page.goto('/admin/kvkk');
  await page.getByRole('button', { name: `Aç: #${registered.id} ${person}` }).click();
  const dialog = page.getByRole('dialog', { name: `Başvuru #${registered.id}: ${person}` });
  const kept = dialog.getByTestId('kvkk-retained');
  await expect(kept.getByRole('heading', { name: 'Yasal saklama süresi dolmamış kayıtlar' })).toBeVisible();
  const invoices = kept.getByRole('region', { name: 'Yasal saklama süresi dolmamış kayıtlar: Faturalar' });
  await expect(invoices).toContainText(
    'Saklama gerekçesi: Faturalar vergi ve ticaret mevzuatı gereği düzenlendikleri yılın sonundan başlayarak 10 yıl saklanmak zorundadır (VUK m. 253, TTK m. 82); bu süre dolmadan başvuru üzerine silinmez (KVKK m. 5/2-ç, m. 7)',
  );
  await expect(invoices).toContainText(`${invoice.number} · ${person}`);
  await expect(kept.getByRole('checkbox')).toHaveCount(0);
  await fitsBothSizes(page, 'kvkk-request-retained-invoices', { screenshots: 'shot' });
  await page.setViewportSize(PHONE);
  await kept.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/kvkk-retained-390.png' });
});
