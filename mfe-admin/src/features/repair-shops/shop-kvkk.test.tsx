import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type RepairShop } from '@tamir/shared-api';
import { fakeApi, signInAs, type FakeReply } from '@tamir/shared-api/testing';
import { toast } from '@tamir/shared-ui';
import { renderApp, toastMessages } from '../../test/render-app';
import { aRepairShop } from '../../test/fixtures';

const shop = aRepairShop({ name: 'Kaya Oto Servis' });
const page = (rows: RepairShop[]): FakeReply => ({ status: 200, data: rows, headers: { 'x-total-count': String(rows.length) } });
const stats = { status: 200, data: { totalShops: 1, activeShops: 1, totalCompanies: 3, totalRepairForms: 27 } };
const EMPTY = { controllerTitle: '', address: '', email: '', kepAddress: '', noticeText: '', updatedAt: null, processorTitle: 'Portal Yazılım A.Ş.' };

beforeEach(() => toast.clear());
afterEach(() => authStore.getState().signOut());

describe("a repair shop's own KVKK controller (issue 41 §3)", () => {
  it('reads it, refuses a half-filled controller like the server and saves all three with PUT /repairshop/{id}/kvkk', async () => {
    signInAs('Admin');
    const body = {
      controllerTitle: 'Kaya Oto Servis Ltd. Şti.',
      email: 'kvkk@kayaoto.example',
      address: 'Sanayi Mah. 3. Cad. No: 7, Gebze / Kocaeli',
      kepAddress: '',
      noticeText: '',
    };
    const { api, calls } = fakeApi({
      'GET /repairshop': page([shop]),
      'GET /repairshop/statistics': stats,
      'GET /repairshop/4/kvkk': { status: 200, data: EMPTY },
      'PUT /repairshop/4/kvkk': { status: 200, data: { ...EMPTY, ...body, updatedAt: '2026-12-07T09:00:00.000Z' } },
    });
    renderApp('/admin/repair-shops', api);
    await userEvent.click(await screen.findByRole('button', { name: 'KVKK: Kaya Oto Servis' }));
    const dialog = await screen.findByRole('dialog', { name: 'KVKK Veri Sorumlusu' });
    const title = await within(dialog).findByLabelText(/^Veri Sorumlusunun Unvanı/);
    expect(within(dialog).getByTestId('shop-kvkk-info')).toHaveTextContent(
      'Aydınlatma metninde portalın işletmecisi Portal Yazılım A.Ş. veri işleyen olarak yazılır (KVKK m. 3/1-ğ).',
    );
    expect(within(dialog).getByText('Bu tamirhane şu anda portalın aydınlatma metnini kullanıyor.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '/kvkk?shop=4' })).toHaveAttribute('href', '/kvkk?shop=4');

    await userEvent.type(title, body.controllerTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Veri sorumlusunun adresi zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Geçerli bir e-posta adresi giriniz')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/^Başvuru E-posta Adresi/), body.email);
    await userEvent.type(within(dialog).getByLabelText(/^Veri Sorumlusunun Adresi/), body.address);
    await userEvent.type(within(dialog).getByLabelText(/^Aydınlatma Metni/), 'kısa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Aydınlatma metni en az 200 karakter olmalıdır')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText(/^Aydınlatma Metni/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(body);
    await waitFor(() => expect(toastMessages()).toContain('Tamirhanenin KVKK bilgileri kaydedildi'));
  });

  it("shows the server's Turkish refusal and says no processor is named while the portal's controller is empty", async () => {
    signInAs('Admin');
    const { api } = fakeApi({
      'GET /repairshop': page([shop]),
      'GET /repairshop/statistics': stats,
      'GET /repairshop/4/kvkk': { status: 200, data: { ...EMPTY, processorTitle: '' } },
      'PUT /repairshop/4/kvkk': {
        status: 400,
        data: {
          message: 'Geçerli bir KEP adresi giriniz (ör. unvan@hs01.kep.tr)',
          errors: { kepAddress: ['Geçerli bir KEP adresi giriniz (ör. unvan@hs01.kep.tr)'] },
        },
      },
    });
    renderApp('/admin/repair-shops', api);
    await userEvent.click(await screen.findByRole('button', { name: 'KVKK: Kaya Oto Servis' }));
    const dialog = await screen.findByRole('dialog', { name: 'KVKK Veri Sorumlusu' });
    expect(await within(dialog).findByText('Portalın KVKK sekmesinde veri sorumlusu girilmediği için metinde veri işleyen yazılmaz.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Veri Sorumlusunun Unvanı/), 'Kaya Oto');
    await userEvent.type(within(dialog).getByLabelText(/^Başvuru E-posta Adresi/), 'kvkk@kayaoto.example');
    await userEvent.type(within(dialog).getByLabelText(/^Veri Sorumlusunun Adresi/), 'Gebze');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findAllByText('Geçerli bir KEP adresi giriniz (ör. unvan@hs01.kep.tr)')).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'KVKK Veri Sorumlusu' })).toBeInTheDocument();
  });
});
