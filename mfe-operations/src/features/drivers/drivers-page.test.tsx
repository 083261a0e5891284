import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver } from '@tamir/shared-api';
import { fakeApi } from '@tamir/shared-api/testing';
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

const statValue = (label: string) => screen.getByText(label).parentElement?.querySelector('.tf-stat__value')?.textContent;

describe('/admin/drivers', () => {
  it('tells a Tamirci they have no access and asks the server nothing', async () => {
    signInAs('Tamirci');
    const { api, calls } = fakeApi({ 'GET /drivers': { status: 200, data: drivers } });
    renderApp('/admin/drivers', api);
    expect(screen.getByText('Bu sayfaya erişim yetkiniz yok.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the stat cards, the average with one decimal and a Turkish comma', async () => {
    signInAs('Admin');
    renderApp('/admin/drivers', fakeApi({ 'GET /drivers': { status: 200, data: drivers } }).api);
    await screen.findByText('Ali Veli');
    expect(statValue('Toplam Şoför')).toBe('2');
    expect(statValue('Toplam Araç')).toBe('3');
    expect(statValue('Şoför Başına Ortalama Araç')).toBe('1,5');
    expect(statValue('Firma Sayısı')).toBe('3');
  });

  it('rounds the average to one decimal', () => {
    expect(formatAverage(7, 3)).toBe('2,3');
    expect(formatAverage(2, 1)).toBe('2,0');
    expect(formatAverage(0, 0)).toBe('0,0');
  });

  it('lists driver, phone, company, plate chips and total forms', async () => {
    signInAs('Admin');
    renderApp('/admin/drivers', fakeApi({ 'GET /drivers': { status: 200, data: drivers } }).api);
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
    const { api, calls } = fakeApi({
      'GET /drivers': ({ params }) => {
        if (params?.search === 'ali') return { status: 200, data: [] };
        if (params?.search === 'IŞIL') return { status: 200, data: [drivers[1]] };
        if (params?.companyId === 8) return { status: 200, data: [drivers[1]] };
        return { status: 200, data: drivers };
      },
    });
    renderApp('/admin/drivers', api);
    await screen.findByText('Ali Veli');
    const search = screen.getByRole('searchbox', { name: 'Şoför ara' });

    await userEvent.type(search, 'IŞIL');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByText('Işıl Şahin')).toBeInTheDocument();
    expect(screen.queryByText('Ali Veli')).not.toBeInTheDocument();
    // One call for the whole word once typing paused, not one per keystroke.
    expect(calls.map((c) => c.params)).toEqual([{}, { search: 'IŞIL' }]);
    expect(statValue('Toplam Şoför')).toBe('2');

    await userEvent.clear(search);
    expect(await screen.findByText('Ali Veli')).toBeInTheDocument();

    const company = screen.getByRole('combobox', { name: 'Firma' });
    expect(within(company).getByRole('option', { name: 'Tüm Firmalar' })).toBeInTheDocument();
    expect(
      within(company)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tüm Firmalar', 'Deniz Nakliyat', 'Kaya Taşımacılık', 'Yılmaz Lojistik']);
    await userEvent.selectOptions(company, 'Deniz Nakliyat');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ companyId: 8 }));
    expect(await screen.findByText('Işıl Şahin')).toBeInTheDocument();
    expect(screen.queryByText('Ali Veli')).not.toBeInTheDocument();

    await userEvent.selectOptions(company, 'Tüm Firmalar');
    await userEvent.type(search, 'ali');
    expect(await screen.findByText('Şoför bulunamadı')).toBeInTheDocument();
    expect(calls.at(-1)?.params).toEqual({ search: 'ali' });
  });

  it('reports a failed load', async () => {
    signInAs('Admin');
    renderApp('/admin/drivers', fakeApi({ 'GET /drivers': { status: 500 } }).api);
    expect(await screen.findByText('Şoförler yüklenirken hata oluştu')).toBeInTheDocument();
  });
});
