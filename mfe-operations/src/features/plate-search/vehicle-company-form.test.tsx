import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { NO_EMAIL_PLACEHOLDER, NO_PHONE_PLACEHOLDER } from '@tamir/shared-api';
import { fakeApi, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { aCompany, aVehicle } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';

beforeEach(() => toast.clear());

const company = aCompany({ address: 'Ataşehir, İstanbul' });

/** Searches a plate that is not registered, which opens the empty 'Yeni Araç Kaydı' form. */
async function openNewVehicleForm(routes: Record<string, FakeReply | FakeRoute> = {}) {
  const fake = fakeApi({ 'GET /vehicles/search/34ABC123': { status: 404, data: { message: 'Araç bulunamadı' } }, ...routes });
  const view = renderApp('/plate-search', fake.api);
  await userEvent.type(screen.getByLabelText('Plaka Numarası'), '34ABC123{Enter}');
  await screen.findByRole('heading', { name: 'Yeni Araç Kaydı' });
  return { ...fake, ...view };
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sonraki Adım' }));

/** Types a valid new vehicle (driver Ali Veli, 0532 123 45 67) and a new company with kaya@example.com. */
async function fillNewVehicle({ brandModel = 'Fiat Doblo', kilometer = '5', company = 'Kaya' } = {}) {
  await userEvent.type(field(/Marka - Model/), brandModel);
  await userEvent.type(field(/Kilometre/), kilometer);
  await userEvent.type(field(/Şoför Adı Soyadı/), 'Ali Veli');
  await userEvent.type(field(/Şoför Telefonu/), '5321234567');
  await userEvent.type(field(/Firma Adı/), company);
  await userEvent.type(field(/Firma E-posta/), 'kaya@example.com');
}

async function expectError(message: string) {
  await waitFor(() => expect(toastMessages('error')).toContain(message));
  expect(screen.getByText(message)).toBeInTheDocument();
  toast.clear();
}

describe('vehicle/company form on /plate-search', () => {
  it('runs the seven checks in order and shows the first failure inline and as a toast', async () => {
    const { calls } = await openNewVehicleForm();
    const before = calls.length;

    await submit();
    await expectError('Marka - Model bilgisi zorunludur');
    expect(field(/Marka - Model/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field(/Marka - Model/), 'Ford Transit');
    await userEvent.type(field(/Kilometre/), '0');
    await submit();
    await expectError('Geçerli bir kilometre değeri giriniz');

    await userEvent.clear(field(/Kilometre/));
    await userEvent.type(field(/Kilometre/), '120000');
    await submit();
    await expectError('Şoför adı soyadı zorunludur');

    await userEvent.type(field(/Şoför Adı Soyadı/), 'Ali Veli');
    await submit();
    await expectError('Şoför telefonu zorunludur');

    await userEvent.type(field(/Şoför Telefonu/), '5321234567');
    await submit();
    await expectError('Firma bilgisi zorunludur');

    await userEvent.type(field(/Firma Adı/), 'A');
    await submit();
    await expectError('En az bir iletişim bilgisi (e-posta veya telefon) zorunludur');

    await userEvent.type(field(/Firma E-posta/), 'yanlis-adres');
    await submit();
    await expectError('Geçerli bir e-posta adresi giriniz');

    expect(calls.length).toBe(before);
  });

  it('shows kilometres with dot separators and masks the phones', async () => {
    await openNewVehicleForm();
    await userEvent.type(field(/Kilometre/), '12a3456');
    expect(field(/Kilometre/)).toHaveValue('123.456');
    await userEvent.type(field(/Şoför Telefonu/), '5321234567999');
    expect(field(/Şoför Telefonu/)).toHaveValue('0532 123 45 67');
    expect(field(/Şoför Telefonu/)).toHaveAttribute('maxLength', '14');
  });

  it('E-posta yok / Telefon yok fill and disable the fields but do not count as contact', async () => {
    await openNewVehicleForm();
    await userEvent.type(field(/Marka - Model/), 'Ford Transit');
    await userEvent.type(field(/Kilometre/), '1000');
    await userEvent.type(field(/Şoför Adı Soyadı/), 'Ali Veli');
    await userEvent.type(field(/Şoför Telefonu/), '05321234567');
    await userEvent.type(field(/Firma Adı/), 'A');

    await userEvent.click(screen.getByRole('checkbox', { name: 'E-posta yok' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Telefon yok' }));
    expect(field(/Firma E-posta/)).toHaveValue(NO_EMAIL_PLACEHOLDER);
    expect(field(/Firma E-posta/)).toBeDisabled();
    expect(field(/Firma Telefonu/)).toHaveValue(NO_PHONE_PLACEHOLDER);
    expect(field(/Firma Telefonu/)).toBeDisabled();

    await submit();
    await expectError('En az bir iletişim bilgisi (e-posta veya telefon) zorunludur');

    await userEvent.click(screen.getByRole('checkbox', { name: 'E-posta yok' }));
    expect(field(/Firma E-posta/)).toHaveValue('');
    expect(field(/Firma E-posta/)).toBeEnabled();
  });

  it('searches companies from 2 characters and says when none is found', async () => {
    const { calls } = await openNewVehicleForm({ 'GET /company': { status: 200, data: [] } });
    await userEvent.type(field(/Firma Adı/), 'Y');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(calls.filter((c) => c.url === '/company')).toHaveLength(0);

    await userEvent.type(field(/Firma Adı/), 'ı');
    expect(await screen.findByText('Firma bulunamadı. Yeni firma olarak kaydedilecek.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/company').map((c) => c.params)).toEqual([{ name: 'Yı' }]);
  });

  it('shows Aranıyor... and results with name, address and e-mail; choosing one locks its contact fields', async () => {
    let answer: ((reply: FakeReply) => void) | null = null;
    await openNewVehicleForm({ 'GET /company': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    await userEvent.type(field(/Firma Adı/), 'Yıl');
    expect(await screen.findByText('Aranıyor...')).toBeInTheDocument();
    await waitFor(() => expect(answer).not.toBeNull());
    answer!({ status: 200, data: [company] });

    const option = await screen.findByRole('option', { name: /Yılmaz Lojistik/ });
    expect(within(option).getByText('Ataşehir, İstanbul')).toBeInTheDocument();
    expect(within(option).getByText('info@yilmaz.com.tr')).toBeInTheDocument();

    await userEvent.click(option);
    expect(field(/Firma Adı/)).toHaveValue('Yılmaz Lojistik');
    expect(field(/Firma E-posta/)).toHaveValue('info@yilmaz.com.tr');
    expect(field(/Firma E-posta/)).toHaveAttribute('readonly');
    expect(field(/Firma Telefonu/)).toHaveValue('0212 123 45 67');
    expect(field(/Firma Telefonu/)).toHaveAttribute('readonly');
    expect(field(/Firma Adresi/)).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'E-posta yok' })).toBeDisabled();
  });

  it('creates the company, then the vehicle, and moves on to form creation', async () => {
    const created = aVehicle({
      id: 55,
      companyId: 90,
      companyName: 'Kaya Nakliyat',
      companyEmail: 'kaya@example.com',
      companyPhone: null,
      companyAddress: null,
    });
    const { calls, location } = await openNewVehicleForm({
      'GET /company': { status: 200, data: [] },
      'POST /company': { status: 201, data: { id: 90 } },
      'POST /vehicles': { status: 201, data: created },
    });
    await fillNewVehicle({ brandModel: 'Ford Transit Custom', kilometer: '120000', company: 'Kaya Nakliyat' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Telefon yok' }));
    await submit();

    await waitFor(() => expect(location().pathname).toBe('/plate-search/create-form'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/company', '/vehicles']);
    expect(posts[0].body).toEqual({ name: 'Kaya Nakliyat', contactEmail: 'kaya@example.com', contactPhone: NO_PHONE_PLACEHOLDER, address: '' });
    expect(posts[1].body).toEqual({
      plateNumber: '34ABC123',
      brand: 'Ford',
      model: 'Transit Custom',
      vehicleType: null,
      kilometer: 120000,
      ownerName: 'Ali Veli',
      driverPhone: '05321234567',
      companyId: 90,
    });
    expect(toastMessages('success')).toContain('Araç bilgileri kaydedildi');
    expect(location().state).toMatchObject({ vehicleId: 55, vehicle: { id: 55, ownerName: 'Ali Veli', driverPhone: '05321234567' } });
    expect(await screen.findByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeInTheDocument();
  });

  it('gives a new company its tax number, tax office and e-Fatura mark, checked like the Admin form', async () => {
    const { calls } = await openNewVehicleForm({
      'GET /company': { status: 200, data: [] },
      'POST /company': { status: 201, data: { id: 90 } },
      'POST /vehicles': { status: 201, data: aVehicle({ id: 55, companyId: 90 }) },
    });
    await fillNewVehicle({ company: 'Kaya Nakliyat' });
    await userEvent.type(field(/Vergi Numarası/), '123');
    await userEvent.type(field(/Vergi dairesi/), 'Kadıköy');
    await userEvent.click(screen.getByRole('checkbox', { name: 'e-Fatura mükellefi' }));
    await submit();
    await expectError('Geçerli bir vergi numarası giriniz');
    expect(field(/Vergi Numarası/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(field(/Vergi Numarası/));
    await userEvent.type(field(/Vergi Numarası/), '1234567890');
    await submit();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.find((c) => c.url === '/company' && c.method === 'POST')?.body).toEqual({
      name: 'Kaya Nakliyat',
      contactEmail: 'kaya@example.com',
      contactPhone: '',
      address: '',
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      eInvoiceUser: true,
    });
  });

  it('refuses a tax office over 100 characters before sending anything', async () => {
    const { calls } = await openNewVehicleForm({ 'GET /company': { status: 200, data: [] } });
    await fillNewVehicle({ company: 'Kaya Nakliyat' });
    const office = field(/Vergi dairesi/);
    office.removeAttribute('maxlength');
    await userEvent.click(office);
    await userEvent.paste('K'.repeat(101));
    await submit();
    await expectError('Vergi dairesi en fazla 100 karakter olabilir');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a chosen company’s tax details read-only, and none on an existing vehicle', async () => {
    const chosen = aCompany({ taxNumber: '9876543210', taxOffice: 'Maltepe', eInvoiceUser: true });
    await openNewVehicleForm({ 'GET /company': { status: 200, data: [chosen] } });
    await userEvent.type(field(/Firma Adı/), 'Yıl');
    await userEvent.click(await screen.findByRole('option', { name: /Yılmaz Lojistik/ }));
    expect(field(/Vergi Numarası/)).toHaveValue('9876543210');
    expect(field(/Vergi Numarası/)).toHaveAttribute('readonly');
    expect(field(/Vergi dairesi/)).toHaveValue('Maltepe');
    expect(field(/Vergi dairesi/)).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'e-Fatura mükellefi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'e-Fatura mükellefi' })).toBeDisabled();
    // Another name is a new company again: its details are empty and editable.
    await userEvent.type(field(/Firma Adı/), 'x');
    expect(field(/Vergi dairesi/)).toHaveValue('');
    expect(field(/Vergi dairesi/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'e-Fatura mükellefi' })).not.toBeChecked();
  });

  it('stops when the company cannot be created, with the server message', async () => {
    const { calls } = await openNewVehicleForm({
      'GET /company': { status: 200, data: [] },
      'POST /company': { status: 409, data: { message: 'Bu isimde bir firma zaten var' } },
    });
    await fillNewVehicle({ brandModel: 'Fiat' });
    await submit();

    await waitFor(() => expect(toastMessages('error')).toContain('Bu isimde bir firma zaten var'));
    expect(calls.some((c) => c.url === '/vehicles')).toBe(false);
    expect(screen.getByRole('button', { name: 'Sonraki Adım' })).toBeEnabled();
  });

  it('falls back to the spec texts when the server sends no message', async () => {
    await openNewVehicleForm({
      'GET /company': { status: 200, data: [] },
      'POST /company': { status: 201, data: { id: 3 } },
      'POST /vehicles': { status: 400, data: {} },
    });
    await fillNewVehicle();
    await submit();
    await waitFor(() => expect(toastMessages('error')).toContain('Kayıt sırasında hata oluştu'));
  });
  it('keeps a company created before a failed vehicle save, so a retry does not create it again', async () => {
    let vehicleAttempts = 0;
    const { calls, location } = await openNewVehicleForm({
      'GET /company': { status: 200, data: [] },
      'POST /company': { status: 201, data: { id: 90 } },
      'POST /vehicles': () =>
        ++vehicleAttempts === 1
          ? { status: 409, data: { message: 'Bu plaka ile kayıtlı bir araç zaten var' } }
          : { status: 201, data: aVehicle({ id: 56, companyId: 90 }) },
    });
    await fillNewVehicle();
    await submit();
    expect(await screen.findByText('Bu plaka ile kayıtlı bir araç zaten var')).toBeInTheDocument();
    expect(field(/Firma E-posta/)).toHaveAttribute('readonly');

    await submit();
    await waitFor(() => expect(location().pathname).toBe('/plate-search/create-form'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/company', '/vehicles', '/vehicles']);
    expect(calls.filter((c) => c.url === '/vehicles').map((c) => (c.body as { companyId: number }).companyId)).toEqual([90, 90]);
  });
});

describe('existing vehicle', () => {
  it('locks the company and notes hidden contact details', async () => {
    const hidden = aVehicle({ contactHidden: true, driverPhone: null, companyEmail: null, companyPhone: null, companyAddress: null });
    const { api, calls } = fakeApi({
      'GET /vehicles/search/34ABC123': { status: 200, data: hidden },
    });
    const { location } = renderApp('/plate-search', api);
    await userEvent.type(screen.getByLabelText('Plaka Numarası'), '34ABC123{Enter}');
    await screen.findByRole('heading', { name: 'Araç Bilgileri' });

    expect(screen.getByText(/iletişim bilgileri, araç için form oluşturulana kadar gizlidir/)).toBeInTheDocument();
    expect(field(/Firma Adı/)).toHaveAttribute('readonly');
    expect(field(/Firma E-posta/)).toHaveAttribute('readonly');
    expect(field(/Firma Adresi/)).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Telefon yok' })).toBeDisabled();
    // The company is not made here: its tax details belong to the company screens and the invoice dialog.
    expect(screen.queryByLabelText(/Vergi dairesi/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'e-Fatura mükellefi' })).not.toBeInTheDocument();

    await submit();
    await expectError('Şoför telefonu zorunludur');

    await userEvent.type(field(/Şoför Telefonu/), '05329998877');
    await submit();
    await waitFor(() => expect(location().pathname).toBe('/plate-search/create-form'));
    // Another shop's vehicle is not updated (the server would refuse); the driver entered
    // travels to the form, whose creation links the company to this shop.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(calls.some((c) => c.url === '/company' && c.method === 'POST')).toBe(false);
    expect((location().state as { vehicle: { driverPhone: string; ownerName: string } }).vehicle).toMatchObject({ driverPhone: '05329998877' });
  });

  it('does not update a vehicle whose details did not change', async () => {
    const { api, calls } = fakeApi({ 'GET /vehicles/search/34ABC123': { status: 200, data: aVehicle() } });
    const { location } = renderApp('/plate-search', api);
    await userEvent.type(screen.getByLabelText('Plaka Numarası'), '34ABC123{Enter}');
    await screen.findByRole('heading', { name: 'Araç Bilgileri' });
    await submit();
    await waitFor(() => expect(location().pathname).toBe('/plate-search/create-form'));
    // only reads (the search, the vehicle's reminders): nothing saved
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(toastMessages('success')).not.toContain('Araç bilgileri kaydedildi');
  });
});
