import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { MSG } from '@tamir/shared-api/domain';
import type { VehicleListQueryValues } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, repairForms, repairShopCompanies, vehicles } from '../../db/schema/index';
import { isAdmin, type AuthUser } from '../../lib/caller';
import { validationFailed } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import { foldSql } from '../../lib/search-sql';
import { compactPattern, likePattern } from '../../lib/search-text';

/** Columns of a vehicle answer; `shopId` (0 for admins) decides whether contact details show. */
export const selection = () => ({
  id: vehicles.id,
  plateNumber: vehicles.plateNumber,
  brand: vehicles.brand,
  model: vehicles.model,
  vehicleType: vehicles.vehicleType,
  kilometer: vehicles.kilometer,
  ownerName: vehicles.ownerName,
  driverPhoneEnc: vehicles.driverPhoneEnc,
  companyId: vehicles.companyId,
  createdAt: vehicles.createdAt,
  companyName: companies.name,
  companyEmail: companies.contactEmail,
  companyPhone: companies.contactPhone,
  companyAddress: companies.address,
  // The forms the caller may open: every form for an admin (shopId 0), their shop's for a Tamirci.
  repairFormCount: sql<number>`(select count(*)::int from ${repairForms} where ${repairForms.vehicleId} = ${vehicles.id} and (${sql.placeholder('shopId')} = 0 or ${repairForms.repairShopId} = ${sql.placeholder('shopId')}))`,
  linked: sql<boolean>`exists(select 1 from ${repairShopCompanies} where ${repairShopCompanies.companyId} = ${vehicles.companyId} and ${repairShopCompanies.repairShopId} = ${sql.placeholder('shopId')})`,
});

export type VehicleRow = SelectResultFields<ReturnType<typeof selection>>;

/** Plate search runs on every lookup: prepared once. */
export const prepareLookup = (db: Db, where: SQL, name: string) => lookupQuery(db, where).prepare(name);

/** One vehicle with its company, form count and link to the caller's shop (placeholders key and shopId). */
export const lookupQuery = (db: Db, where: SQL) =>
  db.select(selection()).from(vehicles).innerJoin(companies, eq(companies.id, vehicles.companyId)).where(where);

/**
 * GET /vehicles filters. Admin: every vehicle; Tamirci: the vehicles of companies linked to their
 * shop (another company's id gives an empty list).
 */
export function listConditions(query: VehicleListQueryValues, user: AuthUser): SQL[] {
  const conditions: SQL[] = [];
  if (!isAdmin(user)) {
    conditions.push(
      sql`exists(select 1 from ${repairShopCompanies} where ${repairShopCompanies.companyId} = ${vehicles.companyId} and ${repairShopCompanies.repairShopId} = ${user.repairShopId ?? 0})`,
    );
  }
  if (query.companyId !== undefined) {
    const companyId = Number(query.companyId);
    if (!isDbId(companyId)) throw validationFailed({ companyId: [MSG.companyNotFound] });
    conditions.push(eq(vehicles.companyId, companyId));
  }
  const contains = { brand: vehicles.brand, model: vehicles.model, vehicleType: vehicles.vehicleType, ownerName: vehicles.ownerName } as const;
  for (const [field, column] of Object.entries(contains)) {
    const term = query[field as keyof typeof contains]?.trim();
    if (term) conditions.push(sql`${foldSql(sql`${column}`)} like ${likePattern(term)}`);
  }
  const term = query.search?.trim();
  if (term) {
    const compact = compactPattern(term);
    conditions.push(or(sql`${vehicles.searchText} like ${likePattern(term)}`, ...(compact ? [sql`${vehicles.searchText} like ${compact}`] : []))!);
  }
  return conditions;
}
