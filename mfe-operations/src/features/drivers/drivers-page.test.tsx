import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver } from '@tamir/shared-api';
import { fakeApi, type FakeReply, type FakeRoute } from '@tamir/shared-api/testing';
import { renderApp } from '../../test/render-app';
import { signInAs } from '@tamir/shared-api/testing';
import { formatAverage } from './driver-stats';

const drivers: Driver[] = [
  {
    name: 'Ali Veli',
    phone: '05321234567',
    companyId: 7,
    companyName: 'Yılmaz Lojistik',
    // A driver whose vehicles belong to two companies counts for both.
    vehicles: [
      { id: 1, plateNumber: '34ABC123', companyId: 7, companyName: 'Yılmaz Lojistik' },
      { id: 2, plateNumber: '34XYZ99', companyId: 9, companyName: 'Kaya Taşımacılık' },
    ],
    totalForms: 4,
  },
  {
    name: 'Işıl Şahin',
    phone: '05059876543',
    companyId: 8,
    companyName: 'Deniz Nakliyat',
    vehicles: [{ id: 3, plateNumber: '35KL900', companyId: 8, companyName: 'Deniz Nakliyat' }],
    totalForms: 0,
  },
];

const statistics = { totalDrivers: 1234, totalVehicles: 1851, averageVehiclesPerDriver: 1851 / 1234, companyCount: 3 };
const companies = [
  { id: 8, name: 'Deniz Nakliyat' },
  { id: 9, name: 'Kaya Taşımacılık' },
  { id: 7, name: 'Yılmaz Lojistik' },
];
const list = (rows: Driver[], total = rows.length) => ({ status: 200, data: rows, headers: { 'x-total-count': String(total) } });
const routes = (drivers: FakeReply | FakeRoute) => ({
  'GET /drivers': drivers,
  'GET /drivers/statistics': { status: 200, data: statistics },
  'GET /company': { status: 200, data: companies },
});
const listCalls = (calls: Array<{ method: string; url: string; params?: unknown }>) => calls.filter((c) => c.url === '/drivers').map((c) => c.params);

const statValue = (label: string) => screen.getByText(label).parentElement?.querySelector('.tf-stat__value')?.textContent;

describe('/admin/drivers', () => {
  it('tells a Tamirci they have no access and asks the server nothing', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi(routes(list(drivers)));
    renderApp('/admin/drivers', api);
    expect(screen.getByText('Bu sayfaya erişim yetkiniz yok.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s stat cards over every driver, the average with one decimal and a Turkish comma', async () => {
    signInAs('Admin');
    renderApp('/admin/drivers', fakeApi(routes(list(drivers, 1234))).api);
    await screen.findByText('Ali Veli');
    expect(statValue('Toplam Şoför')).toBe('1234');
    expect(statValue('Toplam Araç')).toBe('1851');
    expect(statValue('Şoför Başına Ortalama Araç')).toBe('1,5');
    expect(statValue('Firma Sayısı')).toBe('3');
  });

  it('rounds the average to one decimal', () => {
    expect(formatAverage(7 / 3)).toBe('2,3');
    expect(formatAverage(2)).toBe('2,0');
    expect(formatAverage(0)).toBe('0,0');
  });

  it('lists driver, phone, company, plate chips and total forms', async () => {
    signInAs('Admin');
    renderApp('/admin/drivers', fakeApi(routes(list(drivers))).api);
    const row = (await screen.findByText('Ali Veli')).closest('tr') as HTMLElement;
    expect(within(row).getByText('0532 123 45 67')).toBeInTheDocument();
    expect(within(row).getByText('Yılmaz Lojistik, Kaya Taşımacılık')).toBeInTheDocument();
    const chips = within(row).getByRole('list', { name: 'Ali Veli araçları' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['34 ABC 123', '34 XYZ 99']);
    expect(within(row).getByText('4')).toBeInTheDocument();
  });

  it('asks the server for the typed search and the chosen company, and says Şoför bulunamadı', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi(
      routes(({ params }) => {
        if (params?.search === 'ali') return list([]);
        if (params?.search === 'IŞIL') return list([drivers[1]]);
        if (params?.companyId === 8) return list([drivers[1]]);
        return list(drivers);
      }),
    );
    renderApp('/admin/drivers', api);
    await screen.findByText('Ali Veli');
    const search = screen.getByRole('searchbox', { name: 'Şoför ara' });

    await userEvent.type(search, 'IŞIL');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(await screen.findByText('Işıl Şahin')).toBeInTheDocument();
    expect(screen.queryByText('Ali Veli')).not.toBeInTheDocument();
    // One call for the whole word once typing paused, not one per keystroke.
    expect(listCalls(calls)).toEqual([
      { page: 1, pageSize: 50 },
      { search: 'IŞIL', page: 1, pageSize: 50 },
    ]);
    expect(statValue('Toplam Şoför')).toBe('1234');

    await userEvent.clear(search);
    expect(await screen.findByText('Ali Veli')).toBeInTheDocument();

    const company = screen.getByRole('combobox', { name: 'Firma' });
    await waitFor(() =>
      expect(
        within(company)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Tüm Firmalar', 'Deniz Nakliyat', 'Kaya Taşımacılık', 'Yılmaz Lojistik']),
    );
    await userEvent.selectOptions(company, 'Deniz Nakliyat');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ companyId: 8, page: 1, pageSize: 50 }));
    expect(await screen.findByText('Işıl Şahin')).toBeInTheDocument();
    expect(screen.queryByText('Ali Veli')).not.toBeInTheDocument();

    await userEvent.selectOptions(company, 'Tüm Firmalar');
    await userEvent.type(search, 'ali');
    expect(await screen.findByText('Şoför bulunamadı')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toEqual({ search: 'ali', page: 1, pageSize: 50 });
  });

  it('pages through every driver on the server and starts again at page 1 on a new search', async () => {
    signInAs('Admin');
    const { api, calls } = fakeApi(routes(({ params }) => list(params?.page === 3 ? [drivers[1]] : drivers, 120)));
    renderApp('/admin/drivers', api);
    await screen.findByText('Ali Veli');
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 2, pageSize: 50 }));
    expect(screen.getByText('Sayfa 2 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Işıl Şahin')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ali Veli')).not.toBeInTheDocument());
    expect(listCalls(calls).at(-1)).toEqual({ page: 3, pageSize: 50 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Şoför ara' }), 'veli');
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ search: 'veli', page: 1, pageSize: 50 }));
  });

  it('reports a failed load', async () => {
    signInAs('Admin');
    renderApp('/admin/drivers', fakeApi({ ...routes(list(drivers)), 'GET /drivers/statistics': { status: 500 } }).api);
    expect(await screen.findByText('Şoförler yüklenirken hata oluştu')).toBeInTheDocument();
  });

  it('reports a failed page', async () => {
    signInAs('Admin');
    renderApp('/admin/drivers', fakeApi(routes({ status: 500 })).api);
    expect(await screen.findByText('Şoförler yüklenirken hata oluştu')).toBeInTheDocument();
  });
});
