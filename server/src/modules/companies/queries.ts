import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Company, CompanyQueryValues, CompanyStatistics, CompanyUser } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { countRows } from '../../lib/count-rows';
import { companies, repairForms, repairShopCompanies, repairShops, users, vehicles } from '../../db/schema/index';
import { contactConditions } from '../../lib/search-sql';
import { userColumns } from '../users/queries';

const count = (from: SQL) => sql<number>`(select count(*)::int ${from})`;

/** The shops that serve a company, as a subquery on the link table. */
const shopsOf = (companyId: SQL | typeof companies.id) =>
  sql`select ${repairShopCompanies.repairShopId} from ${repairShopCompanies} where ${repairShopCompanies.companyId} = ${companyId}`;

/** A company's columns with its counts, each a subquery on its own index. */
export const companySelection = {
  id: companies.id,
  name: companies.name,
  address: companies.address,
  contactPhone: companies.contactPhone,
  contactEmail: companies.contactEmail,
  taxNumber: companies.taxNumber,
  authorizedPerson: companies.authorizedPerson,
  taxOffice: companies.taxOffice,
  eInvoiceUser: companies.eInvoiceUser,
  reminderEmailsOptOut: companies.reminderEmailsOptOut,
  isActive: companies.isActive,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
  // Users belong to shops, not companies: a company's staff are the Tamirci accounts of the shops that serve it.
  userCount: count(sql`from ${users} where ${users.role} = 'Tamirci' and ${users.repairShopId} in (${shopsOf(companies.id)})`),
  vehicleCount: count(sql`from ${vehicles} where ${vehicles.companyId} = ${companies.id}`),
};

type CompanyRow = Omit<Company, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toCompanyDto(row: CompanyRow): Company {
  return {
    ...row,
    userCount: Number(row.userCount),
    vehicleCount: Number(row.vehicleCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Companies linked to a shop. */
export const linkedTo = (repairShopId: number) =>
  sql`exists (select 1 from ${repairShopCompanies} where ${repairShopCompanies.companyId} = ${companies.id} and ${repairShopCompanies.repairShopId} = ${repairShopId})`;

/** The four filters: name and e-mail contain the text (case- and Turkish-accent-insensitive); phone and tax number contain the digits. */
export function filterConditions(query: Pick<CompanyQueryValues, 'name' | 'phone' | 'email' | 'taxNumber'>): SQL[] {
  return contactConditions(companies, query);
}

export const countCompanies = (db: Db, where: SQL | undefined) => countRows(db, companies, where);

/** The cards of §2.3 over every company of the scope; staff counted once however many companies a shop serves. */
export async function companyStatistics(db: Db, where: SQL | undefined): Promise<CompanyStatistics> {
  const scoped = db.select({ id: companies.id }).from(companies).where(where);
  const [row] = await db
    .select({
      totalCompanies: sql<number>`count(*)::int`,
      activeCompanies: sql<number>`count(*) filter (where ${companies.isActive})::int`,
    })
    .from(companies)
    .where(where);
  const [staff] = await db
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(repairShopCompanies, eq(repairShopCompanies.repairShopId, users.repairShopId))
    .where(and(eq(users.role, 'Tamirci'), inArray(repairShopCompanies.companyId, scoped)));
  const [fleet] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(inArray(vehicles.companyId, scoped));
  return {
    totalCompanies: Number(row.totalCompanies),
    activeCompanies: Number(row.activeCompanies),
    totalStaff: Number(staff.n),
    totalVehicles: Number(fleet.n),
  };
}

/** The Tamirci accounts of the shops that serve the company. */
export async function companyUsers(db: Db, companyId: number): Promise<CompanyUser[]> {
  const rows = await db
    .select({ ...userColumns, repairShopName: repairShops.name })
    .from(users)
    .innerJoin(repairShopCompanies, and(eq(repairShopCompanies.repairShopId, users.repairShopId), eq(repairShopCompanies.companyId, companyId)))
    .leftJoin(repairShops, eq(repairShops.id, users.repairShopId))
    .where(eq(users.role, 'Tamirci'))
    .orderBy(users.username);
  return rows;
}

/** Vehicles of the company that carry repair forms (they block its deletion). */
export async function vehiclesWithForms(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), sql`exists (select 1 from ${repairForms} where ${repairForms.vehicleId} = ${vehicles.id})`));
  return Number(row.n);
}

export const companyVehicleSelection = {
  id: vehicles.id,
  plateNumber: vehicles.plateNumber,
  brand: vehicles.brand,
  model: vehicles.model,
  kilometer: vehicles.kilometer,
  ownerName: vehicles.ownerName,
  driverPhoneEnc: vehicles.driverPhoneEnc,
  createdAt: vehicles.createdAt,
};

/** The forms of a vehicle the caller may open: every form for an admin (shopId null), their shop's for a Tamirci. */
export const formCountFor = (shopId: number | null) =>
  count(sql`from ${repairForms} where ${repairForms.vehicleId} = ${vehicles.id}${shopId === null ? sql`` : sql` and ${repairForms.repairShopId} = ${shopId}`}`);
