import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import type { Vehicle } from '@tamir/shared-api';
import { fakeApi, type FakeCall, type FakeReply } from '@tamir/shared-api/testing';
import { aCompany, aVehicle } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';
import { signInAs } from '@tamir/shared-api/testing';

const fleet: Vehicle[] = [
  aVehicle({ id: 1, plateNumber: '34ABC123', brand: 'Ford', model: 'Transit', ownerName: 'Ali Veli', repairFormCount: 0 }),
  aVehicle({ id: 2, plateNumber: '06IST42', brand: 'Fiat', model: 'Doblo', ownerName: 'Işıl Şahin', driverPhone: '05059876543', repairFormCount: 3 }),
  aVehicle({ id: 3, plateNumber: '35KL900', brand: 'Renault', model: 'Master', ownerName: 'Cem Yılmaz', kilometer: 98000, repairFormCount: 0 }),
];

function listApi(vehicles: Vehicle[] = fleet, extra: Record<string, FakeReply> = {}) {
  return fakeApi({
    'GET /company': { status: 200, data: [aCompany(), aCompany({ id: 8, name: 'Deniz Nakliyat', address: 'İzmir' })] },
    'GET /vehicles': { status: 200, data: vehicles },
    ...extra,
  });
}

const vehicleCalls = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/vehicles');
const rowOf = (plate: string) => screen.getByText(plate).closest('tr') as HTMLElement;

beforeEach(() => {
  toast.clear();
  signInAs('Tamirci');
});

describe('company selection', () => {
  it('shows the companies first and opens one, keeping the choice in the query; back returns to the grid', async () => {
    const { api, calls } = listApi();
    const { location } = renderApp('/admin/vehicles', api);
    expect(await screen.findByRole('heading', { name: 'Firma Seçin' })).toBeInTheDocument();
    expect(vehicleCalls(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Yılmaz Lojistik/ }));
    expect(location().search).toBe('?companyId=7');
    expect(await screen.findByText('3 araç listeleniyor')).toBeInTheDocument();
    expect(vehicleCalls(calls)[0].params).toEqual({ companyId: 7, page: 1, pageSize: 50 });
    expect(screen.getByText('Yılmaz Lojistik')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Firma Seçimine Dön' }));
    expect(location().search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Firma Seçin' })).toBeInTheDocument();
  });

  it('says so when there are no companies', async () => {
    const { api } = fakeApi({ 'GET /company': { status: 200, data: [] } });
    renderApp('/admin/vehicles', api);
    expect(await screen.findByText('Henüz firma bulunmuyor')).toBeInTheDocument();
  });

  it('opens the list of the company in the query directly (reload, back button)', async () => {
    const { api, calls } = listApi();
    renderApp({ pathname: '/admin/vehicles', search: '?companyId=7' }, api);
    expect(await screen.findByText('3 araç listeleniyor')).toBeInTheDocument();
    expect(vehicleCalls(calls)[0].params).toEqual({ companyId: 7, page: 1, pageSize: 50 });
  });
});

describe('vehicle list of a company', () => {
  it('shows plate, brand/model, kilometre, owner, phone and form count, without the company column for a Tamirci', async () => {
    renderApp('/admin/vehicles?companyId=7', listApi().api);
    await screen.findByText('34 ABC 123');
    const row = rowOf('34 ABC 123');
    expect(within(row).getByText('Ford Transit')).toBeInTheDocument();
    expect(within(row).getByText('123.456 km')).toBeInTheDocument();
    expect(within(row).getByText('Ali Veli')).toBeInTheDocument();
    expect(within(row).getByText('0532 123 45 67')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Firma' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Form Sayısı' })).toBeInTheDocument();
  });

  it('shows the company column to an Admin only', async () => {
    signInAs('Admin');
    renderApp('/admin/vehicles?companyId=7', listApi().api);
    await screen.findByText('34 ABC 123');
    expect(screen.getByRole('columnheader', { name: 'Firma' })).toBeInTheDocument();
    expect(within(rowOf('34 ABC 123')).getByText('Yılmaz Lojistik')).toBeInTheDocument();
  });

  it('links each vehicle to its forms and its edit screen', async () => {
    const { location } = renderApp('/admin/vehicles?companyId=7', listApi().api);
    await screen.findByText('34 ABC 123');
    await userEvent.click(screen.getByRole('link', { name: '06 IST 42 formlarını görüntüle' }));
    expect(location().pathname).toBe('/admin/vehicles/2/forms');
  });

  it('searches on the server once typing stops, and counts every match the server reports', async () => {
    const { api, calls } = fakeApi({
      'GET /company': { status: 200, data: [aCompany()] },
      'GET /vehicles': (call) => {
        const search = String(call.params?.search ?? '');
        const rows = search ? fleet.filter((vehicle) => vehicle.brand.toLowerCase() === search.toLowerCase()) : fleet;
        return { status: 200, data: rows, headers: { 'x-total-count': String(search ? 1 : rows.length) } };
      },
    });
    renderApp('/admin/vehicles?companyId=7', api);
    const search = await screen.findByRole('searchbox', { name: 'Araç ara' });
    await screen.findByText('3 araç listeleniyor');
    await userEvent.type(search, 'FORD');
    await waitFor(() => expect(vehicleCalls(calls).at(-1)?.params).toEqual({ companyId: 7, search: 'FORD', page: 1, pageSize: 50 }));
    expect(vehicleCalls(calls).filter((call) => call.params?.search)).toHaveLength(1);
    expect(await screen.findByText('1 araç listeleniyor')).toBeInTheDocument();
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument();
    expect(screen.queryByText('06 IST 42')).not.toBeInTheDocument();
  });

  it('pages on the server when there are more vehicles than one page', async () => {
    const { api, calls } = fakeApi({
      'GET /company': { status: 200, data: [aCompany()] },
      'GET /vehicles': (call) => ({ status: 200, data: call.params?.page === 2 ? [fleet[2]] : fleet.slice(0, 2), headers: { 'x-total-count': '120' } }),
    });
    renderApp('/admin/vehicles?companyId=7', api);
    expect(await screen.findByText('120 araç listeleniyor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(vehicleCalls(calls).at(-1)?.params).toEqual({ companyId: 7, page: 2, pageSize: 50 }));
    expect(await screen.findByText('35 KL 900')).toBeInTheDocument();
  });

  it('says no vehicle matches when the search finds none', async () => {
    const { api } = fakeApi({
      'GET /company': { status: 200, data: [aCompany()] },
      'GET /vehicles': (call) => (call.params?.search ? { status: 200, data: [], headers: { 'x-total-count': '0' } } : { status: 200, data: fleet }),
    });
    renderApp('/admin/vehicles?companyId=7', api);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Araç ara' }), 'yok böyle');
    expect(await screen.findByText('0 araç listeleniyor')).toBeInTheDocument();
    expect(screen.getByText('Arama kriterlerine uygun araç bulunamadı')).toBeInTheDocument();
  });

  it('applies brand, model and owner filters only with Uygula, and Temizle drops them', async () => {
    const { api, calls } = listApi();
    renderApp('/admin/vehicles?companyId=7', api);
    await screen.findByText('3 araç listeleniyor');
    const toggle = screen.getByRole('button', { name: 'Filtreler' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.type(screen.getByLabelText('Marka'), ' ford ');
    await userEvent.type(screen.getByLabelText('Araç Sahibi'), 'ali');
    expect(vehicleCalls(calls)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(vehicleCalls(calls)).toHaveLength(2));
    expect(vehicleCalls(calls)[1].params).toEqual({ companyId: 7, brand: 'ford', ownerName: 'ali', page: 1, pageSize: 50 });
    expect(await screen.findByRole('button', { name: 'Filtreler (2)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(vehicleCalls(calls)).toHaveLength(3));
    expect(vehicleCalls(calls)[2].params).toEqual({ companyId: 7, page: 1, pageSize: 50 });
    expect(screen.getByLabelText('Marka')).toHaveValue('');
  });

  it('offers the first-vehicle button when the company has no vehicles', async () => {
    const { location } = renderApp('/admin/vehicles?companyId=7', listApi([]).api);
    await userEvent.click(await screen.findByRole('link', { name: 'İlk Aracı Ekle' }));
    expect(location().pathname).toBe('/admin/vehicles/new');
    expect(location().state).toEqual({ companyId: 7 });
  });

  it('reports a failed load', async () => {
    const { api } = fakeApi({ 'GET /company': { status: 200, data: [aCompany()] }, 'GET /vehicles': { status: 500 } });
    renderApp('/admin/vehicles?companyId=7', api);
    expect(await screen.findByText('Araçlar yüklenirken hata oluştu')).toBeInTheDocument();
    expect(toastMessages('error')).toContain('Araçlar yüklenirken hata oluştu');
  });
});

describe('deleting a vehicle', () => {
  it('is offered only for vehicles without forms', async () => {
    renderApp('/admin/vehicles?companyId=7', listApi().api);
    await screen.findByText('34 ABC 123');
    expect(within(rowOf('34 ABC 123')).getByRole('button', { name: '34 ABC 123 sil' })).toBeInTheDocument();
    expect(within(rowOf('35 KL 900')).getByRole('button', { name: '35 KL 900 sil' })).toBeInTheDocument();
    expect(within(rowOf('06 IST 42')).queryByRole('button', { name: /sil/ })).not.toBeInTheDocument();
  });

  it('asks for confirmation with plate, brand/model and owner, then deletes', async () => {
    let rows = fleet;
    const { api, calls } = fakeApi({
      'GET /company': { status: 200, data: [aCompany()] },
      'GET /vehicles': () => ({ status: 200, data: rows }),
      'DELETE /vehicles/1': () => {
        rows = fleet.filter((vehicle) => vehicle.id !== 1);
        return { status: 200, data: { message: 'Araç silindi' } };
      },
    });
    renderApp('/admin/vehicles?companyId=7', api);
    await userEvent.click(await screen.findByRole('button', { name: '34 ABC 123 sil' }));

    const dialog = await screen.findByRole('dialog', { name: 'Aracı Sil' });
    expect(within(dialog).getByText('Aşağıdaki araç silinecek. Bu işlem geri alınamaz.')).toBeInTheDocument();
    expect(within(dialog).getByText('34 ABC 123')).toBeInTheDocument();
    expect(within(dialog).getByText('Ford Transit')).toBeInTheDocument();
    expect(within(dialog).getByText('Ali Veli')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/vehicles/1']);
    expect(toastMessages('success')).toContain('Araç silindi');
    expect(screen.queryByText('34 ABC 123')).not.toBeInTheDocument();
    expect(screen.getByText('2 araç listeleniyor')).toBeInTheDocument();
  });

  it('deletes nothing when cancelled', async () => {
    const { api, calls } = listApi();
    renderApp('/admin/vehicles?companyId=7', api);
    await userEvent.click(await screen.findByRole('button', { name: '34 ABC 123 sil' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument();
  });

  it('shows the server message when the delete is refused, else the default text', async () => {
    const { api } = listApi(fleet, {
      'DELETE /vehicles/1': { status: 409, data: { message: 'Bu araca ait formlar olduğu için silinemez' } },
      'DELETE /vehicles/3': { status: 500 },
    });
    renderApp('/admin/vehicles?companyId=7', api);
    await userEvent.click(await screen.findByRole('button', { name: '34 ABC 123 sil' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Bu araca ait formlar olduğu için silinemez'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('34 ABC 123')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '35 KL 900 sil' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Araç silinirken bir hata oluştu'));
  });
});
