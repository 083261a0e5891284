import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { fakeApi, type FakeReply } from '@tamir/shared-api/testing';
import { aCompany, aVehicle, aVehicleInput } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';
import { signInAs } from '@tamir/shared-api/testing';

const companyNamed = (id: number, name: string) => aCompany({ id, name, contactEmail: null, contactPhone: null, address: null });

const companies = [
  companyNamed(7, 'Yılmaz Lojistik'),
  companyNamed(8, 'Deniz Nakliyat'),
  ...['Anadolu Kargo', 'Anadolu Turizm', 'Anadolu Gıda', 'Anadolu Tekstil', 'Anadolu İnşaat', 'Anadolu Enerji', 'Anadolu Tarım'].map((name, i) =>
    companyNamed(20 + i, name),
  ),
];

function formApi(routes: Record<string, FakeReply> = {}) {
  return fakeApi({ 'GET /company': { status: 200, data: companies }, ...routes });
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const customer = () => screen.getByRole('combobox', { name: /Müşteri/ });

async function fillValid() {
  await userEvent.type(field(/^Plaka/), '34 abc-123');
  await userEvent.type(field(/Marka ve Model/), 'Ford Transit Custom');
  await userEvent.type(field(/Kilometre/), '123456');
  await userEvent.type(field(/Araç Sahibi Adı/), 'Ali Veli');
  await userEvent.type(field(/Telefon Numarası/), '5321234567');
  await userEvent.type(customer(), 'yılm');
  await userEvent.click(await screen.findByRole('option', { name: /Yılmaz Lojistik/ }));
}

beforeEach(() => {
  toast.clear();
  signInAs('Tamirci');
});

describe('adding a vehicle', () => {
  it('shows every rule of §5 under its field, in the order of the form, and saves nothing', async () => {
    const { api, calls } = formApi();
    renderApp('/admin/vehicles/new', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Kaydet' }));
    const messages = (await screen.findAllByRole('alert')).map((node) => node.textContent);
    expect(messages).toEqual([
      'Plaka numarası gereklidir',
      'Marka ve Model gereklidir',
      'Kilometre 0 veya daha büyük olmalıdır',
      'Araç sahibi adı gereklidir',
      'Telefon numarası gereklidir',
      'Müşteri seçimi gereklidir',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('rejects a malformed plate and a short phone with their texts', async () => {
    renderApp('/admin/vehicles/new', formApi().api);
    await userEvent.type(await screen.findByLabelText(/^Plaka/), '34ABCD12');
    await userEvent.type(field(/Telefon Numarası/), '532123');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Geçerli bir plaka numarası girin (Örn: 34ABC123)')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir telefon numarası girin')).toBeInTheDocument();
  });

  it('upper-cases the plate, drops special characters and keeps 10; shows kilometres with dots; masks the phone with a leading 0', async () => {
    renderApp('/admin/vehicles/new', formApi().api);
    const plate = await screen.findByLabelText(/^Plaka/);
    await userEvent.type(plate, '34 abc-123');
    expect(plate).toHaveValue('34ABC123');
    expect(plate).toHaveAttribute('maxlength', '10');
    await userEvent.clear(plate);
    await userEvent.type(plate, '34abc1234567');
    expect(plate).toHaveValue('34ABC12345');

    await userEvent.type(field(/Kilometre/), '12a3456');
    expect(field(/Kilometre/)).toHaveValue('123.456');

    const phone = field(/Telefon Numarası/);
    expect(phone).toHaveAttribute('maxlength', '14');
    await userEvent.type(phone, '532 123 45 67 89');
    expect(phone).toHaveValue('0532 123 45 67');
  });

  it('prefills the plate passed in navigation state', async () => {
    renderApp({ pathname: '/admin/vehicles/new', state: { plateNumber: '06A1234' } }, formApi().api);
    expect(await screen.findByLabelText(/^Plaka/)).toHaveValue('06A1234');
  });

  it('prefills the customer the vehicle list was showing', async () => {
    renderApp({ pathname: '/admin/vehicles/new', state: { companyId: 8 } }, formApi().api);
    await screen.findByLabelText(/^Plaka/);
    expect(customer()).toHaveValue('Deniz Nakliyat');
  });

  it('creates the vehicle with brand and model split at the first space, then returns to the list', async () => {
    const { api, calls } = formApi({ 'POST /vehicles': { status: 201, data: aVehicle({ id: 90, companyId: 7 }) } });
    const { location } = renderApp('/admin/vehicles/new', api);
    await screen.findByLabelText(/^Plaka/);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/vehicles'));
    expect(location().search).toBe('?companyId=7');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(aVehicleInput());
    expect(toastMessages('success')).toContain('Araç başarıyla eklendi');
  });

  it('shows the server message and its per-field errors when saving fails', async () => {
    const { api } = formApi({
      'POST /vehicles': {
        status: 409,
        data: { message: 'Bu plaka ile kayıtlı bir araç zaten var', errors: { plateNumber: ['Bu plaka zaten kayıtlı'], brand: ['Marka çok uzun'] } },
      },
    });
    const { location } = renderApp('/admin/vehicles/new', api);
    await screen.findByLabelText(/^Plaka/);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu plaka zaten kayıtlı')).toBeInTheDocument();
    expect(screen.getByText('Marka çok uzun')).toBeInTheDocument();
    expect(screen.getAllByText('Bu plaka ile kayıtlı bir araç zaten var').length).toBeGreaterThan(0);
    expect(toastMessages('error')).toContain('Bu plaka ile kayıtlı bir araç zaten var');
    expect(location().pathname).toBe('/admin/vehicles/new');
  });

  it('says İşlem sırasında bir hata oluştu when the server gives no message', async () => {
    const { api } = formApi({ 'POST /vehicles': { status: 500 } });
    renderApp('/admin/vehicles/new', api);
    await screen.findByLabelText(/^Plaka/);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İşlem sırasında bir hata oluştu')).toBeInTheDocument();
  });

  it('goes back to the list on cancel', async () => {
    const { location } = renderApp('/admin/vehicles/new', formApi().api);
    await userEvent.click(await screen.findByRole('button', { name: 'İptal' }));
    expect(location().pathname).toBe('/admin/vehicles');
  });

  it('reports a failed company list', async () => {
    renderApp('/admin/vehicles/new', fakeApi({ 'GET /company': { status: 500 } }).api);
    expect(await screen.findByText('Firma listesi yüklenirken hata oluştu')).toBeInTheDocument();
    expect(toastMessages('error')).toContain('Firma listesi yüklenirken hata oluştu');
  });
});

describe('customer select', () => {
  it('asks for 3 characters before it lists anything', async () => {
    renderApp('/admin/vehicles/new', formApi().api);
    await screen.findByLabelText(/^Plaka/);
    await userEvent.type(customer(), 'yı');
    expect(screen.getByRole('status')).toHaveTextContent('En az 3 karakter yazın');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.type(customer(), 'l');
    expect(await screen.findByRole('option', { name: /Yılmaz Lojistik/ })).toBeInTheDocument();
    expect(screen.queryByText('En az 3 karakter yazın')).not.toBeInTheDocument();
  });

  it('shows at most 5 rows', async () => {
    renderApp('/admin/vehicles/new', formApi().api);
    await screen.findByLabelText(/^Plaka/);
    await userEvent.type(customer(), 'anadolu');
    expect(await screen.findAllByRole('option')).toHaveLength(5);
  });

  it('says Aradığınız müşteri bulunamadı when nothing matches', async () => {
    renderApp('/admin/vehicles/new', formApi().api);
    await screen.findByLabelText(/^Plaka/);
    await userEvent.type(customer(), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Aradığınız müşteri bulunamadı');
  });

  it('forgets the chosen customer once the text is changed', async () => {
    renderApp('/admin/vehicles/new', formApi().api);
    await screen.findByLabelText(/^Plaka/);
    await userEvent.type(customer(), 'deniz');
    await userEvent.click(await screen.findByRole('option', { name: /Deniz Nakliyat/ }));
    expect(customer()).toHaveValue('Deniz Nakliyat');
    await userEvent.type(customer(), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Müşteri seçimi gereklidir')).toBeInTheDocument();
  });
});

describe('editing a vehicle', () => {
  it('shows a non-admin the customer read-only with the admin-rights hint, and loads no company list', async () => {
    const { api, calls } = formApi({ 'GET /vehicles/12': { status: 200, data: aVehicle() } });
    renderApp('/admin/vehicles/edit/12', api);
    const company = await screen.findByLabelText('Müşteri');
    expect(company).toHaveValue('Yılmaz Lojistik');
    expect(company).toHaveAttribute('readonly');
    expect(screen.getByText('Müşteri değişikliği için yönetici yetkisi gereklidir.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/company')).toBe(false);
  });

  it('fills the form from the vehicle and saves it with PUT', async () => {
    const { api, calls } = formApi({
      'GET /vehicles/12': { status: 200, data: aVehicle({ vehicleType: 'Kamyonet' }) },
      'PUT /vehicles/12': { status: 200, data: aVehicle() },
    });
    const { location } = renderApp('/admin/vehicles/edit/12', api);
    expect(await screen.findByLabelText(/^Plaka/)).toHaveValue('34ABC123');
    expect(field(/Marka ve Model/)).toHaveValue('Ford Transit Custom');
    expect(field(/Kilometre/)).toHaveValue('123.456');
    expect(field(/Telefon Numarası/)).toHaveValue('0532 123 45 67');
    await userEvent.clear(field(/Kilometre/));
    await userEvent.type(field(/Kilometre/), '130000');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(location().search).toBe('?companyId=7'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ kilometer: 130000, companyId: 7, vehicleType: 'Kamyonet' });
    expect(toastMessages('success')).toContain('Araç başarıyla güncellendi');
  });

  it('lets an admin move the vehicle to another customer', async () => {
    signInAs('Admin');
    const { api, calls } = formApi({
      'GET /vehicles/12': { status: 200, data: aVehicle() },
      'PUT /vehicles/12': { status: 200, data: aVehicle({ companyId: 8 }) },
    });
    renderApp('/admin/vehicles/edit/12', api);
    await screen.findByLabelText(/^Plaka/);
    expect(customer()).toHaveValue('Yılmaz Lojistik');
    await userEvent.clear(customer());
    await userEvent.type(customer(), 'deniz');
    await userEvent.click(await screen.findByRole('option', { name: /Deniz Nakliyat/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ companyId: 8 }));
  });

  it('returns to the list when the vehicle cannot be loaded', async () => {
    const { api } = formApi({ 'GET /vehicles/99': { status: 404, data: { message: 'Araç bulunamadı' } } });
    const { location } = renderApp('/admin/vehicles/edit/99', api);
    await waitFor(() => expect(location().pathname).toBe('/admin/vehicles'));
    expect(toastMessages('error')).toContain('Araç bilgileri yüklenirken hata oluştu');
  });

  it('does not offer editing a vehicle whose details are hidden from this shop', async () => {
    const { api } = formApi({ 'GET /vehicles/12': { status: 200, data: aVehicle({ contactHidden: true, driverPhone: null }) } });
    renderApp('/admin/vehicles/edit/12', api);
    expect(await screen.findByText(/bu nedenle araç düzenlenemez/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).not.toBeInTheDocument();
    within(screen.getByRole('alert')).getByRole('button', { name: 'İptal' });
  });
});
