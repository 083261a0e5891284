import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore, createApiClient } from '@tamir/shared-api';
import { DevSession, Toaster, toast } from '@tamir/shared-ui';
import Root from './root';

// `start:standalone`: the remote alone, with its own client and toasts; the dev server proxies /api.
const api = createApiClient({
  getToken: () => authStore.getState().token,
  clearSession: () => authStore.getState().signOut(),
  notify: toast.notify,
  onUnauthorized: () => window.location.assign('/plate-search'),
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Toaster />
      <DevSession api={api} title="Operasyon modülü — geliştirici girişi">
        <Root api={api} />
      </DevSession>
    </StrictMode>,
  );
}
