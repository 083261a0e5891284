import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { repairShopCompanies } from '../../db/schema/index';
import type { AuthUser } from '../../types';

export const isAdmin = (actor: AuthUser) => actor.role === 'Admin';

/** Ids in the URL or body may be any digits; beyond PostgreSQL's integer they name nothing. */
export const isDbId = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

export async function isCompanyLinked(db: Db, repairShopId: number | null, companyId: number): Promise<boolean> {
  if (repairShopId === null) return false;
  const [row] = await db
    .select({ companyId: repairShopCompanies.companyId })
    .from(repairShopCompanies)
    .where(and(eq(repairShopCompanies.repairShopId, repairShopId), eq(repairShopCompanies.companyId, companyId)));
  return !!row;
}

/** Admin sees every company's details; a Tamirci those of companies linked to their shop. */
export async function canSeeCompany(db: Db, actor: AuthUser, companyId: number): Promise<boolean> {
  return isAdmin(actor) || isCompanyLinked(db, actor.repairShopId, companyId);
}

/** Returns true when the link is new. */
export async function linkCompany(db: Db, repairShopId: number, companyId: number): Promise<boolean> {
  const inserted = await db
    .insert(repairShopCompanies)
    .values({ repairShopId, companyId })
    .onConflictDoNothing()
    .returning({ companyId: repairShopCompanies.companyId });
  return inserted.length > 0;
}
