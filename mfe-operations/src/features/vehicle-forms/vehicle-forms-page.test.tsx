import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tamir/shared-api/testing';
import { aVehicle } from '../../test/fixtures';
import { formatDateTime } from '@tamir/shared-ui';
import { renderApp } from '../../test/render-app';
import { aFormSummary } from '../../test/summary-fixtures';

const aSummary = () =>
  aFormSummary({
    description: '1. Fren sesi\n2. Yağ kaçağı',
    createdByUsername: 'tamirci1',
    repairShopId: 1,
    repairShopName: 'Usta Oto',
    activeLinkToken: 'abc',
  });

describe('/admin/vehicles/{id}/forms', () => {
  it('shows the vehicle and its forms with number, description, creator, Turkish date and a detail link', async () => {
    const { api } = fakeApi({
      'GET /vehicles/12': { status: 200, data: aVehicle({ repairFormCount: 1 }) },
      'GET /forms/vehicle/12': { status: 200, data: [aSummary()] },
    });
    const { location } = renderApp('/admin/vehicles/12/forms', api);
    expect(await screen.findByRole('heading', { name: 'Araç Arıza Formları' })).toBeInTheDocument();
    const info = await screen.findByRole('region', { name: 'Araç Bilgileri' });
    for (const text of ['34 ABC 123', 'Ford Transit Custom', '123.456 km', 'Ali Veli', '0532 123 45 67']) {
      expect(within(info).getByText(text)).toBeInTheDocument();
    }
    const row = screen.getByText('TF-2025-000041').closest('tr') as HTMLElement;
    expect(within(row).getByText(/1\. Fren sesi/)).toBeInTheDocument();
    expect(within(row).getByText('tamirci1')).toBeInTheDocument();
    // tr-TR day.month.year hour:minute, in the machine's time zone.
    expect(within(row).getByText(formatDateTime('2025-03-05T10:30:00.000Z'))).toBeInTheDocument();
    expect(formatDateTime('2025-03-05T10:30:00.000Z')).toMatch(/^05\.03\.2025 \d{2}:30$/);
    await userEvent.click(within(row).getByRole('link', { name: 'TF-2025-000041 detayı' }));
    expect(location().pathname).toBe('/admin/forms/41');
  });

  it('says so when the vehicle has no forms yet', async () => {
    const { api } = fakeApi({
      'GET /vehicles/12': { status: 200, data: aVehicle() },
      'GET /forms/vehicle/12': { status: 200, data: [] },
    });
    renderApp('/admin/vehicles/12/forms', api);
    expect(await screen.findByText('Bu araç için henüz arıza formu bulunmuyor')).toBeInTheDocument();
  });

  it('says Araç bulunamadı with a way back to the vehicle list when the vehicle is missing', async () => {
    const { api } = fakeApi({ 'GET /vehicles/99': { status: 404, data: { message: 'Araç bulunamadı' } } });
    const { location } = renderApp('/admin/vehicles/99/forms', api);
    expect(await screen.findByText('Araç bulunamadı')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Araçlara Dön' }));
    expect(location().pathname).toBe('/admin/vehicles');
  });

  it('treats an id that cannot exist as a missing vehicle without asking the server', async () => {
    const { api, calls } = fakeApi();
    renderApp('/admin/vehicles/abc/forms', api);
    expect(await screen.findByText('Araç bulunamadı')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers a retry when loading fails otherwise', async () => {
    let fail = true;
    const { api } = fakeApi({
      'GET /vehicles/12': () => (fail ? { status: 500 } : { status: 200, data: aVehicle() }),
      'GET /forms/vehicle/12': { status: 200, data: [] },
    });
    renderApp('/admin/vehicles/12/forms', api);
    expect(await screen.findByText('Araç formları yüklenirken hata oluştu')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Bu araç için henüz arıza formu bulunmuyor')).toBeInTheDocument();
  });
});
