import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore, createApiClient, type ApiClient } from '@tamir/shared-api';
import { Toaster } from '../toast/toaster';
import { toast } from '../toast/toast-store';
import { DevSession } from './dev-session';

/**
 * A remote's `start:standalone` page: the remote alone, with its own client and toasts (the dev
 * server proxies /api), signed in through DevSession; a 401 goes to `homePath`.
 */
export function renderStandalone(Root: ComponentType<{ api: ApiClient }>, { title, homePath }: { title: string; homePath: string }) {
  const api = createApiClient({
    getToken: () => authStore.getState().token,
    clearSession: () => authStore.getState().signOut(),
    notify: toast.notify,
    onUnauthorized: () => window.location.assign(homePath),
  });
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <Toaster />
      <DevSession api={api} title={title}>
        <Root api={api} />
      </DevSession>
    </StrictMode>,
  );
}
