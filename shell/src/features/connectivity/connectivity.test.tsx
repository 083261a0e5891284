import { Toaster, toast } from '@tamir/shared-ui';
import { act, render, screen, within } from '@testing-library/react';
import { ConnectivityGate } from './connectivity';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

function renderGate() {
  return render(
    <>
      <ConnectivityGate>
        <button type="button">Kaydet</button>
      </ConnectivityGate>
      <Toaster />
    </>,
  );
}

describe('ConnectivityGate', () => {
  beforeEach(() => {
    toast.clear();
    setOnline(true);
  });
  afterAll(() => setOnline(true));

  it('replaces the application with the offline screen while offline', () => {
    setOnline(false);
    renderGate();
    expect(screen.getByRole('heading', { name: 'İnternet Bağlantısı Yok' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).not.toBeInTheDocument();
  });

  it('toasts on connectivity changes and keeps the application state underneath', () => {
    renderGate();
    const button = screen.getByRole('button', { name: 'Kaydet' });

    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('heading', { name: 'İnternet Bağlantısı Yok' })).toBeInTheDocument();
    const toasts = within(screen.getByRole('region', { name: /Bildirimler/ }));
    expect(toasts.getByText('İnternet bağlantısı kesildi')).toBeInTheDocument();

    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('heading', { name: 'İnternet Bağlantısı Yok' })).not.toBeInTheDocument();
    expect(toasts.getByText('İnternet bağlantısı kuruldu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBe(button);
  });
});
