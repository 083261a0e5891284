import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore } from '@tamir/shared-api';
import { applyWebViewMode, Toaster } from '@tamir/shared-ui';
import { createPortalApi } from './app/portal-api';
import { LoginForm } from './features/auth/login-form';
import { ConnectivityGate } from './features/connectivity/connectivity';
import { homeFor, LOGIN_PATH } from './lib/paths';
import '@tamir/shared-ui/styles.css';
import './styles/shell.css';

// What a cold load of /giris gets (the server sends login.html, issue 13): the sign-in card and
// what it needs, built without Module Federation, the router, the layouts or any remote. After a
// sign-in the portal itself loads (a full page load of the user's home).
applyWebViewMode();
const { token, user } = authStore.getState();
const container = document.getElementById('root');
if (token && user) window.location.replace(homeFor(user));
else if (container) {
  const api = createPortalApi(() => window.location.assign(LOGIN_PATH));
  createRoot(container).render(
    <StrictMode>
      <ConnectivityGate>
        <LoginForm api={api} onSignedIn={(path) => window.location.replace(path)} />
      </ConnectivityGate>
      <Toaster />
    </StrictMode>,
  );
}
