import { toast, useOnlineStatus } from '@tamir/shared-ui';
import { useEffect, type ReactNode } from 'react';

export const OFFLINE_TITLE = 'İnternet Bağlantısı Yok';
export const ONLINE_TOAST = 'İnternet bağlantısı kuruldu';
export const OFFLINE_TOAST = 'İnternet bağlantısı kesildi';

export function OfflineScreen() {
  return (
    <main className="offline-screen" aria-labelledby="offline-title">
      <div className="offline-screen__card">
        <svg
          className="offline-screen__icon"
          viewBox="0 0 24 24"
          width="56"
          height="56"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
        </svg>
        <h1 id="offline-title">{OFFLINE_TITLE}</h1>
        <p>Lütfen internet bağlantınızı kontrol edin. Bağlantı kurulduğunda uygulama kaldığı yerden devam eder.</p>
      </div>
    </main>
  );
}

/**
 * While the browser is offline the offline screen replaces the application. The application
 * stays mounted underneath (hidden and inert), so nothing typed into a form is lost.
 */
export function ConnectivityGate({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();

  useEffect(() => {
    const onOnline = () => toast.success(ONLINE_TOAST);
    const onOffline = () => toast.error(OFFLINE_TOAST);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  return (
    <>
      {!online && <OfflineScreen />}
      <div className="app-root" hidden={!online} inert={!online}>
        {children}
      </div>
    </>
  );
}
