import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { repairForms, repairShopCompanies } from '../db/schema/index';
import { isAdmin, type AuthUser } from './caller';

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
export async function linkCompany(db: Db, repairShopId: number, companyId: number, viaFormId: number | null = null): Promise<boolean> {
  const inserted = await db
    .insert(repairShopCompanies)
    .values({ repairShopId, companyId, viaFormId })
    .onConflictDoNothing()
    .returning({ companyId: repairShopCompanies.companyId });
  return inserted.length > 0;
}

/**
 * After a form is deleted: a link that form made passes to another form of the same shop for the
 * same company, or goes with it. Links made by hand (via_form_id null) stay.
 */
export async function releaseFormLink(db: Db, form: { id: number; repairShopId: number | null; companyId: number | null }): Promise<void> {
  if (form.repairShopId === null || form.companyId === null) return;
  const link = and(
    eq(repairShopCompanies.repairShopId, form.repairShopId),
    eq(repairShopCompanies.companyId, form.companyId),
    eq(repairShopCompanies.viaFormId, form.id),
  );
  const [other] = await db
    .select({ id: repairForms.id })
    .from(repairForms)
    .where(and(eq(repairForms.repairShopId, form.repairShopId), eq(repairForms.companyId, form.companyId), ne(repairForms.id, form.id)))
    .limit(1);
  if (other) await db.update(repairShopCompanies).set({ viaFormId: other.id }).where(link);
  else await db.delete(repairShopCompanies).where(link);
}
