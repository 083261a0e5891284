import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formLinks, repairForms, repairShops } from '../../db/schema/index';
import { isAdmin, type AuthUser } from '../../lib/caller';

export type FormRow = typeof repairForms.$inferSelect & { repairShopName: string | null };
export type LinkRow = typeof formLinks.$inferSelect;

/** The form with its shop's name, if `user` may see it (Admin: any; Tamirci: their shop's). */
export async function findVisibleForm(db: Db, id: number, user: AuthUser): Promise<FormRow | undefined> {
  if (!isAdmin(user) && user.repairShopId === null) return undefined;
  const tenancy = isAdmin(user) ? undefined : eq(repairForms.repairShopId, user.repairShopId!);
  const [row] = await db
    .select({ form: repairForms, repairShopName: repairShops.name })
    .from(repairForms)
    .leftJoin(repairShops, eq(repairShops.id, repairForms.repairShopId))
    .where(and(eq(repairForms.id, id), tenancy));
  return row ? { ...row.form, repairShopName: row.repairShopName } : undefined;
}

/** A form's links, newest first. */
export function linksOfForm(db: Db, formId: number): Promise<LinkRow[]> {
  return db.select().from(formLinks).where(eq(formLinks.repairFormId, formId)).orderBy(desc(formLinks.createdAt), desc(formLinks.id));
}

/** A form by id for the server's own work (the e-mail dispatcher), with no caller to scope it. */
export async function findFormById(db: Db, id: number): Promise<typeof repairForms.$inferSelect | undefined> {
  const [form] = await db.select().from(repairForms).where(eq(repairForms.id, id));
  return form;
}

/** The link of a public token with its form. */
export async function findByToken(db: Db, token: string): Promise<{ link: LinkRow; form: typeof repairForms.$inferSelect } | undefined> {
  const [row] = await db
    .select({ link: formLinks, form: repairForms })
    .from(formLinks)
    .innerJoin(repairForms, eq(repairForms.id, formLinks.repairFormId))
    .where(eq(formLinks.token, token));
  return row;
}

/** The form's newest active, unexpired link, if any. */
export async function currentLink(db: Db, formId: number): Promise<Pick<LinkRow, 'token' | 'expiresAt'> | undefined> {
  const [link] = await db
    .select({ token: formLinks.token, expiresAt: formLinks.expiresAt })
    .from(formLinks)
    .where(and(eq(formLinks.repairFormId, formId), eq(formLinks.isActive, true), gt(formLinks.expiresAt, new Date())))
    .orderBy(desc(formLinks.createdAt), desc(formLinks.id))
    .limit(1);
  return link;
}
