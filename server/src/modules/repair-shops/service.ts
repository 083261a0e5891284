import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { formatPhone, isValidPhone, MSG, type RepairShopCreateValues, type RepairShopUpdateValues } from '@tamir/shared-api/domain';
import type { RepairShop, RepairShopCompany, RepairShopListQueryValues, RepairShopStatistics } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, repairForms, repairShopCompanies, repairShops, users } from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { conflict, forbidden, isUniqueViolation, notFound, validationFailed } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { foldSql } from '../../lib/search-sql';
import { foldForSearch } from '../../lib/search-text';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { countShops, findShop, listConditions, listShopCompanies, listShops, readPaging, type Paging } from './queries';

/** Our own texts of the link calls (the spec gives none). */
export const SHOP_TEXTS = {
  companyLinked: 'Firma tamirhaneye bağlandı',
  companyUnlinked: 'Firmanın tamirhane bağlantısı kaldırıldı',
  companyNotLinked: 'Bu firma bu tamirhaneye bağlı değil',
} as const;

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** Stored the way companies store it: a valid phone grouped as 0XXX XXX XX XX, anything else as typed. */
const storedPhone = (phone: string) => (isValidPhone(phone) ? formatPhone(phone) : phone);

/** The Tamirci account's name: the authorised person (last word the surname), else the shop's name. */
export function accountName(authorizedPerson: string, shopName: string): { firstName: string; lastName: string } {
  const words = authorizedPerson.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: shopName.slice(0, 100), lastName: '' };
  if (words.length === 1) return { firstName: words[0].slice(0, 100), lastName: '' };
  return { firstName: words.slice(0, -1).join(' ').slice(0, 100), lastName: words[words.length - 1].slice(0, 100) };
}

/**
 * Repair shops (administration §2.4, §3, §7). Everything is Admin only except the list, which
 * gives a Tamirci their own shop. Every change is written to system_logs in its transaction; a
 * shop is logged as entity 'Company' (§4 has no shop type) with a description starting 'Tamirhane'.
 */
export class RepairShopService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly systemLog: SystemLogService,
  ) {}

  /** GET /repairshop: Admin every shop, a Tamirci their own only; filtered, one page, with the total. */
  async list(query: RepairShopListQueryValues, user: AuthUser): Promise<Paged<RepairShop>> {
    const paging = readPaging(query);
    const conditions = listConditions(query);
    if (!isAdmin(user)) conditions.push(eq(repairShops.id, user.repairShopId ?? 0));
    const where = and(...conditions);
    const [total, rows] = await Promise.all([countShops(this.db, where), listShops(this.db, where, paging)]);
    return { rows, total };
  }

  /** GET /repairshop/statistics: the four stat cards over every row, whatever page the screen shows. */
  async statistics(user: AuthUser): Promise<RepairShopStatistics> {
    assertAdmin(user);
    const result = await this.db.execute(sql`
      select
        (select count(*)::int from ${repairShops}) as "totalShops",
        (select count(*)::int from ${repairShops} where ${repairShops.isActive}) as "activeShops",
        (select count(*)::int from ${companies}) as "totalCompanies",
        (select count(*)::int from ${repairForms}) as "totalRepairForms"`);
    const row = result.rows[0] as Record<keyof RepairShopStatistics, number>;
    return {
      totalShops: Number(row.totalShops),
      activeShops: Number(row.activeShops),
      totalCompanies: Number(row.totalCompanies),
      totalRepairForms: Number(row.totalRepairForms),
    };
  }

  async get(id: number, user: AuthUser): Promise<RepairShop> {
    assertAdmin(user);
    const shop = isDbId(id) ? await findShop(this.db, id) : undefined;
    if (!shop) throw notFound(MSG.shopNotFound);
    return shop;
  }

  /**
   * POST /repairshop: the shop and its Tamirci login account in one transaction, so a taken
   * username (409) leaves no shop behind. The password also meets the passwordMinLength setting.
   */
  async create(input: RepairShopCreateValues, actor: Actor): Promise<RepairShop> {
    assertAdmin(actor.user);
    const { passwordMinLength, requirePasswordChange } = await this.settings.general();
    if (input.password.length < passwordMinLength) throw validationFailed({ password: [MSG.passwordMin(passwordMinLength)] });
    const passwordHash = await hashPassword(input.password);
    const contactPhone = storedPhone(input.contactPhone);
    const id = await this.db.transaction(async (tx) => {
      await this.assertNameFree(tx, input.name, null);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.username})`)
        .limit(1);
      if (taken) throw conflict(MSG.usernameTaken);
      const [shop] = await tx
        .insert(repairShops)
        .values({
          name: input.name,
          address: input.address || null,
          contactPhone,
          contactEmail: input.contactEmail,
          taxNumber: input.taxNumber || null,
          authorizedPerson: input.authorizedPerson || null,
          searchText: foldForSearch(input.name, input.contactEmail, contactPhone, input.taxNumber),
        })
        .returning({ id: repairShops.id });
      const [account] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          role: 'Tamirci',
          repairShopId: shop.id,
          mustChangePassword: requirePasswordChange,
          ...accountName(input.authorizedPerson, input.name),
          email: input.contactEmail,
          phone: contactPhone,
        })
        .returning({ id: users.id })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(MSG.usernameTaken) : error;
        });
      await this.systemLog.record(tx, { action: 'Create', entityType: 'Company', entityId: shop.id, description: `Tamirhane eklendi: ${input.name}` }, actor);
      await this.systemLog.record(
        tx,
        { action: 'Create', entityType: 'User', entityId: account.id, description: `Tamirhane kullanıcısı eklendi: ${input.username} (${input.name})` },
        actor,
      );
      return shop.id;
    });
    return this.get(id, actor.user);
  }

  /** PUT /repairshop/{id}: the fields sent (contact phone and e-mail always); '' clears an optional one. */
  async update(id: number, input: RepairShopUpdateValues, actor: Actor): Promise<RepairShop> {
    assertAdmin(actor.user);
    if (!isDbId(id)) throw notFound(MSG.shopNotFound);
    await this.db.transaction(async (tx) => {
      if (input.name !== undefined) await this.lockName(tx, input.name);
      const [current] = await tx.select().from(repairShops).where(eq(repairShops.id, id)).for('update');
      if (!current) throw notFound(MSG.shopNotFound);
      if (input.name !== undefined && foldForSearch(input.name) !== foldForSearch(current.name)) await this.assertNameFree(tx, input.name, id);
      const next = {
        name: input.name ?? current.name,
        address: input.address === undefined ? current.address : input.address || null,
        contactPhone: storedPhone(input.contactPhone),
        contactEmail: input.contactEmail,
        taxNumber: input.taxNumber === undefined ? current.taxNumber : input.taxNumber || null,
        authorizedPerson: input.authorizedPerson === undefined ? current.authorizedPerson : input.authorizedPerson || null,
      };
      await tx
        .update(repairShops)
        .set({ ...next, searchText: foldForSearch(next.name, next.contactEmail, next.contactPhone, next.taxNumber), updatedAt: new Date() })
        .where(eq(repairShops.id, id));
      await this.systemLog.record(tx, { action: 'Update', entityType: 'Company', entityId: id, description: `Tamirhane güncellendi: ${next.name}` }, actor);
    });
    return this.get(id, actor.user);
  }

  /**
   * DELETE /repairshop/{id}: refused (409) while any repair form belongs to the shop, since a form
   * is a signed document of that shop. Otherwise the shop, its Tamirci accounts (and their sessions)
   * and its company links go in one transaction; the companies and their vehicles stay.
   */
  async remove(id: number, actor: Actor): Promise<{ message: string }> {
    assertAdmin(actor.user);
    if (!isDbId(id)) throw notFound(MSG.shopNotFound);
    await this.db.transaction(async (tx) => {
      // The row lock waits for a form being written for this shop (its foreign key holds a key-share lock).
      const [shop] = await tx.select({ name: repairShops.name }).from(repairShops).where(eq(repairShops.id, id)).for('update');
      if (!shop) throw notFound(MSG.shopNotFound);
      const [forms] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(repairForms)
        .where(eq(repairForms.repairShopId, id));
      if (Number(forms.n) > 0) throw conflict(MSG.shopHasForms);
      const accounts = await tx.delete(users).where(eq(users.repairShopId, id)).returning({ id: users.id, username: users.username });
      await tx.delete(repairShopCompanies).where(eq(repairShopCompanies.repairShopId, id));
      await tx.delete(repairShops).where(eq(repairShops.id, id));
      for (const account of accounts) {
        await this.systemLog.record(
          tx,
          { action: 'Delete', entityType: 'User', entityId: account.id, description: `Tamirhane kullanıcısı silindi: ${account.username} (${shop.name})` },
          actor,
        );
      }
      await this.systemLog.record(tx, { action: 'Delete', entityType: 'Company', entityId: id, description: `Tamirhane silindi: ${shop.name}` }, actor);
    });
    return { message: MSG.shopDeleted };
  }

  /** GET /repairshop/{id}/companies. */
  async companies(id: number, query: { page?: string; pageSize?: string }, user: AuthUser): Promise<Paged<RepairShopCompany>> {
    assertAdmin(user);
    const paging: Paging = readPaging(query);
    await this.assertShopExists(this.db, id);
    return listShopCompanies(this.db, id, paging);
  }

  /**
   * POST /repairshop/{id}/companies/{companyId}: idempotent. A link a form made becomes a link by
   * hand, so it no longer ends with that form.
   */
  async linkCompany(id: number, companyId: number, actor: Actor): Promise<{ message: string }> {
    assertAdmin(actor.user);
    await this.db.transaction(async (tx) => {
      const shopName = await this.assertShopExists(tx, id);
      const [company] = isDbId(companyId) ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)) : [];
      if (!company) throw notFound(MSG.companyNotFound);
      const changed = await tx
        .insert(repairShopCompanies)
        .values({ repairShopId: id, companyId, viaFormId: null })
        .onConflictDoUpdate({
          target: [repairShopCompanies.repairShopId, repairShopCompanies.companyId],
          set: { viaFormId: null },
          setWhere: sql`${repairShopCompanies.viaFormId} is not null`,
        })
        .returning({ companyId: repairShopCompanies.companyId });
      if (changed.length > 0) {
        await this.systemLog.record(
          tx,
          { action: 'Update', entityType: 'Company', entityId: companyId, description: `Firma tamirhaneye bağlandı: ${company.name} → ${shopName}` },
          actor,
        );
      }
    });
    return { message: SHOP_TEXTS.companyLinked };
  }

  /** DELETE /repairshop/{id}/companies/{companyId}: removes the link, whether a form or a person made it; 404 when there is none. */
  async unlinkCompany(id: number, companyId: number, actor: Actor): Promise<{ message: string }> {
    assertAdmin(actor.user);
    await this.db.transaction(async (tx) => {
      const shopName = await this.assertShopExists(tx, id);
      const [company] = isDbId(companyId) ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)) : [];
      if (!company) throw notFound(MSG.companyNotFound);
      const removed = await tx
        .delete(repairShopCompanies)
        .where(and(eq(repairShopCompanies.repairShopId, id), eq(repairShopCompanies.companyId, companyId)))
        .returning({ companyId: repairShopCompanies.companyId });
      if (removed.length === 0) throw notFound(SHOP_TEXTS.companyNotLinked);
      await this.systemLog.record(
        tx,
        {
          action: 'Update',
          entityType: 'Company',
          entityId: companyId,
          description: `Firmanın tamirhane bağlantısı kaldırıldı: ${company.name} → ${shopName}`,
        },
        actor,
      );
    });
    return { message: SHOP_TEXTS.companyUnlinked };
  }

  /** The shop's name; 404 when there is no such shop. */
  private async assertShopExists(db: Db, id: number): Promise<string> {
    const [shop] = isDbId(id) ? await db.select({ name: repairShops.name }).from(repairShops).where(eq(repairShops.id, id)) : [];
    if (!shop) throw notFound(MSG.shopNotFound);
    return shop.name;
  }

  /** Serialises writers of the same (folded) name, so the uniqueness check below cannot race. */
  private async lockName(tx: Db, name: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`repairshop:${foldForSearch(name)}`}))`);
  }

  /** Shop names are unique case- and Turkish-accent-insensitively (409 otherwise). */
  private async assertNameFree(tx: Db, name: string, exceptId: number | null): Promise<void> {
    await this.lockName(tx, name);
    const conditions: SQL[] = [sql`${foldSql(repairShops.name)} = ${foldForSearch(name)}`];
    if (exceptId !== null) conditions.push(ne(repairShops.id, exceptId));
    const [duplicate] = await tx
      .select({ id: repairShops.id })
      .from(repairShops)
      .where(and(...conditions))
      .limit(1);
    if (duplicate) throw conflict(MSG.shopExists);
  }
}

function assertAdmin(user: AuthUser): void {
  if (!isAdmin(user)) throw forbidden();
}
