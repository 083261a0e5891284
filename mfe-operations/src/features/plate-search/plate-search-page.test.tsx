import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import type { Vehicle } from '@tamir/shared-api';
import { fakeApi, pending } from '@tamir/shared-api/testing';
import { aVehicle } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';

beforeEach(() => toast.clear());

const plateInput = () => screen.getByLabelText('Plaka Numarası');

/** Searches 34ABC123 and waits for the result card of `vehicle` (also what GET /vehicles/12 answers). */
async function searchFound(vehicle: Vehicle) {
  const { api } = fakeApi({
    'GET /vehicles/search/34ABC123': { status: 200, data: vehicle },
    'GET /vehicles/12': { status: 200, data: vehicle },
  });
  const { location } = renderApp('/plate-search', api);
  await userEvent.type(plateInput(), '34ABC123{Enter}');
  return { location, card: await screen.findByRole('region', { name: 'Sorgu sonucu' }) };
}

describe('plate input', () => {
  it('upper-cases, strips everything but letters and digits and shows digits-letters-digits', async () => {
    renderApp('/plate-search', fakeApi().api);
    expect(screen.getByRole('heading', { name: 'Şoför Araç Plaka Sorgulama' })).toBeInTheDocument();
    expect(plateInput()).toHaveAttribute('placeholder', '34 ABC 123');
    await userEvent.type(plateInput(), '34 abc-123');
    expect(plateInput()).toHaveValue('34 ABC 123');
  });

  it('keeps at most 10 letters and digits', async () => {
    renderApp('/plate-search', fakeApi().api);
    await userEvent.type(plateInput(), '34abc1234567');
    expect(plateInput()).toHaveValue('34 ABC 12345');
  });

  it('asks for a plate when empty and searches nothing', async () => {
    const { api, calls } = fakeApi();
    renderApp('/plate-search', api);
    await userEvent.click(screen.getByRole('button', { name: 'Sorgula' }));
    expect(await screen.findByText('Lütfen plaka numarası girin')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('rejects a plate of the wrong shape', async () => {
    const { api, calls } = fakeApi();
    renderApp('/plate-search', api);
    await userEvent.type(plateInput(), '34ABCD12{Enter}');
    expect(await screen.findByText('Geçerli bir plaka numarası girin (Örn: 34ABC123)')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('submits with Enter, without spaces, and shows Aranıyor... while searching', async () => {
    const { api, calls } = fakeApi({ 'GET /vehicles/search/34ABC123': pending });
    renderApp('/plate-search', api);
    await userEvent.type(plateInput(), '34 abc 123{Enter}');
    const busy = await screen.findByRole('button', { name: 'Aranıyor...' });
    expect(busy).toBeDisabled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /vehicles/search/34ABC123']);
  });
});

describe('search results', () => {
  it('shows a found vehicle with its buttons and the filled vehicle form', async () => {
    const { card, location } = await searchFound(aVehicle());
    expect(within(card).getByText('123.456 km')).toBeInTheDocument();
    expect(within(card).getByText('Ford Transit Custom')).toBeInTheDocument();
    expect(within(card).getByText('Ali Veli')).toBeInTheDocument();
    expect(within(card).getByText('0532 123 45 67')).toBeInTheDocument();
    expect(within(card).getByText('Yılmaz Lojistik')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Formları Görüntüle' })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Araç Bilgileri' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Marka - Model/)).toHaveValue('Ford Transit Custom');
    expect(screen.getByLabelText(/Kilometre/)).toHaveValue('123.456');

    await userEvent.click(within(card).getByRole('button', { name: 'Düzenle' }));
    expect(location().pathname).toBe('/admin/vehicles/edit/12');
  });

  it('offers the form list only when the vehicle has forms, and form creation with the vehicle id', async () => {
    const { card, location } = await searchFound(aVehicle({ repairFormCount: 3 }));
    await userEvent.click(within(card).getByRole('button', { name: 'Formları Görüntüle' }));
    expect(location().pathname).toBe('/admin/vehicles/12/forms');
  });

  it("offers only form creation for another shop's vehicle (contacts hidden)", async () => {
    const { card } = await searchFound(aVehicle({ repairFormCount: 0, contactHidden: true, driverPhone: null }));
    expect(within(card).getByRole('button', { name: 'Form Oluştur' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Düzenle' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Formları Görüntüle' })).not.toBeInTheDocument();
  });

  it('opens form creation for a found vehicle at /admin/forms/new with the vehicle id', async () => {
    const { card, location } = await searchFound(aVehicle());
    await userEvent.click(within(card).getByRole('button', { name: 'Form Oluştur' }));
    expect(location().pathname).toBe('/admin/forms/new');
    expect(location().search).toBe('?vehicleId=12&plate=34ABC123');
    expect(await screen.findByRole('heading', { name: 'Tamir Formu Oluştur' })).toBeInTheDocument();
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument();
  });

  it('shows the not-found info and card, and opens an empty new-vehicle form', async () => {
    const { api } = fakeApi({ 'GET /vehicles/search/06A1234': { status: 404, data: { message: 'Araç bulunamadı' } } });
    const { location } = renderApp('/plate-search', api);
    await userEvent.type(plateInput(), '06a1234{Enter}');

    expect(await screen.findByText('Araç kaydı bulunamadı. Yeni kayıt oluşturabilirsiniz.')).toBeInTheDocument();
    expect(screen.getByText('06 A 1234 plakalı araç sistemde kayıtlı değil.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Yeni Araç Kaydı' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Marka - Model/)).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Yeni Araç Ekle' }));
    expect(location().pathname).toBe('/admin/vehicles/new');
    expect(location().state).toEqual({ plateNumber: '06A1234' });
  });

  it('reports a failed search', async () => {
    const { api } = fakeApi({ 'GET /vehicles/search/34ABC123': { status: 500, data: { message: 'x' } } });
    renderApp('/plate-search', api);
    await userEvent.type(plateInput(), '34ABC123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Arama sırasında hata oluştu');
    expect(toastMessages('error')).toContain('Arama sırasında hata oluştu');
    expect(screen.queryByRole('heading', { name: 'Yeni Araç Kaydı' })).not.toBeInTheDocument();
  });

  it('closes the vehicle form with Geri', async () => {
    const { api } = fakeApi({ 'GET /vehicles/search/34ABC123': { status: 200, data: aVehicle() } });
    renderApp('/plate-search', api);
    await userEvent.type(plateInput(), '34ABC123{Enter}');
    await screen.findByRole('heading', { name: 'Araç Bilgileri' });
    await userEvent.click(screen.getByRole('button', { name: 'Geri' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Araç Bilgileri' })).not.toBeInTheDocument());
  });
});
