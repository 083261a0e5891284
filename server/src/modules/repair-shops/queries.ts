import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { RepairShop, RepairShopCompany, RepairShopListQueryValues } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { countRows } from '../../lib/count-rows';
import { companies, repairForms, repairShopCompanies, repairShops, users, vehicles } from '../../db/schema/index';
import { contactConditions, foldSql } from '../../lib/search-sql';
import type { Paging } from '../../lib/paging';

export { readPaging, type Paging } from '../../lib/paging';

const count = (from: SQL) => sql<number>`(select count(*)::int ${from})`;

/** The shop's columns and its four counts, each a subquery on its own index (only the page's rows are counted). */
export const shopSelection = {
  id: repairShops.id,
  name: repairShops.name,
  address: repairShops.address,
  contactPhone: repairShops.contactPhone,
  contactEmail: repairShops.contactEmail,
  taxNumber: repairShops.taxNumber,
  authorizedPerson: repairShops.authorizedPerson,
  isActive: repairShops.isActive,
  createdAt: repairShops.createdAt,
  updatedAt: repairShops.updatedAt,
  userCount: count(sql`from ${users} where ${users.repairShopId} = ${repairShops.id}`),
  companyCount: count(sql`from ${repairShopCompanies} where ${repairShopCompanies.repairShopId} = ${repairShops.id}`),
  vehicleCount: count(
    sql`from ${vehicles} inner join ${repairShopCompanies} on ${repairShopCompanies.companyId} = ${vehicles.companyId} where ${repairShopCompanies.repairShopId} = ${repairShops.id}`,
  ),
  repairFormCount: count(sql`from ${repairForms} where ${repairForms.repairShopId} = ${repairShops.id}`),
};

interface ShopRow extends Omit<RepairShop, 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
}

export function toShopDto(row: ShopRow): RepairShop {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    taxNumber: row.taxNumber,
    authorizedPerson: row.authorizedPerson,
    isActive: row.isActive,
    userCount: Number(row.userCount),
    companyCount: Number(row.companyCount),
    vehicleCount: Number(row.vehicleCount),
    repairFormCount: Number(row.repairFormCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The list filters: name and e-mail contain the text (case- and Turkish-accent-insensitive); phone and tax number contain the digits. */
export function listConditions(query: RepairShopListQueryValues): SQL[] {
  const conditions = contactConditions(repairShops, query);
  if (query.isActive !== undefined) conditions.push(eq(repairShops.isActive, query.isActive === 'true'));
  return conditions;
}

export const shopOrder = [asc(foldSql(repairShops.name)), asc(repairShops.id)];

export const countShops = (db: Db, where: SQL | undefined) => countRows(db, repairShops, where);

export async function findShop(db: Db, id: number): Promise<RepairShop | undefined> {
  const [row] = await db.select(shopSelection).from(repairShops).where(eq(repairShops.id, id));
  return row ? toShopDto(row) : undefined;
}

export async function listShops(db: Db, where: SQL | undefined, paging: Paging): Promise<RepairShop[]> {
  const rows = await db
    .select(shopSelection)
    .from(repairShops)
    .where(where)
    .orderBy(...shopOrder)
    .limit(paging.pageSize)
    .offset(paging.offset);
  return rows.map((row) => toShopDto(row));
}

/** The companies linked to a shop, by name, one page, with their vehicle counts. */
export async function listShopCompanies(db: Db, shopId: number, paging: Paging): Promise<{ rows: RepairShopCompany[]; total: number }> {
  const linked = eq(repairShopCompanies.repairShopId, shopId);
  const total = await countRows(db, repairShopCompanies, linked);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      contactPhone: companies.contactPhone,
      contactEmail: companies.contactEmail,
      taxNumber: companies.taxNumber,
      authorizedPerson: companies.authorizedPerson,
      isActive: companies.isActive,
      vehicleCount: count(sql`from ${vehicles} where ${vehicles.companyId} = ${companies.id}`),
      viaFormId: repairShopCompanies.viaFormId,
      linkedAt: repairShopCompanies.createdAt,
    })
    .from(repairShopCompanies)
    .innerJoin(companies, eq(companies.id, repairShopCompanies.companyId))
    .where(and(linked))
    .orderBy(asc(foldSql(companies.name)), asc(companies.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return {
    total,
    rows: rows.map(({ viaFormId, linkedAt, vehicleCount, ...company }) => ({
      ...company,
      vehicleCount: Number(vehicleCount),
      viaForm: viaFormId !== null,
      linkedAt: linkedAt.toISOString(),
    })),
  };
}
