import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { NO_EMAIL_PLACEHOLDER } from '@tamir/shared-api';
import { fakeApi, pending, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { aRepairForm, aVehicle } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';

beforeEach(() => toast.clear());

const vehicle = aVehicle({ companyEmail: NO_EMAIL_PLACEHOLDER });

function openCreator(routes: Record<string, FakeReply | FakeRoute> = {}) {
  const fake = fakeApi(routes);
  const view = renderApp({ pathname: '/plate-search/create-form', state: { vehicleId: vehicle.id, vehicle } }, fake.api);
  return { ...fake, ...view };
}

const line = (n: number) => screen.getByLabelText(`${n}.`, { selector: 'input' });

describe('Tamir Formu Oluştur', () => {
  it('sends the user back to /plate-search without vehicle data', async () => {
    const { location } = renderApp('/plate-search/create-form', fakeApi().api);
    await waitFor(() => expect(location().pathname).toBe('/plate-search'));
    expect(toastMessages('error')).toContain('Araç bilgisi bulunamadı');
  });

  it('shows the vehicle, company and driver read-only', () => {
    openCreator();
    expect(screen.getByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeInTheDocument();
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument();
    expect(screen.getByText('Ford Transit Custom')).toBeInTheDocument();
    expect(screen.getByText('123.456 km')).toBeInTheDocument();
    expect(screen.getByText('Yılmaz Lojistik')).toBeInTheDocument();
    expect(screen.getByText('Ali Veli')).toBeInTheDocument();
    expect(screen.getAllByText('0532 123 45 67').length).toBeGreaterThan(0);
  });

  it('adds numbered lines and offers delete only while more than one line exists', async () => {
    openCreator();
    expect(line(1)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /satırı sil/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Yeni Satır Ekle' }));
    expect(line(2)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /satırı sil/ })).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: '2. satırı sil' }));
    expect(screen.queryByLabelText('2.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /satırı sil/ })).not.toBeInTheDocument();
  });

  it('needs at least one non-empty line before the preview', async () => {
    openCreator();
    await userEvent.click(screen.getByRole('button', { name: '+ Yeni Satır Ekle' }));
    await userEvent.type(line(2), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Form Önizleme' }));
    expect(await screen.findByText('En az bir arıza/şikayet girmelisiniz')).toBeInTheDocument();
    expect(toastMessages('error')).toContain('En az bir arıza/şikayet girmelisiniz');
    expect(screen.queryByText('ARIZA/TAMİR FORMU')).not.toBeInTheDocument();
  });

  it('requires the first line even when a later one is filled', async () => {
    openCreator();
    await userEvent.click(screen.getByRole('button', { name: '+ Yeni Satır Ekle' }));
    await userEvent.type(line(2), 'Fren sesi');
    await userEvent.click(screen.getByRole('button', { name: 'Form Önizleme' }));
    expect(await screen.findByText('En az bir arıza/şikayet girmelisiniz')).toBeInTheDocument();
    expect(screen.queryByText('ARIZA/TAMİR FORMU')).not.toBeInTheDocument();
  });

  it('asks before İptal throws typed fault lines away', async () => {
    const { location } = openCreator();
    await userEvent.type(line(1), 'Fren sesi');
    await userEvent.click(screen.getByRole('button', { name: 'İptal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yazılan arızalar silinsin mi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yazmaya Devam Et' }));
    expect(location().pathname).not.toBe('/plate-search');
    expect(line(1)).toHaveValue('Fren sesi');
    await userEvent.click(screen.getByRole('button', { name: 'İptal' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, Çık' }));
    expect(location().pathname).toBe('/plate-search');
  });

  it('goes back to /plate-search with İptal', async () => {
    const { location } = openCreator();
    await userEvent.click(screen.getByRole('button', { name: 'İptal' }));
    expect(location().pathname).toBe('/plate-search');
  });

  it('previews the form without blank lines and with the e-mail placeholder hidden', async () => {
    openCreator();
    await userEvent.type(line(1), 'Fren sesi');
    await userEvent.click(screen.getByRole('button', { name: '+ Yeni Satır Ekle' }));
    await userEvent.click(screen.getByRole('button', { name: '+ Yeni Satır Ekle' }));
    await userEvent.type(line(3), 'Yağ kaçağı');
    await userEvent.click(screen.getByRole('button', { name: 'Form Önizleme' }));

    const preview = screen.getByRole('region', { name: 'ARIZA/TAMİR FORMU' });
    expect(within(preview).getByRole('heading', { name: 'ARIZA/TAMİR FORMU' })).toBeInTheDocument();
    expect(within(preview).getByText('1. Fren sesi')).toBeInTheDocument();
    expect(within(preview).getByText('2. Yağ kaçağı')).toBeInTheDocument();
    expect(within(preview).getByText('34 ABC 123')).toBeInTheDocument();
    expect(within(preview).getByText('Ford Transit Custom')).toBeInTheDocument();
    expect(within(preview).getByText('123.456 km')).toBeInTheDocument();
    expect(within(preview).getByText('Yılmaz Lojistik')).toBeInTheDocument();
    const email = within(preview).getByText('E-posta').nextElementSibling;
    expect(email).toHaveTextContent('-');
    expect(within(preview).getByText('Teslim Eden (Şoför)')).toBeInTheDocument();
    expect(within(preview).getByText('Teslim Alan (Yetkili)')).toBeInTheDocument();
    expect(within(preview).getAllByText('Ali Veli').length).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Geri Düzenle' }));
    expect(line(1)).toHaveValue('Fren sesi');
  });

  it('shows Form Oluşturuluyor... while creating', async () => {
    openCreator({ 'POST /repairform': pending });
    await userEvent.type(line(1), 'Fren sesi');
    await userEvent.click(screen.getByRole('button', { name: 'Form Önizleme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Form Oluştur' }));
    expect(await screen.findByRole('button', { name: 'Form Oluşturuluyor...' })).toBeDisabled();
  });

  it('creates the form and opens its view with the print prompt', async () => {
    const { calls, location } = openCreator({
      'POST /repairform': { status: 201, data: aRepairForm() },
      'GET /repairform/41': { status: 200, data: aRepairForm() },
      'GET /settings': { status: 200, data: { general: { formRedirectTimeoutSeconds: 120 } } },
    });
    await userEvent.type(line(1), ' Fren sesi ');
    await userEvent.click(screen.getByRole('button', { name: 'Form Önizleme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Form Oluştur' }));

    await waitFor(() => expect(location().pathname).toBe('/plate-search/form/41'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vehicleId: 12,
      plateNumber: '34ABC123',
      customerName: 'Ali Veli',
      customerPhone: '05321234567',
      descriptionLines: ['Fren sesi'],
      partsUsed: '',
    });
    expect(toastMessages('success')).not.toContain('Form başarıyla oluşturuldu');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('opens the new form’s view from the create answer, without reading the form again', async () => {
    const { calls, location } = openCreator({
      'POST /repairform': { status: 201, data: aRepairForm() },
      'GET /repairform/41': { status: 200, data: aRepairForm() },
      'GET /settings': { status: 200, data: { general: { formRedirectTimeoutSeconds: 120 } } },
    });
    await userEvent.type(line(1), 'Fren sesi');
    await userEvent.click(screen.getByRole('button', { name: 'Form Önizleme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Form Oluştur' }));
    await waitFor(() => expect(location().pathname).toBe('/plate-search/form/41'));
    expect(await screen.findByTestId('form-number')).toHaveTextContent(aRepairForm().formNumber);
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/repairform/41')).toEqual([]);
  });

  it('reports a failed creation with the server message', async () => {
    openCreator({ 'POST /repairform': { status: 422, data: { message: 'Araç bulunamadı' } } });
    await userEvent.type(line(1), 'Fren sesi');
    await userEvent.click(screen.getByRole('button', { name: 'Form Önizleme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Form Oluştur' }));
    expect(await screen.findByText('Form oluşturulurken hata oluştu: Araç bulunamadı')).toBeInTheDocument();
    expect(toastMessages('error')).toContain('Araç bulunamadı');
    expect(screen.getByRole('button', { name: 'Form Oluştur' })).toBeEnabled();
  });
});

describe('/admin/forms/new', () => {
  it('loads the vehicle given by vehicleId and shows the same creation screen', async () => {
    const { api, calls } = fakeApi({ 'GET /vehicles/12': { status: 200, data: aVehicle() } });
    renderApp('/admin/forms/new?vehicleId=12', api);
    expect(await screen.findByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeInTheDocument();
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/vehicles/12']);
  });

  it('takes the vehicle id from navigation state too', async () => {
    const { api } = fakeApi({ 'GET /vehicles/12': { status: 200, data: aVehicle() } });
    renderApp({ pathname: '/admin/forms/new', state: { vehicleId: 12 } }, api);
    expect(await screen.findByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeInTheDocument();
  });

  it('returns to /plate-search when there is no vehicle', async () => {
    const { location } = renderApp('/admin/forms/new', fakeApi().api);
    await waitFor(() => expect(location().pathname).toBe('/plate-search'));
    expect(toastMessages('error')).toContain('Araç bilgisi bulunamadı');
  });
});
