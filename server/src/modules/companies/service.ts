import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { formatPhone, hasRealPhone, MSG, type CompanyInputValues } from '@tamir/shared-api/domain';
import type { Company } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, repairShopCompanies } from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { conflict } from '../../lib/http-errors';
import { foldSql } from '../../lib/search-sql';
import { foldForSearch, likePattern } from '../../lib/search-text';
import { linkCompany } from '../../lib/tenancy';
import type { SystemLogService } from '../system-logs/service';

const AUTOCOMPLETE_LIMIT = 20;

export class CompanyService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
  ) {}

  /** Admin: every company; Tamirci: the companies linked to their shop. */
  async list(user: AuthUser, name?: string): Promise<Company[]> {
    const conditions: SQL[] = [];
    const visible = this.visibleTo(user);
    if (visible) conditions.push(visible);
    const term = name?.trim();
    if (term) conditions.push(sql`${foldSql(companies.name)} like ${likePattern(term)}`);
    const query = this.db
      .select()
      .from(companies)
      .where(and(...conditions))
      .orderBy(asc(companies.name), asc(companies.id));
    const rows = term ? await query.limit(AUTOCOMPLETE_LIMIT) : await query;
    return rows.map(toDto);
  }

  /** `input` has passed companyInputSchema at the route: trimmed, absent fields ''. */
  async create(input: CompanyInputValues, actor: Actor): Promise<{ id: number }> {
    const { user } = actor;
    const folded = foldForSearch(input.name);
    return this.db.transaction(async (tx) => {
      // Serialises creators of the same name so the duplicate check below cannot race.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company:${folded}`}))`);
      const visible = this.visibleTo(user);
      const [duplicate] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(sql`${foldSql(companies.name)} = ${folded}`, ...(visible ? [visible] : [])))
        .limit(1);
      if (duplicate) throw conflict(MSG.companyExists);
      const [row] = await tx
        .insert(companies)
        .values({
          name: input.name,
          contactEmail: input.contactEmail || null,
          contactPhone: hasRealPhone(input.contactPhone) ? formatPhone(input.contactPhone) : input.contactPhone || null,
          address: input.address || null,
          taxNumber: input.taxNumber || null,
          authorizedPerson: input.authorizedPerson || null,
          searchText: foldForSearch(input.name, input.contactEmail, input.contactPhone, input.taxNumber),
        })
        .returning({ id: companies.id });
      if (!isAdmin(user) && user.repairShopId !== null) await linkCompany(tx, user.repairShopId, row.id);
      await this.systemLog.record(tx, { action: 'Create', entityType: 'Company', entityId: row.id, description: `Firma eklendi: ${input.name}` }, actor);
      return { id: row.id };
    });
  }

  private visibleTo(user: AuthUser): SQL | null {
    if (isAdmin(user)) return null;
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(repairShopCompanies)
        .where(and(eq(repairShopCompanies.companyId, companies.id), eq(repairShopCompanies.repairShopId, user.repairShopId ?? 0))),
    );
  }
}

function toDto(row: typeof companies.$inferSelect): Company {
  return {
    id: row.id,
    name: row.name,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
    taxNumber: row.taxNumber,
    authorizedPerson: row.authorizedPerson,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
