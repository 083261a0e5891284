import { authStore, type User } from '@tamir/shared-api';
import { Toaster, toast } from '@tamir/shared-ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ServicesProvider, type ApiClient } from '../lib/services';
import type { RemoteLoader } from '../mfe/remote-loader';

export const ADMIN: User = {
  id: 1,
  username: 'admin',
  role: 'Admin',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: null,
  phone: null,
  repairShopId: null,
  companyName: null,
  mustChangePassword: false,
};

export const TAMIRCI: User = { ...ADMIN, id: 2, username: 'usta', role: 'Tamirci', firstName: 'İsmail', lastName: 'Öztürk', repairShopId: 3 };

/** A loader whose remotes never arrive (screens under test don't need them). */
export const pendingLoader: RemoteLoader = {
  load: () => new Promise(() => undefined),
  isListed: async () => true,
  hasNewVersion: async () => false,
};

export function resetSession() {
  authStore.getState().signOut();
  localStorage.clear();
  toast.clear();
}

export function signIn(user: User, token = 'test-token') {
  authStore.getState().signIn(token, user);
}

export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

export function renderWithShell(ui: ReactNode, { path = '/', api, remotes = pendingLoader }: { path?: string; api: ApiClient; remotes?: RemoteLoader }) {
  return render(
    <ServicesProvider services={{ api, remotes }}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </ServicesProvider>,
  );
}
