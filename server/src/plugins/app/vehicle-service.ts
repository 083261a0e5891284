import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyRequest } from 'fastify';
import { formatPlate, formatPhone, isValidPlate, MSG, normalizePhone, normalizePlate, vehicleInputSchema } from '@tamir/shared-api/domain';
import type { Vehicle, VehicleListParams } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, repairForms, repairShopCompanies, vehicles } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, validationFailed } from '../../lib/http-errors';
import { compactPattern, foldForSearch, likePattern } from '../../lib/search-text';
import { validateWith } from '../../lib/validation';
import type { AuthUser } from '../../types';
import { foldSql } from './company-service';
import { requestContext, type SystemLogService } from './system-log-service';
import { isAdmin, isCompanyLinked, isDbId } from './tenancy';

/** Columns of a vehicle answer; `shopId` (0 for admins) decides whether contact details show. */
const selection = () => ({
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
  repairFormCount: sql<number>`(select count(*)::int from ${repairForms} where ${repairForms.vehicleId} = ${vehicles.id})`,
  linked: sql<boolean>`exists(select 1 from ${repairShopCompanies} where ${repairShopCompanies.companyId} = ${vehicles.companyId} and ${repairShopCompanies.repairShopId} = ${sql.placeholder('shopId')})`,
});

type VehicleRow = SelectResultFields<ReturnType<typeof selection>>;

/** A list answer carries every vehicle in full; past this many the caller narrows the filter. */
export const VEHICLE_LIST_LIMIT = 500;

/** GET /vehicles as the route schema let it through: ids still strings. */
export type VehicleListInput = Omit<VehicleListParams, 'companyId'> & { companyId?: string };

/** Plate search runs on every lookup: prepared once. */
const prepareLookup = (db: Db, where: SQL, name: string) =>
  db.select(selection()).from(vehicles).innerJoin(companies, eq(companies.id, vehicles.companyId)).where(where).prepare(name);

export class VehicleService {
  private readonly byPlate: ReturnType<typeof prepareLookup>;
  private readonly byId: ReturnType<typeof prepareLookup>;

  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly systemLog: SystemLogService,
  ) {
    this.byPlate = prepareLookup(db, eq(vehicles.plateNumber, sql.placeholder('key')), 'vehicle_by_plate');
    this.byId = prepareLookup(db, eq(vehicles.id, sql.placeholder('key')), 'vehicle_by_id');
  }

  /** System-wide: plates are unique and drivers arrive at any shop. Contact details follow tenancy. */
  async searchByPlate(rawPlate: string, actor: AuthUser): Promise<Vehicle> {
    const plate = normalizePlate(rawPlate);
    if (!isValidPlate(plate)) throw badRequest(MSG.plateInvalid, { plateNumber: [MSG.plateInvalid] });
    const row = await this.findOne('plate', plate, actor);
    if (!row) throw notFound(`${formatPlate(plate)} plakalı araç sistemde kayıtlı değil.`);
    return this.toDto(row, actor);
  }

  /** By id only within tenancy: a vehicle of a company the shop does not serve is found by plate, not enumerated. */
  async get(id: number, actor: AuthUser): Promise<Vehicle> {
    const row = isDbId(id) ? await this.findOne('id', id, actor) : undefined;
    if (!row || !(isAdmin(actor) || row.linked)) throw notFound(MSG.vehicleNotFound);
    return this.toDto(row, actor);
  }

  /**
   * Admin: every vehicle; Tamirci: the vehicles of companies linked to their shop (another
   * company's id gives an empty list). Ordered by plate, at most LIST_LIMIT rows.
   */
  async list(query: VehicleListInput, actor: AuthUser): Promise<Vehicle[]> {
    const conditions: SQL[] = [];
    if (!isAdmin(actor)) {
      conditions.push(
        sql`exists(select 1 from ${repairShopCompanies} where ${repairShopCompanies.companyId} = ${vehicles.companyId} and ${repairShopCompanies.repairShopId} = ${actor.repairShopId ?? 0})`,
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
    const rows = await this.db
      .select(selection())
      .from(vehicles)
      .innerJoin(companies, eq(companies.id, vehicles.companyId))
      .where(and(...conditions))
      .orderBy(asc(vehicles.plateNumber))
      .limit(VEHICLE_LIST_LIMIT)
      .execute({ shopId: isAdmin(actor) ? 0 : (actor.repairShopId ?? 0) });
    return rows.map((row) => this.toDto(row, actor));
  }

  /** Tenancy as update. Refused while forms point at the vehicle; the row lock keeps a form from slipping in between. */
  async remove(id: number, actor: AuthUser, request: FastifyRequest): Promise<{ message: string }> {
    const [current] = isDbId(id) ? await this.db.select({ companyId: vehicles.companyId }).from(vehicles).where(eq(vehicles.id, id)) : [];
    if (!current) throw notFound(MSG.vehicleNotFound);
    if (!isAdmin(actor) && !(await isCompanyLinked(this.db, actor.repairShopId, current.companyId))) throw forbidden();
    await this.db.transaction(async (tx) => {
      const [locked] = await tx.select({ plateNumber: vehicles.plateNumber }).from(vehicles).where(eq(vehicles.id, id)).for('update');
      if (!locked) throw notFound(MSG.vehicleNotFound);
      const [forms] = await tx.select({ n: count() }).from(repairForms).where(eq(repairForms.vehicleId, id));
      if (forms.n > 0) throw conflict(MSG.vehicleHasForms);
      await tx.delete(vehicles).where(eq(vehicles.id, id));
      await this.systemLog.record(
        tx,
        { action: 'Delete', entityType: 'Vehicle', entityId: id, description: `Araç silindi: ${formatPlate(locked.plateNumber)}` },
        requestContext(request),
      );
    });
    return { message: MSG.vehicleDeleted };
  }

  async create(body: unknown, actor: AuthUser, request: FastifyRequest): Promise<Vehicle> {
    const input = await validateWith(vehicleInputSchema, body);
    await this.assertCompanyUsable(input.companyId, actor);
    const phone = normalizePhone(input.driverPhone);
    const id = await this.uniquePlate(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vehicles)
          .values({ ...this.columns(input), driverPhoneEnc: this.crypto.encrypt(phone), driverPhoneHash: this.crypto.hash(phone) })
          .returning({ id: vehicles.id });
        await this.systemLog.record(
          tx,
          { action: 'Create', entityType: 'Vehicle', entityId: row.id, description: `Araç eklendi: ${formatPlate(input.plateNumber)}` },
          requestContext(request),
        );
        return row.id;
      }),
    );
    return this.get(id, actor);
  }

  async update(id: number, body: unknown, actor: AuthUser, request: FastifyRequest): Promise<Vehicle> {
    const [current] = isDbId(id) ? await this.db.select({ companyId: vehicles.companyId }).from(vehicles).where(eq(vehicles.id, id)) : [];
    if (!current) throw notFound(MSG.vehicleNotFound);
    if (!isAdmin(actor) && !(await isCompanyLinked(this.db, actor.repairShopId, current.companyId))) throw forbidden();
    const input = await validateWith(vehicleInputSchema, body);
    if (input.companyId !== current.companyId) {
      // Moving a vehicle to another customer is an admin decision (core-journeys §6).
      if (!isAdmin(actor)) throw forbidden();
      await this.assertCompanyUsable(input.companyId, actor);
    }
    const phone = normalizePhone(input.driverPhone);
    await this.uniquePlate(() =>
      this.db.transaction(async (tx) => {
        await tx
          .update(vehicles)
          .set({ ...this.columns(input), driverPhoneEnc: this.crypto.encrypt(phone), driverPhoneHash: this.crypto.hash(phone), updatedAt: new Date() })
          .where(eq(vehicles.id, id));
        await this.systemLog.record(
          tx,
          { action: 'Update', entityType: 'Vehicle', entityId: id, description: `Araç güncellendi: ${formatPlate(input.plateNumber)}` },
          requestContext(request),
        );
      }),
    );
    return this.get(id, actor);
  }

  private columns(input: {
    plateNumber: string;
    brand: string;
    model?: string | null;
    vehicleType?: string | null;
    kilometer: number;
    ownerName: string;
    companyId: number;
  }) {
    return {
      plateNumber: input.plateNumber,
      brand: input.brand,
      model: input.model ?? '',
      vehicleType: input.vehicleType || null,
      kilometer: input.kilometer,
      ownerName: input.ownerName,
      companyId: input.companyId,
      searchText: foldForSearch(input.plateNumber, input.brand, input.model, input.ownerName),
    };
  }

  private async uniquePlate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'vehicles_plate_number_unique')) throw conflict(MSG.plateExists);
      throw error;
    }
  }

  /** The company must exist, and a Tamirci may only use companies linked to their shop. */
  private async assertCompanyUsable(companyId: number, actor: AuthUser): Promise<void> {
    const [company] = isDbId(companyId) ? await this.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)) : [];
    if (!company) throw badRequest(MSG.companyNotFound, { companyId: [MSG.companyNotFound] });
    if (!isAdmin(actor) && !(await isCompanyLinked(this.db, actor.repairShopId, companyId))) throw forbidden();
  }

  private async findOne(by: 'plate' | 'id', key: string | number, actor: AuthUser): Promise<VehicleRow | undefined> {
    const [row] = await (by === 'plate' ? this.byPlate : this.byId).execute({ key, shopId: isAdmin(actor) ? 0 : (actor.repairShopId ?? 0) });
    return row;
  }

  private toDto(row: VehicleRow, actor: AuthUser): Vehicle {
    const visible = isAdmin(actor) || row.linked;
    return {
      id: row.id,
      plateNumber: row.plateNumber,
      brand: row.brand,
      model: row.model,
      vehicleType: row.vehicleType,
      kilometer: row.kilometer,
      ownerName: row.ownerName,
      driverPhone: visible ? formatPhone(this.crypto.decrypt(row.driverPhoneEnc)) : null,
      companyId: row.companyId,
      companyName: row.companyName,
      companyEmail: visible ? row.companyEmail : null,
      companyPhone: visible ? row.companyPhone : null,
      companyAddress: visible ? row.companyAddress : null,
      repairFormCount: row.repairFormCount,
      contactHidden: !visible,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
