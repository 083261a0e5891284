import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MSG, authStore, istanbulToday, type KvkkDestructionEntry, type KvkkMatches, type KvkkRequest } from '@tamir/shared-api';
import { captureDownloads, fakeApi, signInAs, type FakeCall, type FakeReply } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { aRepairShop } from '../../test/fixtures';
import { KVKK_TEXTS as T } from './kvkk-texts';

const overdue: KvkkRequest = {
  id: 7,
  repairShopId: null,
  applicantName: 'Ayşe Yılmaz',
  channel: 'KEP',
  receivedAt: '2026-09-01',
  kind: 'Silme',
  phoneMasked: '0532 *** ** 67',
  name: 'Ayşe Yılmaz',
  dueAt: '2026-10-01',
  state: 'Açık',
  overdue: true,
  createdBy: 'admin',
  createdAt: '2026-09-01T08:00:00.000Z',
  completedAt: null,
  erasedAt: null,
  identityKind: 'T.C. Kimlik No',
  identityMasked: '*******0146',
  nationality: null,
  noticeAddress: 'Bağdat Cad. No: 10, Kadıköy/İstanbul',
  contact: 'ayse@example.com',
  subject: 'Verilerimin silinmesi',
  correctedAt: null,
  verifiedBy: 'admin',
  verificationMethod: 'Noter onaylı başvuru',
  verificationNote: '',
  verifiedAt: '2026-09-02T08:00:00.000Z',
  answerDecision: null,
  answerReason: '',
  answerChannel: null,
  answeredBy: null,
  answeredAt: null,
  thirdPartyNotifiedAt: null,
  thirdPartyRecipients: [],
};
const info: KvkkRequest = {
  ...overdue,
  id: 8,
  applicantName: 'Mehmet Kaya',
  channel: 'Kayıtlı E-posta',
  kind: 'Bilgi',
  overdue: false,
  dueAt: '2026-12-20',
  receivedAt: '2026-11-20',
};

const empty = { id: 0, label: '', matched: [], repairFormId: null, formNumber: null, at: null, nameOnly: false };
const MATCHES: KvkkMatches = {
  requestId: 7,
  vehicles: [
    { ...empty, id: 3, label: '34ABC123 · Ayşe Yılmaz', matched: ['Sürücü telefonu'] },
    { ...empty, id: 4, label: '06XYZ99 · Ayşe Yılmaz', matched: ['Sürücü adı'], nameOnly: true },
  ],
  forms: [{ ...empty, id: 11, label: 'TF-2026-000011 · Müşteri: Ayşe Yılmaz', matched: ['Müşteri telefonu'], repairFormId: 11, formNumber: 'TF-2026-000011' }],
  signatures: [{ ...empty, id: 21, label: 'TF-2026-000011 · Şoför imzası', matched: ['İmzalayan'] }],
  photos: [],
  approvals: [],
  statusNotes: [],
  notifications: [{ ...empty, id: 31, label: 'SMS · 0532 *** ** 67', matched: ['Alıcı'] }],
  logs: [{ ...empty, id: 41, label: 'Araç güncellendi: Ayşe Yılmaz', matched: ['Açıklama'], nameOnly: true }],
  repairItems: [],
  reminders: [],
  counts: { vehicles: 2, forms: 1, signatures: 1, photos: 0, approvals: 0, statusNotes: 0, notifications: 1, logs: 1 },
  truncated: false,
  retained: [],
};
const NONE: KvkkMatches = { ...MATCHES, vehicles: [], forms: [], signatures: [], notifications: [], logs: [], counts: {} };
const entry: KvkkDestructionEntry = {
  id: 1,
  category: 'forms',
  method: 'Maskeleme',
  reason: 'Başvuru',
  count: 4,
  requestId: 7,
  by: 'admin',
  at: '2026-11-27T10:00:00.000Z',
};

const SHOP = aRepairShop({ id: 5, name: 'Yıldız Oto' });

const page = (rows: unknown[], total = rows.length): FakeReply => ({ status: 200, data: rows, headers: { 'x-total-count': String(total) } });
const file = (name: string, type: string): FakeReply => ({
  status: 200,
  data: '{}',
  headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
});
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET' || /export|inventory/.test(c.url));

// Typing a whole request and running axe three times take seconds on a shared, loaded machine.
jest.setTimeout(30_000);

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  toast.clear();
  clicked = captureDownloads();
});
afterEach(() => {
  jest.restoreAllMocks();
  authStore.getState().signOut();
});

it('sends a Tamirci to the dashboard (/admin) without a single call', async () => {
  signInAs('Tamirci');
  const { api, calls } = fakeApi({ 'GET /kvkk/requests': page([overdue]) });
  const { location } = renderApp('/admin/kvkk', api);
  await waitFor(() => expect(location().pathname).toBe('/admin'));
  expect(calls).toEqual([]);
});

it('lists the requests as the server orders them, with the due date, the overdue mark and the state; pages on the server', async () => {
  signInAs('Admin');
  const { api, calls } = fakeApi({ 'GET /kvkk/requests': (call) => page((call.params as { page: number }).page === 1 ? [overdue, info] : [info], 120) });
  renderApp('/admin/kvkk', api);
  expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: T.caption });
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(0, 7),
  ).toEqual(['#7', 'Ayşe Yılmaz', 'KEP', 'Silme / Anonimleştirme', '01.09.2026', `01.10.2026 ${T.overdue}`, 'Açık']);
  expect(within(second).queryByText(T.overdue)).not.toBeInTheDocument();
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/kvkk/requests', params: { page: 1 } });
  const pager = screen.getByRole('navigation', { name: 'Sayfalama' });
  expect(pager).toHaveTextContent('Toplam 120 başvuru');
  await userEvent.click(within(pager).getByRole('button', { name: 'Sonraki' }));
  await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ page: 2 }));
});

it('registers a request: the shared rules first, then the body, and the new request opens with what was found', async () => {
  signInAs('Admin');
  const created = { ...overdue, id: 9, applicantName: 'Ali Veli', overdue: false, repairShopId: 5 };
  const { api, calls } = fakeApi({
    'GET /kvkk/requests': page([]),
    'GET /repairshop': page([SHOP]),
    'POST /kvkk/requests': { status: 201, data: created },
    'GET /kvkk/requests/9': { status: 200, data: created },
    'GET /kvkk/requests/9/matches': { status: 200, data: { ...MATCHES, requestId: 9 } },
  });
  renderApp('/admin/kvkk', api);
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: T.newRequest }));
  const dialog = await screen.findByRole('dialog', { name: T.registerTitle });
  expect(within(dialog).getByLabelText(new RegExp(T.receivedAt))).toHaveValue(istanbulToday());
  await userEvent.click(within(dialog).getByRole('button', { name: T.register }));
  expect(await within(dialog).findByText(MSG.kvkkApplicantRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(MSG.kvkkPersonRequired)).toBeInTheDocument();
  expect(within(dialog).getByText('T.C. kimlik numarası veya yabancılar için uyruk ve pasaport/kimlik numarası zorunludur')).toBeInTheDocument();
  expect(within(dialog).getByText('Tebligata esas adres zorunludur')).toBeInTheDocument();
  expect(within(dialog).getByText('Talep konusu zorunludur')).toBeInTheDocument();
  expect(writes(calls)).toEqual([]);

  await userEvent.type(within(dialog).getByLabelText(new RegExp(T.applicantName)), 'Ali Veli');
  await userEvent.type(within(dialog).getByLabelText(new RegExp(T.tckn)), '10000000146');
  await userEvent.type(within(dialog).getByLabelText(new RegExp(T.noticeAddress)), 'Kadıköy, İstanbul');
  await userEvent.type(within(dialog).getByLabelText(new RegExp(T.subject)), 'Verilerimin silinmesi');
  await userEvent.selectOptions(within(dialog).getByLabelText(T.channel), 'Başvuru Formu');
  await userEvent.selectOptions(within(dialog).getByLabelText(T.kind), 'Silme');
  await userEvent.type(within(dialog).getByLabelText(T.phone), '05321234567');
  // The controller applied to: the portal's unless a shop is chosen (the answer letter is in its name).
  const controller = within(dialog).getByLabelText(T.controllerTo);
  expect(controller).toHaveValue('');
  await within(controller).findByRole('option', { name: 'Tamirhane: Yıldız Oto' });
  await userEvent.selectOptions(controller, 'Tamirhane: Yıldız Oto');
  await userEvent.click(within(dialog).getByRole('button', { name: T.register }));
  await waitFor(() => expect(toastMessages('success')).toContain(T.registered));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    repairShopId: 5,
    applicantName: 'Ali Veli',
    tckn: '10000000146',
    noticeAddress: 'Kadıköy, İstanbul',
    subject: 'Verilerimin silinmesi',
    channel: 'Başvuru Formu',
    receivedAt: istanbulToday(),
    kind: 'Silme',
    phone: '0532 123 45 67',
  });
  const opened = await screen.findByRole('dialog', { name: T.requestTitle(9, 'Ali Veli') });
  expect(await within(opened).findByText('34ABC123 · Ayşe Yılmaz')).toBeInTheDocument();
  expect(within(opened).getByText('Tamirhane: Yıldız Oto')).toBeInTheDocument();
});

it('shows the matches by kind, downloads JSON and PDF, and erases after a confirmation that says what happens', async () => {
  signInAs('Admin');
  let erased = false;
  const { api, calls } = fakeApi({
    'GET /kvkk/requests': page([overdue, info]),
    'GET /kvkk/requests/7': () => ({
      status: 200,
      data: erased ? { ...overdue, erasedAt: '2026-11-28T00:00:00.000Z' } : overdue,
    }),
    'GET /kvkk/requests/7/matches': () => ({ status: 200, data: erased ? NONE : MATCHES }),
    'GET /kvkk/requests/7/export': (call) =>
      (call.params as { format: string }).format === 'pdf' ? file('kvkk-basvuru-7.pdf', 'application/pdf') : file('kvkk-basvuru-7.json', 'application/json'),
    'POST /kvkk/requests/7/erase': () => {
      erased = true;
      return { status: 200, data: { message: MSG.kvkkErased(4), request: overdue, counts: {} } };
    },
  });
  renderApp('/admin/kvkk', api);
  await userEvent.click(await screen.findByRole('button', { name: T.openLabel('#7 Ayşe Yılmaz') }));
  const dialog = await screen.findByRole('dialog', { name: T.requestTitle(7, 'Ayşe Yılmaz') });
  const found = await within(dialog).findByTestId('kvkk-matches');
  expect(within(found).getByRole('region', { name: T.categories.vehicles })).toHaveTextContent('Araçlar (1)34ABC123 · Ayşe Yılmaz (eşleşen: Sürücü telefonu)');
  expect(within(found).getByRole('region', { name: T.categories.notifications })).toHaveTextContent('SMS · 0532 *** ** 67');
  expect(within(found).queryByRole('region', { name: T.categories.photos })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: T.correct })).not.toBeInTheDocument();
  // The namesake's vehicle and the log row matching by name alone are apart, each with a checkbox; one is ticked.
  const apart = within(found).getByTestId('kvkk-name-only');
  expect(within(apart).getByRole('heading', { name: 'Yalnız ad eşleşmesi' })).toBeInTheDocument();
  expect(within(found).getByRole('region', { name: T.categories.vehicles })).not.toHaveTextContent('06XYZ99');
  const namesake = within(apart).getByRole('checkbox', { name: /06XYZ99 · Ayşe Yılmaz/ });
  const logRow = within(apart).getByRole('checkbox', { name: /Araç güncellendi: Ayşe Yılmaz/ });
  expect(namesake).not.toBeChecked();
  await userEvent.click(namesake);
  expect(namesake).toBeChecked();
  expect(logRow).not.toBeChecked();

  await userEvent.click(within(dialog).getByRole('button', { name: T.exportJson }));
  await waitFor(() => expect(clicked.map((a) => a.download)).toEqual(['kvkk-basvuru-7.json']));
  await userEvent.click(within(dialog).getByRole('button', { name: T.exportPdf }));
  await waitFor(() => expect(clicked.map((a) => a.download)).toEqual(['kvkk-basvuru-7.json', 'kvkk-basvuru-7.pdf']));
  expect(calls.filter((c) => c.url.endsWith('/export')).map((c) => c.params)).toEqual([{ format: 'json' }, { format: 'pdf' }]);

  await userEvent.click(within(dialog).getByRole('button', { name: T.erase }));
  const confirm = await screen.findByRole('dialog', { name: T.eraseTitle });
  for (const line of T.eraseSteps) expect(within(confirm).getByText(line)).toBeInTheDocument();
  expect(within(confirm).getByText('İşaretlenen yalnız ad eşleşmesi: 1 kayıt (bunlar da silinir).')).toBeInTheDocument();
  expect(calls.some((c) => c.url.endsWith('/erase'))).toBe(false);
  await userEvent.click(within(confirm).getByRole('button', { name: T.eraseConfirm }));
  await waitFor(() => expect(toastMessages('success')).toContain(MSG.kvkkErased(4)));
  expect(calls.find((c) => c.url.endsWith('/erase'))?.body).toEqual({ ticked: { vehicles: [4] } });
  expect(await within(dialog).findByText(T.noMatches)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: T.erase })).not.toBeInTheDocument();
});

it('corrects a Düzeltme request with the shared rules and says the server’s message', async () => {
  signInAs('Admin');
  const fix = { ...info, id: 10, kind: 'Düzeltme' as const };
  const { api, calls } = fakeApi({
    'GET /kvkk/requests': page([fix]),
    'GET /kvkk/requests/10': { status: 200, data: fix },
    'GET /kvkk/requests/10/matches': { status: 200, data: MATCHES },
    'POST /kvkk/requests/10/correct': { status: 200, data: { message: MSG.kvkkCorrected(3), request: fix, counts: {} } },
  });
  renderApp('/admin/kvkk', api);
  await userEvent.click(await screen.findByRole('button', { name: T.openLabel('#10 Mehmet Kaya') }));
  const dialog = await screen.findByRole('dialog', { name: T.requestTitle(10, 'Mehmet Kaya') });
  expect(within(dialog).queryByRole('button', { name: T.erase })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: T.correct }));
  const form = await screen.findByRole('dialog', { name: T.correctTitle });
  await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  expect(await within(form).findByText(MSG.kvkkCorrectionEmpty)).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText(T.newPhone), '05329876543');
  await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(toastMessages('success')).toContain(MSG.kvkkCorrected(3)));
  expect(calls.find((c) => c.url.endsWith('/correct'))?.body).toEqual({ phone: '0532 987 65 43' });
});

it('shows the destruction log read-only and downloads it and the data inventory as Excel', async () => {
  signInAs('Admin');
  const { api, calls } = fakeApi({
    'GET /kvkk/requests': page([info]),
    'GET /kvkk/destruction-log': page([entry]),
    'GET /kvkk/destruction-log/export': file('kvkk-imha-kayitlari.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    'GET /kvkk/inventory': file('kvkk-veri-envanteri.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  });
  renderApp('/admin/kvkk', api);
  await screen.findByText('Mehmet Kaya');
  await userEvent.click(screen.getByRole('button', { name: T.inventory }));
  await waitFor(() => expect(toastMessages('success')).toContain(T.inventoryDone));
  expect(clicked.map((a) => a.download)).toEqual(['kvkk-veri-envanteri.xlsx']);

  await userEvent.click(screen.getByRole('button', { name: T.destructionLog }));
  const dialog = await screen.findByRole('dialog', { name: T.logTitle });
  const row = (await within(dialog).findByText('Formlar (müşteri/sürücü)')).closest('tr')!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(1),
  ).toEqual([
    'Formlar (müşteri/sürücü)',
    'Maskeleme',
    'Formdaki ad "Anonim" yapıldı, telefon silindi; form, plakası ve firmasıyla ticari kayıt olarak duruyor.',
    '4',
    'Başvuru',
    '#7',
    'admin',
  ]);
  expect(within(dialog).queryByRole('button', { name: /Sil|Düzenle/ })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: T.logExport }));
  await waitFor(() => expect(clicked.map((a) => a.download)).toEqual(['kvkk-veri-envanteri.xlsx', 'kvkk-imha-kayitlari.xlsx']));
  expect(calls.find((c) => c.url === '/kvkk/destruction-log/export')?.params).toEqual({ format: 'xlsx' });
});

it('has no axe violations on the list, the request dialog and the erase confirmation', async () => {
  signInAs('Admin');
  const { api } = fakeApi({
    'GET /kvkk/requests': page([overdue, info]),
    'GET /kvkk/requests/7': { status: 200, data: overdue },
    'GET /kvkk/requests/7/matches': { status: 200, data: MATCHES },
  });
  renderApp('/admin/kvkk', api);
  await screen.findByText('Mehmet Kaya');
  // The shell gives the landmarks (checked in the browser journey); colours need a real layout.
  const rules = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
  expect((await axe.run(document.body, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: T.openLabel('#7 Ayşe Yılmaz') }));
  const dialog = await screen.findByRole('dialog', { name: T.requestTitle(7, 'Ayşe Yılmaz') });
  await within(dialog).findByTestId('kvkk-matches');
  expect((await axe.run(document.body, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: T.erase }));
  await screen.findByRole('dialog', { name: T.eraseTitle });
  expect((await axe.run(document.body, rules)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

// Issue 41 §2 and issue 40 item 12: verification before disclosure, the answer and its letter, the screens' faults.
const unverified: KvkkRequest = { ...overdue, verifiedAt: null, verifiedBy: null, verificationMethod: null };

it('waits for the identity check: no export or erase until it is recorded, with who and how', async () => {
  signInAs('Admin');
  let verified = false;
  const { api, calls } = fakeApi({
    'GET /kvkk/requests': page([unverified]),
    'GET /kvkk/requests/7': () => ({ status: 200, data: verified ? overdue : unverified }),
    'GET /kvkk/requests/7/matches': { status: 200, data: MATCHES },
    'POST /kvkk/requests/7/verify': () => {
      verified = true;
      return { status: 200, data: overdue };
    },
  });
  renderApp('/admin/kvkk', api);
  await userEvent.click(await screen.findByRole('button', { name: T.openLabel('#7 Ayşe Yılmaz') }));
  const dialog = await screen.findByRole('dialog', { name: T.requestTitle(7, 'Ayşe Yılmaz') });
  await within(dialog).findByTestId('kvkk-matches');
  expect(within(dialog).getByText('Veri dökümü, düzeltme ve silme için önce başvuranın kimliğini doğrulayın.')).toBeInTheDocument();
  for (const name of [T.exportJson, T.exportPdf, T.erase]) expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kimliği Doğrula' }));
  const form = await screen.findByRole('dialog', { name: 'Başvuru #7: Kimlik Doğrulama' });
  await userEvent.click(within(form).getByRole('button', { name: 'Doğrulamayı Kaydet' }));
  expect(await within(form).findByText('Kimlik doğrulama yöntemini seçiniz')).toBeInTheDocument();
  expect(calls.some((c) => c.url.endsWith('/verify'))).toBe(false);
  await userEvent.selectOptions(within(form).getByLabelText('Doğrulama Yöntemi'), 'Noter onaylı başvuru');
  await userEvent.click(within(form).getByRole('button', { name: 'Doğrulamayı Kaydet' }));
  await waitFor(() => expect(toastMessages('success')).toContain('Başvuranın kimlik doğrulaması kaydedildi'));
  expect(calls.find((c) => c.url.endsWith('/verify'))?.body).toEqual({ method: 'Noter onaylı başvuru' });
  expect(await within(dialog).findByRole('button', { name: T.exportJson })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: T.erase })).toBeInTheDocument();
});

it('answers: Red asks for its reason before anything is sent; once answered the letter downloads', async () => {
  signInAs('Admin');
  let answered = false;
  const done = {
    ...info,
    state: 'Reddedildi' as const,
    answerDecision: 'Red' as const,
    answerReason: 'Kimlik doğrulanamadı',
    answerChannel: 'Yazılı' as const,
    answeredAt: '2026-11-25T09:00:00.000Z',
    answeredBy: 'admin',
  };
  const { api, calls } = fakeApi({
    'GET /kvkk/requests': page([info]),
    'GET /kvkk/requests/8': () => ({ status: 200, data: answered ? done : info }),
    'GET /kvkk/requests/8/matches': { status: 200, data: MATCHES },
    'POST /kvkk/requests/8/answer': () => {
      answered = true;
      return { status: 200, data: done };
    },
    'GET /kvkk/requests/8/answer.pdf': file('kvkk-basvuru-8-yanit.pdf', 'application/pdf'),
  });
  renderApp('/admin/kvkk', api);
  await userEvent.click(await screen.findByRole('button', { name: T.openLabel('#8 Mehmet Kaya') }));
  const dialog = await screen.findByRole('dialog', { name: T.requestTitle(8, 'Mehmet Kaya') });
  expect(within(dialog).queryByRole('button', { name: 'Yanıt Yazısı (PDF)' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yanıtla' }));
  const form = await screen.findByRole('dialog', { name: 'Başvuru #8: Yanıt' });
  await userEvent.selectOptions(within(form).getByLabelText('Karar'), 'Red');
  await userEvent.click(within(form).getByRole('button', { name: 'Yanıtı Kaydet' }));
  expect(await within(form).findByText('Ret gerekçesi zorunludur')).toBeInTheDocument();
  expect(calls.some((c) => c.url.endsWith('/answer'))).toBe(false);
  await userEvent.type(within(form).getByLabelText(/Ret Gerekçesi/), 'Kimlik doğrulanamadı');
  await userEvent.click(within(form).getByRole('button', { name: 'Yanıtı Kaydet' }));
  await waitFor(() => expect(toastMessages('success')).toContain('Başvuru yanıtlandı'));
  expect(calls.find((c) => c.url.endsWith('/answer'))?.body).toEqual({ decision: 'Red', channel: 'Yazılı', reason: 'Kimlik doğrulanamadı' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Yanıt Yazısı (PDF)' }));
  await waitFor(() => expect(clicked.map((a) => a.download)).toEqual(['kvkk-basvuru-8-yanit.pdf']));
  expect(within(dialog).queryByRole('button', { name: 'Yanıtla' })).not.toBeInTheDocument();
});

it('offers no erase when nothing was found, and filters the list by state on the server', async () => {
  signInAs('Admin');
  const { api, calls } = fakeApi({
    'GET /kvkk/requests': page([overdue]),
    'GET /kvkk/requests/7': { status: 200, data: overdue },
    'GET /kvkk/requests/7/matches': { status: 200, data: { ...NONE, counts: { vehicles: 0, forms: 0 } } },
  });
  renderApp('/admin/kvkk', api);
  await screen.findByText('Ayşe Yılmaz');
  await userEvent.selectOptions(screen.getByLabelText('Durum'), 'Reddedildi');
  await waitFor(() => expect(calls.at(-1)).toMatchObject({ url: '/kvkk/requests', params: { page: 1, state: 'Reddedildi' } }));
  await userEvent.click(await screen.findByRole('button', { name: T.openLabel('#7 Ayşe Yılmaz') }));
  const dialog = await screen.findByRole('dialog', { name: T.requestTitle(7, 'Ayşe Yılmaz') });
  expect(await within(dialog).findByText(T.noMatches)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Sil / Anonimleştir' })).not.toBeInTheDocument();
  expect(within(dialog).getByText('#7')).toBeInTheDocument();
});

it('lists the invoices found by the T.C. kimlik no apart, as kept by law with the reason, with no checkbox', async () => {
  signInAs('Admin');
  const reason =
    'Faturalar vergi ve ticaret mevzuatı gereği düzenlendikleri yılın sonundan başlayarak 10 yıl saklanmak zorundadır (VUK m. 253, TTK m. 82); bu süre dolmadan başvuru üzerine silinmez (KVKK m. 5/2-ç, m. 7)';
  const invoice = { ...empty, id: 51, label: 'KVK2026000000001 · Ayşe Yılmaz', matched: ['T.C. kimlik no'], at: '2026-11-02T09:00:00.000Z' };
  const onlyInvoices: KvkkMatches = { ...NONE, retained: [{ kind: 'invoices', title: 'Faturalar', reason, count: 1, rows: [invoice] }] };
  const { api } = fakeApi({
    'GET /kvkk/requests': page([overdue]),
    'GET /kvkk/requests/7': { status: 200, data: overdue },
    'GET /kvkk/requests/7/matches': { status: 200, data: onlyInvoices },
  });
  renderApp('/admin/kvkk', api);
  await userEvent.click(await screen.findByRole('button', { name: T.openLabel('#7 Ayşe Yılmaz') }));
  const dialog = await screen.findByRole('dialog', { name: T.requestTitle(7, 'Ayşe Yılmaz') });
  const kept = await within(dialog).findByTestId('kvkk-retained');
  expect(within(dialog).queryByText('Bu kişiye ait kayıt bulunamadı.')).not.toBeInTheDocument();
  expect(within(kept).getByRole('heading', { name: 'Yasal saklama süresi dolmamış kayıtlar' })).toBeInTheDocument();
  const group = within(kept).getByRole('region', { name: 'Yasal saklama süresi dolmamış kayıtlar: Faturalar' });
  expect(within(group).getByRole('heading', { name: 'Faturalar (1)' })).toBeInTheDocument();
  expect(group).toHaveTextContent(`Saklama gerekçesi: ${reason}`);
  expect(group).toHaveTextContent(/KVK2026000000001 · Ayşe Yılmaz · 02\.11\.2026 \d\d:\d\d \(eşleşen: T\.C\. kimlik no\)/);
  expect(within(kept).queryByRole('checkbox')).not.toBeInTheDocument();
  const result = await axe.run(dialog);
  expect(result.violations.map((v) => v.id)).toEqual([]);
});

it('asks for the name as recorded when a Düzeltme request was registered without one', async () => {
  signInAs('Admin');
  const fix = { ...info, id: 11, kind: 'Düzeltme' as const, name: null };
  const { api, calls } = fakeApi({
    'GET /kvkk/requests': page([fix]),
    'GET /kvkk/requests/11': { status: 200, data: fix },
    'GET /kvkk/requests/11/matches': { status: 200, data: MATCHES },
    'POST /kvkk/requests/11/correct': { status: 200, data: { message: MSG.kvkkCorrected(2), request: fix, counts: {} } },
  });
  renderApp('/admin/kvkk', api);
  await userEvent.click(await screen.findByRole('button', { name: T.openLabel('#11 Mehmet Kaya') }));
  const dialog = await screen.findByRole('dialog', { name: T.requestTitle(11, 'Mehmet Kaya') });
  await userEvent.click(within(dialog).getByRole('button', { name: T.correct }));
  const form = await screen.findByRole('dialog', { name: T.correctTitle });
  await userEvent.type(within(form).getByLabelText(/Kayıttaki \(Yanlış\) Ad Soyad/), 'Mehmet Kay');
  await userEvent.type(within(form).getByLabelText(T.newName), 'Mehmet Kaya');
  await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(toastMessages('success')).toContain(MSG.kvkkCorrected(2)));
  expect(calls.find((c) => c.url.endsWith('/correct'))?.body).toEqual({ name: 'Mehmet Kaya', currentName: 'Mehmet Kay' });
});
