import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { fakeApi } from '@tamir/shared-api/testing';
import { aVehicle } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';

beforeEach(() => toast.clear());

const query = async (plate: string) => {
  await userEvent.type(screen.getByLabelText('Plaka Numarası'), `${plate}{Enter}`);
};

describe('/admin/vehicle-search', () => {
  it('finds a vehicle and offers edit, form creation and, with forms, the form list', async () => {
    const { api } = fakeApi({ 'GET /vehicles/search/34ABC123': { status: 200, data: aVehicle({ repairFormCount: 2 }) } });
    const { location } = renderApp('/admin/vehicle-search', api);
    await query('34 abc 123');
    const card = await screen.findByRole('region', { name: 'Sorgu sonucu' });
    expect(within(card).getByText('123.456 km')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Formları Görüntüle' }));
    expect(location().pathname).toBe('/admin/vehicles/12/forms');
  });

  it('opens edit and form creation for the found vehicle; no form list without forms', async () => {
    const { api } = fakeApi({
      'GET /vehicles/search/34ABC123': { status: 200, data: aVehicle() },
      'GET /vehicles/12': { status: 200, data: aVehicle() },
    });
    const { location } = renderApp('/admin/vehicle-search', api);
    await query('34ABC123');
    const card = await screen.findByRole('region', { name: 'Sorgu sonucu' });
    expect(within(card).queryByRole('button', { name: 'Formları Görüntüle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Araç Bilgileri' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Düzenle' }));
    expect(location().pathname).toBe('/admin/vehicles/edit/12');
    expect(await screen.findByLabelText(/^Plaka/)).toHaveValue('34ABC123');
  });

  it('links form creation with the vehicle id', async () => {
    const { api } = fakeApi({
      'GET /vehicles/search/34ABC123': { status: 200, data: aVehicle() },
      'GET /vehicles/12': { status: 200, data: aVehicle() },
    });
    const { location } = renderApp('/admin/vehicle-search', api);
    await query('34ABC123');
    await userEvent.click(within(await screen.findByRole('region', { name: 'Sorgu sonucu' })).getByRole('button', { name: 'Form Oluştur' }));
    expect(location().pathname).toBe('/admin/forms/new');
    expect(location().search).toBe('?vehicleId=12&plate=34ABC123');
  });

  it('offers a new vehicle with the plate in navigation state when none is found', async () => {
    const { api } = fakeApi({ 'GET /vehicles/search/06A1234': { status: 404, data: { message: 'x' } } });
    const { location } = renderApp('/admin/vehicle-search', api);
    await query('06a1234');
    expect(await screen.findByText('06 A 1234 plakalı araç sistemde kayıtlı değil.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Araç Ekle' }));
    expect(location().pathname).toBe('/admin/vehicles/new');
    expect(location().state).toEqual({ plateNumber: '06A1234' });
    expect(await screen.findByLabelText(/^Plaka/)).toHaveValue('06A1234');
  });

  it('says Arama sırasında bir hata oluştu when the search fails', async () => {
    const { api } = fakeApi({ 'GET /vehicles/search/34ABC123': { status: 500 } });
    renderApp('/admin/vehicle-search', api);
    await query('34ABC123');
    expect(await screen.findByText('Arama sırasında bir hata oluştu')).toBeInTheDocument();
    expect(toastMessages('error')).toContain('Arama sırasında bir hata oluştu');
  });
});
