import { and, asc, count, eq, sql } from 'drizzle-orm';
import { formatPlate, formatPhone, isValidPlate, MSG, normalizePhone, normalizePlate, type VehicleInputValues } from '@tamir/shared-api/domain';
import type { Vehicle, VehicleListQueryValues } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, repairForms, vehicles } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/http-errors';
import { foldForSearch } from '../../lib/search-text';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { isDbId } from '../../lib/ids';
import { isCompanyLinked } from '../../lib/tenancy';
import type { SystemLogService } from '../system-logs/service';
import { listConditions, prepareLookup, selection, type VehicleRow } from './queries';
import { readPaging } from '../../lib/paging';
import { driverPhoneColumns } from './phone-columns';

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
  async searchByPlate(rawPlate: string, user: AuthUser): Promise<Vehicle> {
    const plate = normalizePlate(rawPlate);
    if (!isValidPlate(plate)) throw badRequest(MSG.plateInvalid, { plateNumber: [MSG.plateInvalid] });
    const row = await this.findOne('plate', plate, user);
    if (!row) throw notFound(`${formatPlate(plate)} plakalı araç sistemde kayıtlı değil.`);
    return this.toDto(row, user);
  }

  /** By id only within tenancy: a vehicle of a company the shop does not serve is found by plate, not enumerated. */
  async get(id: number, user: AuthUser): Promise<Vehicle> {
    const row = isDbId(id) ? await this.findOne('id', id, user) : undefined;
    if (!row || !(isAdmin(user) || row.linked)) throw notFound(MSG.vehicleNotFound);
    return this.toDto(row, user);
  }

  /**
   * Admin: every vehicle; Tamirci: the vehicles of companies linked to their shop (another
   * company's id gives an empty list). One page ordered by plate, and the count of every match.
   */
  async list(query: VehicleListQueryValues, user: AuthUser): Promise<{ rows: Vehicle[]; total: number }> {
    const { pageSize, offset } = readPaging(query);
    const conditions = listConditions(query, user);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select(selection())
        .from(vehicles)
        .innerJoin(companies, eq(companies.id, vehicles.companyId))
        .where(and(...conditions))
        .orderBy(asc(vehicles.plateNumber))
        .limit(pageSize)
        .offset(offset)
        .execute({ shopId: isAdmin(user) ? 0 : (user.repairShopId ?? 0) }),
      this.db
        .select({ total: count() })
        .from(vehicles)
        .where(and(...conditions)),
    ]);
    return { rows: rows.map((row) => this.toDto(row, user)), total: Number(total) };
  }

  /** Tenancy as update. Refused while forms point at the vehicle; the row lock keeps a form from slipping in between. */
  async remove(id: number, actor: Actor): Promise<{ message: string }> {
    const { user } = actor;
    const [current] = isDbId(id) ? await this.db.select({ companyId: vehicles.companyId }).from(vehicles).where(eq(vehicles.id, id)) : [];
    if (!current) throw notFound(MSG.vehicleNotFound);
    if (!isAdmin(user) && !(await isCompanyLinked(this.db, user.repairShopId, current.companyId))) throw forbidden();
    await this.db.transaction(async (tx) => {
      const [locked] = await tx.select({ plateNumber: vehicles.plateNumber }).from(vehicles).where(eq(vehicles.id, id)).for('update');
      if (!locked) throw notFound(MSG.vehicleNotFound);
      const [forms] = await tx.select({ n: count() }).from(repairForms).where(eq(repairForms.vehicleId, id));
      if (forms.n > 0) throw conflict(MSG.vehicleHasForms);
      await tx.delete(vehicles).where(eq(vehicles.id, id));
      await this.systemLog.record(
        tx,
        { action: 'Delete', entityType: 'Vehicle', entityId: id, description: `Araç silindi: ${formatPlate(locked.plateNumber)}` },
        actor,
      );
    });
    return { message: MSG.vehicleDeleted };
  }

  /** `input` has passed vehicleInputSchema at the route: the plate normalised, the kilometre a number. */
  async create(input: VehicleInputValues, actor: Actor): Promise<Vehicle> {
    const { user } = actor;
    await this.assertCompanyUsable(input.companyId, user);
    const phone = normalizePhone(input.driverPhone);
    const id = await this.uniquePlate(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vehicles)
          .values({ ...this.columns(input), ...driverPhoneColumns(this.crypto, phone) })
          .returning({ id: vehicles.id });
        await this.systemLog.record(
          tx,
          { action: 'Create', entityType: 'Vehicle', entityId: row.id, description: `Araç eklendi: ${formatPlate(input.plateNumber)}` },
          actor,
        );
        return row.id;
      }),
    );
    return this.get(id, user);
  }

  async update(id: number, input: VehicleInputValues, actor: Actor): Promise<Vehicle> {
    const { user } = actor;
    const [current] = isDbId(id) ? await this.db.select({ companyId: vehicles.companyId }).from(vehicles).where(eq(vehicles.id, id)) : [];
    if (!current) throw notFound(MSG.vehicleNotFound);
    if (!isAdmin(user) && !(await isCompanyLinked(this.db, user.repairShopId, current.companyId))) throw forbidden();
    if (input.companyId !== current.companyId) {
      // Moving a vehicle to another customer is an admin decision (core-journeys §6).
      if (!isAdmin(user)) throw forbidden();
      await this.assertCompanyUsable(input.companyId, user);
    }
    const phone = normalizePhone(input.driverPhone);
    await this.uniquePlate(() =>
      this.db.transaction(async (tx) => {
        await tx
          .update(vehicles)
          .set({ ...this.columns(input), ...driverPhoneColumns(this.crypto, phone), updatedAt: new Date() })
          .where(eq(vehicles.id, id));
        await this.systemLog.record(
          tx,
          { action: 'Update', entityType: 'Vehicle', entityId: id, description: `Araç güncellendi: ${formatPlate(input.plateNumber)}` },
          actor,
        );
      }),
    );
    return this.get(id, user);
  }

  private columns(input: VehicleInputValues) {
    return {
      plateNumber: input.plateNumber,
      brand: input.brand,
      model: input.model,
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
  private async assertCompanyUsable(companyId: number, user: AuthUser): Promise<void> {
    const [company] = isDbId(companyId) ? await this.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)) : [];
    if (!company) throw badRequest(MSG.companyNotFound, { companyId: [MSG.companyNotFound] });
    if (!isAdmin(user) && !(await isCompanyLinked(this.db, user.repairShopId, companyId))) throw forbidden();
  }

  private async findOne(by: 'plate' | 'id', key: string | number, user: AuthUser): Promise<VehicleRow | undefined> {
    const [row] = await (by === 'plate' ? this.byPlate : this.byId).execute({ key, shopId: isAdmin(user) ? 0 : (user.repairShopId ?? 0) });
    return row;
  }

  private toDto(row: VehicleRow, user: AuthUser): Vehicle {
    const visible = isAdmin(user) || row.linked;
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
