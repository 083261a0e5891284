import { sql, type SQL } from 'drizzle-orm';
import { formatPhone, hasRealPhone, isValidPhone, MSG, normalizePhone, normalizePlate, phoneDigits } from '@tamir/shared-api/domain';
import type { Driver, DriverQueryValues } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, repairForms, vehicles } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { forbidden, validationFailed } from '../../lib/http-errors';
import { likePattern } from '../../lib/search-text';
import { isAdmin, type AuthUser } from '../../lib/caller';
import { isDbId } from '../../lib/ids';
import { foldSql } from '../../lib/search-sql';

/** Drivers by name; past this many the caller narrows the search. */
export const DRIVER_LIST_LIMIT = 1000;
const PARTIAL_PHONE_MIN_DIGITS = 3;

interface DriverRow {
  name: string;
  phone_enc: string;
  company_id: number;
  company_name: string;
  vehicles: Array<{ id: number; plateNumber: string; companyId: number; companyName: string }>;
  total_forms: number;
  matched: boolean;
}

/**
 * Drivers are not stored: vehicles grouped by the owner's name (case, Turkish letters and spaces
 * folded) and the keyed hash of their phone. Name, phone and company are those of the driver's
 * newest vehicle.
 */
export class DriverService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
  ) {}

  /**
   * search: driver name, plate, or phone. A full phone number is matched by its hash; a part
   * of one (digits only) can only be found by decrypting every driver's phone, which is done
   * here for the whole list (admin only, bounded by the vehicle count).
   */
  async list(query: DriverQueryValues, user: AuthUser): Promise<Driver[]> {
    if (!isAdmin(user)) throw forbidden();
    let companyFilter = sql``;
    if (query.companyId !== undefined) {
      const companyId = Number(query.companyId);
      if (!isDbId(companyId)) throw validationFailed({ companyId: [MSG.companyNotFound] });
      companyFilter = sql`where ${vehicles.companyId} = ${companyId}`;
    }

    const term = query.search?.trim() ?? '';
    const phoneLike = /^[\d\s()+-]+$/.test(term);
    const fullPhone = phoneLike && isValidPhone(term) ? this.crypto.hash(normalizePhone(term)) : null;
    const partialDigits = phoneLike && !fullPhone && phoneDigits(term).length >= PARTIAL_PHONE_MIN_DIGITS ? phoneDigits(term) : null;
    const matches: SQL[] = [];
    if (term) {
      matches.push(sql`name_key like ${likePattern(term)}`);
      const plate = normalizePlate(term);
      if (plate.length >= 2) matches.push(sql`plate like ${`%${plate}%`}`);
      if (fullPhone) matches.push(sql`phone_hash = ${fullPhone}`);
    }
    const matched = matches.length > 0 ? sql`bool_or(${sql.join(matches, sql` or `)})` : sql`true`;
    // A partial phone needs every group in hand; otherwise the database filters and limits.
    const filterInSql = term !== '' && !partialDigits;
    const newest = (column: string) => sql.raw(`(array_agg(${column} order by created_at desc, id desc))[1]`);

    const result = await this.db.execute(sql`
      with v as (
        select ${vehicles.id} as id, ${vehicles.plateNumber} as plate, ${vehicles.ownerName} as owner,
          ${vehicles.driverPhoneEnc} as phone_enc, ${vehicles.driverPhoneHash} as phone_hash,
          ${vehicles.companyId} as company_id, ${companies.name} as company_name, ${vehicles.createdAt} as created_at,
          ${foldSql(sql`${vehicles.ownerName}`)} as name_key,
          (select count(*) from ${repairForms} where ${repairForms.vehicleId} = ${vehicles.id}) as forms
        from ${vehicles} join ${companies} on ${companies.id} = ${vehicles.companyId}
        ${companyFilter}
      )
      select ${newest('owner')} as name, ${newest('phone_enc')} as phone_enc,
        ${newest('company_id')} as company_id, ${newest('company_name')} as company_name,
        json_agg(json_build_object('id', id, 'plateNumber', plate, 'companyId', company_id, 'companyName', company_name) order by plate) as vehicles,
        sum(forms)::int as total_forms, ${matched} as matched
      from v
      group by name_key, phone_hash
      ${filterInSql ? sql`having ${matched}` : sql``}
      order by name_key, min(id)
      ${filterInSql || !term ? sql`limit ${DRIVER_LIST_LIMIT}` : sql``}`);

    const drivers: Driver[] = [];
    for (const row of result.rows as unknown as DriverRow[]) {
      const phone = this.crypto.decrypt(row.phone_enc);
      if (partialDigits && !row.matched && !phone.includes(partialDigits)) continue;
      drivers.push({
        name: row.name.trim().replace(/\s+/g, ' '),
        phone: hasRealPhone(phone) ? formatPhone(phone) : null,
        companyId: Number(row.company_id),
        companyName: row.company_name,
        vehicles: row.vehicles,
        totalForms: Number(row.total_forms),
      });
      if (drivers.length === DRIVER_LIST_LIMIT) break;
    }
    return drivers;
  }
}
