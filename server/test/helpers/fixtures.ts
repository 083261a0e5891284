import { after, before } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { normalizePhone, normalizePlate } from '@tamir/shared-api/domain';
import { companies, formLinks, repairForms, repairShopCompanies, repairShops, users, vehicles } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';
import { foldForSearch } from '../../src/lib/search-text';
import { ADMIN, startServer, type DbKind, type StartOptions, type TestServer } from './server';
import { startSmtp, type TestSmtp } from './smtp';
import { driverPhoneColumns } from '../../src/modules/vehicles/phone-columns';
import { refreshVehicleReadings } from '../../src/modules/reminders/readings';

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Date.now().toString(36).slice(-4)}`;

/** The body of POST /api/users for a new Admin (Ayşe Yılmaz, ayse@example.com), a fresh username unless overridden. */
export const adminUserBody = (overrides: Record<string, unknown> = {}) => ({
  username: unique('yonetici'),
  password: 'Gizli!Sifre9',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '0532 111 22 33',
  role: 'Admin',
  ...overrides,
});

export async function createShop(server: TestServer, name = unique('Tamirhane ')): Promise<number> {
  const [row] = await server.app.db
    .insert(repairShops)
    .values({ name, contactEmail: 'atolye@example.com', contactPhone: '0212 555 44 33', searchText: foldForSearch(name) })
    .returning({ id: repairShops.id });
  return row.id;
}

export interface UserFixture {
  id: number;
  username: string;
  password: string;
}

export async function createUser(
  server: TestServer,
  options: {
    role?: 'Admin' | 'Tamirci';
    repairShopId?: number | null;
    isActive?: boolean;
    username?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<UserFixture> {
  const username = options.username ?? unique('user');
  const password = options.password ?? 'Sifre!123';
  const [row] = await server.app.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(password),
      role: options.role ?? 'Tamirci',
      repairShopId: options.repairShopId ?? null,
      firstName: options.firstName ?? 'Ali',
      lastName: options.lastName ?? 'Usta',
      isActive: options.isActive ?? true,
    })
    .returning({ id: users.id });
  return { id: row.id, username, password };
}

export async function createCompany(
  server: TestServer,
  options: { name?: string; email?: string | null; phone?: string | null; address?: string | null; linkTo?: number[] } = {},
): Promise<number> {
  const name = options.name ?? unique('Firma ');
  const [row] = await server.app.db
    .insert(companies)
    .values({
      name,
      contactEmail: options.email === undefined ? 'filo@firma.com' : options.email,
      contactPhone: options.phone === undefined ? '0216 444 33 22' : options.phone,
      address: options.address === undefined ? 'Kadıköy, İstanbul' : options.address,
      searchText: foldForSearch(name),
    })
    .returning({ id: companies.id });
  for (const shopId of options.linkTo ?? []) await server.app.db.insert(repairShopCompanies).values({ repairShopId: shopId, companyId: row.id });
  return row.id;
}

/** A vehicle's driver and kilometre that a test then reads back (the form's customer, the e-mail's 'Şoför:' line). */
export const KNOWN_DRIVER = { ownerName: 'Veli Kaya', phone: '0535 000 11 22', kilometer: 98765 };

export async function createVehicle(
  server: TestServer,
  options: { companyId: number; plate?: string; phone?: string; ownerName?: string; brand?: string; model?: string; vehicleType?: string; kilometer?: number },
): Promise<{ id: number; plate: string }> {
  const plate = normalizePlate(options.plate ?? randomPlate());
  const phone = normalizePhone(options.phone ?? '0532 111 22 33');
  const [row] = await server.app.db
    .insert(vehicles)
    .values({
      plateNumber: plate,
      brand: options.brand ?? 'Ford',
      model: options.model ?? 'Transit',
      vehicleType: options.vehicleType ?? null,
      kilometer: options.kilometer ?? 120000,
      ownerName: options.ownerName ?? 'Mehmet Şoför',
      ...driverPhoneColumns(server.app.fieldCrypto, phone),
      companyId: options.companyId,
      searchText: foldForSearch(plate, options.brand ?? 'Ford', options.model ?? 'Transit', options.ownerName ?? 'Mehmet Şoför'),
    })
    .returning({ id: vehicles.id });
  return { id: row.id, plate };
}

let plateCounter = 100;
/** A valid, unused-looking plate: 2 digits, 3 letters, 2–4 digits. */
export function randomPlate(): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return `${String(10 + (plateCounter % 80)).padStart(2, '0')}${pick()}${pick()}${pick()}${++plateCounter}`;
}

export async function countRows(server: TestServer, table: string): Promise<number> {
  const result = await server.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result.rows[0] as { n: number }).n;
}

export async function setUserActive(server: TestServer, userId: number, isActive: boolean) {
  await server.app.db.update(users).set({ isActive }).where(eq(users.id, userId));
}

/** The keys of every organisation in an answer, a repair shop's and a company's (each adds its counts). */
export const ORGANISATION_KEYS = [
  'address',
  'authorizedPerson',
  'contactEmail',
  'contactPhone',
  'createdAt',
  'id',
  'isActive',
  'name',
  'taxNumber',
  'updatedAt',
];

/** A shop with one Tamirci and one linked company: the usual cast of a tenancy test. */
export async function createTenant(server: TestServer) {
  const shopId = await createShop(server);
  const user = await createUser(server, { repairShopId: shopId });
  const companyId = await createCompany(server, { linkTo: [shopId] });
  const token = await server.login(user.username, user.password);
  return { shopId, user, companyId, token };
}
export type Tenant = Awaited<ReturnType<typeof createTenant>>;

export interface ServerCast {
  server: TestServer;
  admin: string;
}

/**
 * Registers the hooks of an API test: a fresh server (started with `options`, or what the function
 * gives when the before hook runs) and the admin's token, handed to `ready`; closed after.
 */
export function withServer(kind: DbKind, ready: (cast: ServerCast) => unknown, options: StartOptions | (() => StartOptions) = {}): void {
  let server: TestServer | undefined;
  before(async () => {
    server = await startServer(kind, typeof options === 'function' ? options() : options);
    await ready({ server, admin: await server.login(ADMIN.username, ADMIN.password) });
  });
  after(() => server?.close());
}

export interface TenantCast extends ServerCast {
  shopA: Tenant;
  shopB: Tenant;
}

/** Registers the usual hooks of an API test: a fresh server, the admin's token and two unrelated tenants, handed to `ready`. */
export function withTenants(kind: DbKind, ready: (cast: TenantCast) => void, options: StartOptions = {}): void {
  withServer(kind, async ({ server, admin }) => ready({ server, admin, shopA: await createTenant(server), shopB: await createTenant(server) }), options);
}

/** The environment of a server that mails through the test SMTP sink on `port` (the dispatcher polls once a minute; queuing wakes it). */
export const mailingEnv = (port: number, env: Record<string, string> = {}) => ({
  NOTIFICATION_POLL_MS: '60000',
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'bildirim@tamir.example.com',
  ...env,
});

export interface MailingCast extends ServerCast {
  smtp: TestSmtp;
  tenant: Tenant;
}

/** withServer with a real SMTP sink the server mails through (mailingEnv, `env` over it) and one tenant; the sink stops after the server. */
export function withMailingServer(kind: DbKind, ready: (cast: MailingCast) => unknown, env: Record<string, string> = {}): void {
  let smtp: TestSmtp | undefined;
  before(async () => {
    smtp = await startSmtp();
  });
  withServer(
    kind,
    async (cast) => ready({ ...cast, smtp: smtp!, tenant: await createTenant(cast.server) }),
    () => ({ env: mailingEnv(smtp!.port, env) }),
  );
  after(() => smtp?.stop());
}

export interface FormFixture {
  id: number;
  formNumber: string;
}

/**
 * A repair form written straight into the table (any date, shop or creator), with the same
 * search text the service stores; `link` adds a form link ('active', 'expired' or 'inactive').
 */
export async function createForm(
  server: TestServer,
  options: {
    vehicleId?: number | null;
    plate?: string;
    companyId?: number | null;
    companyName?: string;
    repairShopId?: number | null;
    createdBy?: number | null;
    createdByUsername?: string;
    createdAt?: Date;
    customerName?: string;
    description?: string;
    status?: string;
    link?: 'active' | 'expired' | 'inactive';
  } = {},
): Promise<FormFixture> {
  const { rows } = await server.app.db.execute(sql`select nextval('repair_form_number_seq')::int as n`);
  const formNumber = `TF-2026-${String((rows[0] as { n: number }).n).padStart(6, '0')}`;
  const plate = normalizePlate(options.plate ?? '34 TST 100');
  const customerName = options.customerName ?? 'Mehmet Şoför';
  const companyName = options.companyName ?? 'Test Filo';
  const description = options.description ?? '1. Fren sesi';
  const [row] = await server.app.db
    .insert(repairForms)
    .values({
      formNumber,
      vehicleId: options.vehicleId ?? null,
      plateNumber: plate,
      brand: 'Ford',
      model: 'Transit',
      kilometer: 1000,
      companyId: options.companyId ?? null,
      companyName,
      driverName: customerName,
      customerName,
      descriptionLines: [description.replace(/^1\. /, '')],
      description,
      status: options.status ?? 'Beklemede',
      repairShopId: options.repairShopId ?? null,
      createdBy: options.createdBy ?? null,
      createdByUsername: options.createdByUsername ?? 'fixture',
      createdByName: 'Fixture',
      searchText: foldForSearch(formNumber, plate, customerName, description, companyName),
      createdAt: options.createdAt ?? new Date(),
    })
    .returning({ id: repairForms.id });
  // As the app's form creation: the vehicle's reading summary (issue 44) counts the intake kilometre.
  await refreshVehicleReadings(server.app.db, [options.vehicleId]);
  if (options.link) {
    const day = 86_400_000;
    await server.app.db.insert(formLinks).values({
      token: `tok${row.id}x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
      repairFormId: row.id,
      isActive: options.link !== 'inactive',
      expiresAt: new Date(Date.now() + (options.link === 'expired' ? -day : 7 * day)),
    });
  }
  return { id: row.id, formNumber };
}
