import { act, render, screen, within } from '@testing-library/react';
import { Toaster } from './toaster';
import { toast, toastStore } from './toast-store';

function viewport() {
  return screen.getByRole('region', { name: /Bildirimler/ });
}

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toast.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a toast and closes it by itself after 3000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Araç silindi');
    });
    expect(within(viewport()).getByText('Araç silindi')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(within(viewport()).getByText('Araç silindi')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(within(viewport()).queryByText('Araç silindi')).not.toBeInTheDocument();
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('marks each kind and shows the same message only once at a time', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin');
      toast.error('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin');
      toast.warning('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın');
      toast.info('Bilgi');
    });
    const items = within(viewport()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['error', 'warning', 'info']);
  });

  it('shows a repeated message again as a fresh toast with its full time, still only once', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Kullanıcı adı veya şifre hatalı');
    });
    const first = toastStore.getState().toasts[0].id;
    act(() => jest.advanceTimersByTime(2500));
    act(() => {
      toast.error('Kullanıcı adı veya şifre hatalı');
    });
    expect(toastStore.getState().toasts).toHaveLength(1);
    expect(toastStore.getState().toasts[0].id).not.toBe(first);
    act(() => jest.advanceTimersByTime(2000));
    expect(within(viewport()).getByText('Kullanıcı adı veya şifre hatalı')).toBeInTheDocument();
  });

  it('drops error toasts while they are quieted, and lets them through again afterwards', () => {
    toast.warning('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın');
    toast.quietErrors(2000);
    toast.error('Arama sırasında hata oluştu');
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['Oturum süreniz dolmuş. Lütfen tekrar giriş yapın']);
    act(() => jest.advanceTimersByTime(2001));
    toast.error('Arama sırasında hata oluştu');
    expect(toastStore.getState().toasts.map((t) => t.kind)).toContain('error');
    toast.quietErrors(0);
  });

  it('closes on the close button', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Kopyalandı');
    });
    act(() => {
      within(viewport()).getByRole('button', { name: 'Kapat' }).click();
    });
    expect(within(viewport()).queryByText('Kopyalandı')).not.toBeInTheDocument();
  });

  it('renders the queue in one Toaster only when two are mounted (host and remote)', () => {
    render(
      <>
        <Toaster />
        <Toaster />
      </>,
    );
    act(() => {
      toast.success('Kaydedildi');
    });
    expect(screen.getAllByRole('region', { name: /Bildirimler/ })).toHaveLength(1);
  });

  it('notify fits the API client (kind, message)', () => {
    render(<Toaster />);
    act(() => {
      toast.notify('warning', 'Bağlantı hatası. İnternet bağlantınızı kontrol edin');
    });
    expect(within(viewport()).getByText('Bağlantı hatası. İnternet bağlantınızı kontrol edin')).toBeInTheDocument();
  });
});
