import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { fakeApi, type FakeReply } from '@tamir/shared-api/testing';
import { aRepairForm } from '../../test/fixtures';
import { expectFormMailedToCompany, renderApp, toastMessages } from '../../test/render-app';
import { forgetJustCreated, markJustCreated } from './just-created';

beforeEach(() => toast.clear());
afterEach(() => {
  jest.restoreAllMocks();
  forgetJustCreated(41);
});

const loaded = (form = aRepairForm()) => fakeApi({ [`GET /repairform/${form.id}`]: { status: 200, data: form } });

/** Closes the post-creation dialog with Escape, its own way out (under fake timers too). */
async function closePrompt() {
  fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('/plate-search/form/{id}', () => {
  it('shows the form, its numbered lines and its public link', async () => {
    const { api } = loaded();
    renderApp('/plate-search/form/41', api);
    expect(await screen.findByRole('heading', { name: 'Tamir Formu' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Tamir Formu' });
    expect(card).toHaveClass('print-area');
    expect(within(card).getAllByText('TF-2025-000041').length).toBeGreaterThan(0);
    expect(within(card).getByText('34 ABC 123')).toBeInTheDocument();
    expect(within(card).getByText('Ford')).toBeInTheDocument();
    expect(within(card).getByText('Transit Custom')).toBeInTheDocument();
    expect(within(card).getAllByText('Ali Veli').length).toBeGreaterThan(0);
    expect(within(card).getByText('0532 123 45 67')).toBeInTheDocument();
    expect(within(card).getByText('1. Fren sesi')).toBeInTheDocument();
    expect(within(card).getByText('2. Yağ kaçağı')).toBeInTheDocument();
    // The signature blocks show on screen, each with its sign button (never printed).
    expect(within(card).getByText('Teslim Eden (Şoför)').closest('.print-only')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Şoför imzası' }).closest('.no-print')).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Yetkili imzası' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/forms\/view\/abc123token$/ })).toHaveAttribute('href', '/forms/view/abc123token');
    expect(screen.getByRole('button', { name: 'Linki Kopyala' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prints with Yazdır and starts a new form with Yeni Form', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { api } = loaded();
    const { location } = renderApp('/plate-search/form/41', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Form' }));
    expect(location().pathname).toBe('/plate-search');
  });

  it('says when the form has no active link', async () => {
    const { api } = loaded(aRepairForm({ formLinks: [] }));
    renderApp('/plate-search/form/41', api);
    expect(await screen.findByText('Bu form için aktif link bulunamadı')).toBeInTheDocument();
  });

  it('shows Form bulunamadı with a way back when the form does not exist', async () => {
    const { api } = fakeApi({ 'GET /repairform/99': { status: 404, data: { message: 'Form bulunamadı' } } });
    const { location } = renderApp('/plate-search/form/99', api);
    expect(await screen.findByText('Form bulunamadı')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Geri Dön' }));
    expect(location().pathname).toBe('/plate-search');
  });

  it('treats an id that cannot exist as not found without asking the server', async () => {
    const { api, calls } = fakeApi();
    renderApp('/plate-search/form/abc', api);
    expect(await screen.findByText('Form bulunamadı')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('goes back to /plate-search on other load errors', async () => {
    const { api } = fakeApi({ 'GET /repairform/41': { status: 500, data: {} } });
    const { location } = renderApp('/plate-search/form/41', api);
    await waitFor(() => expect(location().pathname).toBe('/plate-search'));
    expect(toastMessages('error')).toContain('Form yüklenirken hata oluştu');
  });
});

describe('just after creation', () => {
  // Without a settings answer the countdown falls back to 120 s and logs why.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  const arrive = () => {
    const { api } = loaded();
    markJustCreated(41);
    return renderApp({ pathname: '/plate-search/form/41' }, api);
  };

  it('offers print or home in a dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    arrive();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Ana Sayfaya Dön' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yazdır' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Ana Sayfaya Dön goes to /plate-search', async () => {
    const { location } = arrive();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ana Sayfaya Dön' }));
    expect(location().pathname).toBe('/plate-search');
  });

  it('counts down to /plate-search from 120 seconds once the dialog is answered', async () => {
    jest.useFakeTimers();
    try {
      const { location } = arrive();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      await closePrompt();
      expect(await screen.findByText('120 saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(screen.getByText('115 saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(115_000);
      });
      expect(location().pathname).toBe('/plate-search');
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes nobody away while the dialog’s choice is open (issue 40): the countdown starts when it is answered', async () => {
    jest.useFakeTimers();
    try {
      const { location } = arrive();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      await screen.findByRole('dialog', { name: 'Form başarıyla oluşturuldu' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(600_000);
      });
      expect(location().pathname).toBe('/plate-search/form/41');
      expect(screen.getByRole('dialog', { name: 'Form başarıyla oluşturuldu' })).toBeInTheDocument();
      expect(screen.queryByText(/saniye sonra/)).not.toBeInTheDocument();
      await closePrompt();
      expect(screen.getByText('120 saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops the countdown for good once the user presses or types on the page (issue 40); Şimdi Git still goes', async () => {
    jest.useFakeTimers();
    try {
      const { location } = arrive();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      await closePrompt();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100_000);
      });
      expect(screen.getByText('20 saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz')).toBeInTheDocument();
      fireEvent.pointerDown(screen.getByRole('region', { name: 'Tamir Formu' }));
      expect(await screen.findByText('Sayfada işlem yaptığınız için otomatik yönlendirme durduruldu')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(600_000);
      });
      expect(location().pathname).toBe('/plate-search/form/41');
      expect(screen.queryByText(/saniye sonra/)).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Şimdi Git' }));
      expect(location().pathname).toBe('/plate-search');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a key stops it too', async () => {
    jest.useFakeTimers();
    try {
      const { location } = arrive();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      await closePrompt();
      fireEvent.keyDown(document.body, { key: 'Tab' });
      expect(await screen.findByText('Sayfada işlem yaptığınız için otomatik yönlendirme durduruldu')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(600_000);
      });
      expect(location().pathname).toBe('/plate-search/form/41');
    } finally {
      jest.useRealTimers();
    }
  });

  it('Kalemleri Ekle in the dialog opens the form’s lines on its detail page, focused there (issue 40)', async () => {
    const form = aRepairForm();
    const { api } = fakeApi({
      'GET /repairform/41': { status: 200, data: form },
      'GET /repairform/41/items': { status: 200, data: { version: 0, items: [], subtotalKurus: 0, vatByRate: [], vatKurus: 0, totalKurus: 0 } },
      'GET /repairform/41/history': { status: 200, data: [], headers: { 'x-total-count': '0' } },
    });
    markJustCreated(41);
    const { location } = renderApp({ pathname: '/plate-search/form/41' }, api);
    const dialog = await screen.findByRole('dialog', { name: 'Form başarıyla oluşturuldu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kalemleri Ekle' }));
    expect(location().pathname).toBe('/admin/forms/41');
    expect(location().hash).toBe('#kalemler');
    const parts = await screen.findByRole('button', { name: 'Parça Ekle' });
    await waitFor(() => expect(document.activeElement).toBe(parts.closest('section')));
    expect(document.activeElement).toHaveAttribute('id', 'kalemler');
    expect(within(document.activeElement as HTMLElement).getByRole('heading', { name: 'Parça ve İşçilik' })).toBeInTheDocument();
  });

  it('Kalemleri Ekle is also on the page itself after the dialog', async () => {
    const { location } = arrive();
    await closePrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Kalemleri Ekle' }));
    expect(location().pathname).toBe('/admin/forms/41');
    expect(location().hash).toBe('#kalemler');
  });

  it('Şimdi Git leaves at once and the reload state is cleared', async () => {
    const { location } = arrive();
    await screen.findByRole('dialog');
    expect(location().state).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Şimdi Git' }));
    expect(location().pathname).toBe('/plate-search');
  });
});

describe('the countdown from settings', () => {
  afterEach(() => jest.useRealTimers());

  const arriveWith = (settings: FakeReply) => {
    const form = aRepairForm();
    const fake = fakeApi({ 'GET /repairform/41': { status: 200, data: form }, 'GET /settings': settings });
    markJustCreated(41);
    return { ...fake, ...renderApp({ pathname: '/plate-search/form/41' }, fake.api) };
  };

  it('takes general.formRedirectTimeoutSeconds', async () => {
    jest.useFakeTimers();
    const { location, calls } = arriveWith({ status: 200, data: { general: { formRedirectTimeoutSeconds: 30 } } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await closePrompt();
    expect(screen.getByText('30 saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/settings']));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(location().pathname).toBe('/plate-search');
  });

  it('has no countdown and no redirect at 0', async () => {
    jest.useFakeTimers();
    const { location } = arriveWith({ status: 200, data: { general: { formRedirectTimeoutSeconds: 0 } } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getAllByText('Form başarıyla oluşturuldu').length).toBeGreaterThan(0);
    expect(screen.queryByText(/saniye sonra/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Şimdi Git' })).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(600_000);
    });
    expect(location().pathname).toBe('/plate-search/form/41');
  });

  it('falls back to 120 s when settings fail, only logging it', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    arriveWith({ status: 403, data: { message: 'Yetkisiz' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await closePrompt();
    expect(screen.getByText('120 saniye sonra plaka sorgulama sayfasına yönlendirileceksiniz')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads the settings only for the link’s address when the page is only viewed: no countdown', async () => {
    const { api, calls } = loaded();
    renderApp('/plate-search/form/41', api);
    await screen.findByRole('heading', { name: 'Tamir Formu' });
    // The photos card reads the form's photos (issue 29); settings are read once, for the link; the
    // form's shop's KVKK notice once, for the controller the printed form names (issue 41 §3).
    await waitFor(() =>
      expect(
        calls
          .map((c) => c.url)
          .filter((url) => !url.endsWith('/photos'))
          .sort(),
      ).toEqual(['/kvkk/notice', '/repairform/41', '/settings']),
    );
    expect(calls.filter((c) => c.url === '/repairform/41/photos')).toHaveLength(1);
    expect(screen.queryByText(/saniye sonra/)).not.toBeInTheDocument();
  });
});

describe('in the app web view', () => {
  const WEB_VIEW_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 TamirFormuApp/1.0';
  beforeEach(() => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WEB_VIEW_UA);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  const withSend = (reply: FakeReply) => fakeApi({ 'GET /repairform/41': { status: 200, data: aRepairForm() }, 'POST /repairform/41/send': reply });

  it('Yazdır sends the form link to the company e-mail instead of printing', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { api, calls } = withSend({ status: 200, data: { message: 'ok' } });
    renderApp('/plate-search/form/41', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Yazdır' }));
    await expectFormMailedToCompany(calls);
    expect(print).not.toHaveBeenCalled();
  });

  it('the prompt after creation offers the e-mail, and a failure says Mail gönderiminde hata oluştu', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { api, calls } = withSend({ status: 500, data: {} });
    markJustCreated(41);
    renderApp({ pathname: '/plate-search/form/41' }, api);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'E-posta Gönder' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Mail gönderiminde hata oluştu'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(print).not.toHaveBeenCalled();
  });
});
