import { authStore, type Role, type User } from '../index';

/** Signs a user of `role` into the shared session store, as the shell would after login. */
export function signInAs(role: Role, overrides: Partial<User> = {}): User {
  const user: User = {
    id: role === 'Admin' ? 1 : 2,
    username: role === 'Admin' ? 'admin' : 'tamirci',
    role,
    firstName: role === 'Admin' ? 'Sistem' : 'Ahmet',
    lastName: role === 'Admin' ? 'Yöneticisi' : 'Yıldız',
    email: null,
    phone: null,
    repairShopId: role === 'Admin' ? null : 3,
    companyName: role === 'Admin' ? null : 'Yıldız Oto Servis',
    mustChangePassword: false,
    ...overrides,
  };
  authStore.getState().signIn('test-token', user);
  return user;
}
