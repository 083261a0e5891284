import type { PersonalTable } from '../kvkk/register';

const STAFF = 'the portal’s own users (staff accounts): changed or deactivated on the Kullanıcılar screen, not by a customer’s or driver’s request';

/** The portal's users and their sessions (issue 41 §1 register): staff data, outside the requests' reach. */
export const userPersonalData: PersonalTable[] = [
  {
    table: 'users',
    module: 'users',
    exportAs: 'users',
    title: 'Kullanıcılar',
    columns: [
      { column: 'username', kind: 'username', label: 'Kullanıcı adı', reach: { by: 'outside', why: STAFF }, erase: 'none' },
      { column: 'first_name', kind: 'name', label: 'Ad', reach: { by: 'outside', why: STAFF }, erase: 'none' },
      { column: 'last_name', kind: 'name', label: 'Soyad', reach: { by: 'outside', why: STAFF }, erase: 'none' },
      { column: 'email', kind: 'email', label: 'E-posta', reach: { by: 'outside', why: STAFF }, erase: 'none' },
      { column: 'phone', kind: 'phone', label: 'Telefon', reach: { by: 'outside', why: STAFF }, erase: 'none' },
    ],
  },
  {
    table: 'auth_sessions',
    module: 'users',
    exportAs: 'sessions',
    title: 'Oturumlar',
    columns: [{ column: 'ip_address', kind: 'ipAddress', label: 'Oturum IP adresi', reach: { by: 'outside', why: STAFF }, erase: 'none' }],
  },
];
