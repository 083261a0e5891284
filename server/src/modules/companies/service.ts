import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { formatPhone, hasRealPhone, MSG, type CompanyInputValues, type CompanyUpdateValues } from '@tamir/shared-api/domain';
import type { Company, CompanyQueryValues, CompanyStatistics, CompanyUser, CompanyVehicle } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, repairShops, vehicles } from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { countRows } from '../../lib/count-rows';
import type { FieldCrypto } from '../../lib/field-crypto';
import { conflict, notFound, validationFailed } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import { readPaging, type Paging } from '../../lib/paging';
import { foldSql } from '../../lib/search-sql';
import { foldForSearch } from '../../lib/search-text';
import { linkCompany } from '../../lib/tenancy';
import type { SystemLogService } from '../system-logs/service';
import {
  companySelection,
  companyStatistics,
  companyUsers,
  companyVehicleSelection,
  countCompanies,
  filterConditions,
  formCountFor,
  linkedTo,
  toCompanyDto,
  vehiclesWithForms,
} from './queries';

const AUTOCOMPLETE_LIMIT = 20;
const ORDER = [asc(foldSql(companies.name)), asc(companies.id)];

export interface CompanyListResult {
  rows: Company[];
  totalCount: number;
}

const storedPhone = (phone: string | null | undefined) => (phone ? (hasRealPhone(phone) ? formatPhone(phone) : phone) : null);

/**
 * Customer companies (administration §2.3, §7). Admin: every company, or one shop's; Tamirci: the
 * companies linked to their shop, and a company of another shop is not found.
 */
export class CompanyService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
    private readonly crypto: FieldCrypto,
  ) {}

  /** With page/pageSize one page; with only a name the autocomplete (≤ 20); with neither every company. The total always. */
  async list(user: AuthUser, query: CompanyQueryValues = {}): Promise<CompanyListResult> {
    const where = and(...this.scope(user, query.repairShopId), ...filterConditions(query));
    const paged = query.page !== undefined || query.pageSize !== undefined;
    const paging: Paging | null = paged ? readPaging(query) : query.name?.trim() ? { page: 1, pageSize: AUTOCOMPLETE_LIMIT, offset: 0 } : null;
    const select = this.db
      .select(companySelection)
      .from(companies)
      .where(where)
      .orderBy(...ORDER);
    const [rows, totalCount] = await Promise.all([paging ? select.limit(paging.pageSize).offset(paging.offset) : select, countCompanies(this.db, where)]);
    return { rows: rows.map(toCompanyDto), totalCount };
  }

  async statistics(user: AuthUser, repairShopId?: string): Promise<CompanyStatistics> {
    return companyStatistics(this.db, and(...this.scope(user, repairShopId)));
  }

  async get(id: number, user: AuthUser): Promise<Company> {
    const [row] = isDbId(id)
      ? await this.db
          .select(companySelection)
          .from(companies)
          .where(and(eq(companies.id, id), ...this.scope(user)))
      : [];
    if (!row) throw notFound(MSG.companyNotFound);
    return toCompanyDto(row);
  }

  /** `input` has passed companyInputSchema at the route: trimmed, absent fields ''. */
  async create(input: CompanyInputValues, actor: Actor): Promise<{ id: number }> {
    const { user } = actor;
    const folded = foldForSearch(input.name);
    const shopId = isAdmin(user) ? (input.repairShopId ?? null) : user.repairShopId;
    return this.db.transaction(async (tx) => {
      if (isAdmin(user) && shopId !== null) {
        const [shop] = await tx.select({ id: repairShops.id }).from(repairShops).where(eq(repairShops.id, shopId));
        if (!shop) throw validationFailed({ repairShopId: [MSG.shopNotFound] });
      }
      await this.assertNameFree(tx, folded, user, null);
      const [row] = await tx
        .insert(companies)
        .values({
          name: input.name,
          contactEmail: input.contactEmail || null,
          contactPhone: storedPhone(input.contactPhone),
          address: input.address || null,
          taxNumber: input.taxNumber || null,
          authorizedPerson: input.authorizedPerson || null,
          taxOffice: input.taxOffice || null,
          eInvoiceUser: input.eInvoiceUser ?? false,
          reminderEmailsOptOut: input.reminderEmailsOptOut ?? false,
          searchText: foldForSearch(input.name, input.contactEmail, input.contactPhone, input.taxNumber),
        })
        .returning({ id: companies.id });
      if (shopId !== null) await linkCompany(tx, shopId, row.id);
      await this.systemLog.record(tx, { action: 'Create', entityType: 'Company', entityId: row.id, description: `Firma eklendi: ${input.name}` }, actor);
      return { id: row.id };
    });
  }

  /** Partial: name, address, tax number, authorised person, tax office, e-Fatura, the reminder e-mail opt-out only when sent; e-mail and phone always. */
  async update(id: number, input: CompanyUpdateValues, actor: Actor): Promise<Company> {
    const { user } = actor;
    await this.db.transaction(async (tx) => {
      const [current] = isDbId(id)
        ? await tx
            .select()
            .from(companies)
            .where(and(eq(companies.id, id), ...this.scope(user)))
            .for('update')
        : [];
      if (!current) throw notFound(MSG.companyNotFound);
      const name = input.name ?? current.name;
      if (foldForSearch(name) !== foldForSearch(current.name)) await this.assertNameFree(tx, foldForSearch(name), user, id);
      const next = {
        name,
        contactEmail: input.contactEmail || null,
        contactPhone: storedPhone(input.contactPhone),
        address: input.address === undefined ? current.address : input.address || null,
        taxNumber: input.taxNumber === undefined ? current.taxNumber : input.taxNumber || null,
        authorizedPerson: input.authorizedPerson === undefined ? current.authorizedPerson : input.authorizedPerson || null,
        taxOffice: input.taxOffice === undefined ? current.taxOffice : input.taxOffice || null,
        eInvoiceUser: input.eInvoiceUser ?? current.eInvoiceUser,
        reminderEmailsOptOut: input.reminderEmailsOptOut ?? current.reminderEmailsOptOut,
      };
      await tx
        .update(companies)
        .set({ ...next, searchText: foldForSearch(next.name, next.contactEmail ?? '', next.contactPhone ?? '', next.taxNumber ?? ''), updatedAt: new Date() })
        .where(eq(companies.id, id));
      await this.systemLog.record(tx, { action: 'Update', entityType: 'Company', entityId: id, description: `Firma güncellendi: ${next.name}` }, actor);
    });
    return this.get(id, user);
  }

  /** Deletes the company and every vehicle of it; refused (409, nothing deleted) while one of them has forms. */
  async remove(id: number, actor: Actor): Promise<{ message: string }> {
    const { user } = actor;
    await this.db.transaction(async (tx) => {
      const [current] = isDbId(id)
        ? await tx
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(and(eq(companies.id, id), ...this.scope(user)))
            .for('update')
        : [];
      if (!current) throw notFound(MSG.companyNotFound);
      // The company row lock keeps a new vehicle out; a form on one of its vehicles blocks the whole delete.
      if ((await vehiclesWithForms(tx, id)) > 0) throw conflict(MSG.companyHasFormVehicles);
      const removed = await tx.delete(vehicles).where(eq(vehicles.companyId, id)).returning({ id: vehicles.id, plateNumber: vehicles.plateNumber });
      for (const vehicle of removed) {
        await this.systemLog.record(
          tx,
          { action: 'Delete', entityType: 'Vehicle', entityId: vehicle.id, description: `Firma ile silindi: ${vehicle.plateNumber}` },
          actor,
        );
      }
      await tx.delete(companies).where(eq(companies.id, id));
      await this.systemLog.record(
        tx,
        { action: 'Delete', entityType: 'Company', entityId: id, description: `Firma silindi: ${current.name} (${removed.length} araç ile)` },
        actor,
      );
    });
    return { message: MSG.companyDeleted };
  }

  async users(id: number, user: AuthUser): Promise<CompanyUser[]> {
    await this.get(id, user);
    return companyUsers(this.db, id);
  }

  /** One page of the company's vehicles (details modal), driver phones in clear for who may see the company. */
  async vehicles(id: number, user: AuthUser, query: { page?: string; pageSize?: string }): Promise<{ rows: CompanyVehicle[]; totalCount: number }> {
    await this.get(id, user);
    const paging = readPaging(query);
    const shopId = isAdmin(user) ? null : (user.repairShopId ?? 0);
    const where = eq(vehicles.companyId, id);
    const [rows, total] = await Promise.all([
      this.db
        .select({ ...companyVehicleSelection, repairFormCount: formCountFor(shopId) })
        .from(vehicles)
        .where(where)
        .orderBy(asc(vehicles.plateNumber))
        .limit(paging.pageSize)
        .offset(paging.offset),
      countRows(this.db, vehicles, where),
    ]);
    return {
      totalCount: total,
      rows: rows.map(({ driverPhoneEnc, createdAt, repairFormCount, ...vehicle }) => ({
        ...vehicle,
        driverPhone: formatPhone(this.crypto.decrypt(driverPhoneEnc)),
        repairFormCount: Number(repairFormCount),
        createdAt: createdAt.toISOString(),
      })),
    };
  }

  /** Admin: every company, or the given shop's; Tamirci: their own shop's, whatever was asked. */
  private scope(user: AuthUser, repairShopId?: string): SQL[] {
    if (!isAdmin(user)) return [linkedTo(user.repairShopId ?? 0)];
    if (repairShopId === undefined) return [];
    const shopId = Number(repairShopId);
    if (!isDbId(shopId)) throw validationFailed({ repairShopId: [MSG.shopNotFound] });
    return [linkedTo(shopId)];
  }

  /** Serialises writers of the same name so the duplicate check cannot race; a Tamirci's check covers their own companies. */
  private async assertNameFree(tx: Db, folded: string, user: AuthUser, exceptId: number | null): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company:${folded}`}))`);
    const [duplicate] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(sql`${foldSql(companies.name)} = ${folded}`, ...(exceptId === null ? [] : [sql`${companies.id} <> ${exceptId}`]), ...this.scope(user)))
      .limit(1);
    if (duplicate) throw conflict(MSG.companyExists);
  }
}
