import { sql, type SQL } from 'drizzle-orm';
import { formatPhone, hasRealPhone, isValidPhone, MSG, normalizePhone, normalizePlate, phoneDigits } from '@tamir/shared-api/domain';
import type { Driver, DriverQueryValues, DriverStatistics } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, repairForms, vehicles } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { forbidden, validationFailed } from '../../lib/http-errors';
import { likePattern } from '../../lib/search-text';
import { isAdmin, type AuthUser } from '../../lib/caller';
import { isDbId } from '../../lib/ids';
import { readPaging } from '../../lib/paging';
import { foldSql } from '../../lib/search-sql';

const PARTIAL_PHONE_MIN_DIGITS = 3;

interface DriverRow {
  name: string;
  phone_enc: string;
  company_id: number;
  company_name: string;
  vehicles: Array<{ id: number; plateNumber: string; companyId: number; companyName: string }>;
  total_forms: number;
  matched: boolean;
  total: number;
}

export interface DriverPage {
  rows: Driver[];
  total: number;
}

/** The driver key of a vehicle: its owner's name with case, Turkish letters and spaces folded. */
const nameKey = foldSql(sql`${vehicles.ownerName}`);

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
   * One page of drivers, ordered by name, and the count of every match. search: driver name,
   * plate, or phone. A full phone number is matched by its hash; a part of one (digits only) can
   * only be found by decrypting every driver's phone, which is done here over every group (admin
   * only, bounded by the vehicle count) before the page is cut.
   */
  async list(query: DriverQueryValues, user: AuthUser): Promise<DriverPage> {
    if (!isAdmin(user)) throw forbidden();
    const paging = readPaging(query);
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
    // A partial phone needs every group in hand; otherwise the database filters and pages.
    const inSql = !partialDigits;
    const newest = (column: string) => sql.raw(`(array_agg(v.${column} order by v.created_at desc, v.id desc))[1]`);

    const result = await this.db.execute(sql`
      with v as (
        select ${vehicles.id} as id, ${vehicles.plateNumber} as plate, ${vehicles.ownerName} as owner,
          ${vehicles.driverPhoneEnc} as phone_enc, ${vehicles.driverPhoneHash} as phone_hash,
          ${vehicles.companyId} as company_id, ${companies.name} as company_name, ${vehicles.createdAt} as created_at,
          ${nameKey} as name_key
        from ${vehicles} join ${companies} on ${companies.id} = ${vehicles.companyId}
        ${companyFilter}
      ),
      g as (
        select name_key, phone_hash, min(id) as first_id, ${matched} as matched
        from v group by name_key, phone_hash
        ${inSql && term ? sql`having ${matched}` : sql``}
      ),
      p as (
        select name_key, phone_hash, first_id, matched, count(*) over () as total
        from g order by name_key, first_id
        ${inSql ? sql`limit ${paging.pageSize} offset ${paging.offset}` : sql``}
      )
      select ${newest('owner')} as name, ${newest('phone_enc')} as phone_enc,
        ${newest('company_id')} as company_id, ${newest('company_name')} as company_name,
        json_agg(json_build_object('id', v.id, 'plateNumber', v.plate, 'companyId', v.company_id, 'companyName', v.company_name) order by v.plate) as vehicles,
        coalesce(sum(f.n), 0)::int as total_forms, p.matched as matched, p.total as total
      from p
      join v on v.name_key = p.name_key and v.phone_hash is not distinct from p.phone_hash
      left join lateral (select count(*) as n from ${repairForms} where ${repairForms.vehicleId} = v.id) f on true
      group by p.name_key, p.phone_hash, p.first_id, p.matched, p.total
      order by p.name_key, p.first_id`);

    const rows = result.rows as unknown as DriverRow[];
    if (inSql) {
      const total = rows.length > 0 ? Number(rows[0].total) : paging.offset > 0 ? await this.count(companyFilter, term ? matched : null) : 0;
      return { rows: rows.map((row) => this.toDriver(row)), total };
    }
    const found: Driver[] = [];
    for (const row of rows) {
      const driver = this.toDriver(row);
      if (row.matched || this.crypto.decrypt(row.phone_enc).includes(partialDigits)) found.push(driver);
    }
    return { rows: found.slice(paging.offset, paging.offset + paging.pageSize), total: found.length };
  }

  /** The stat cards: drivers, their vehicles, vehicles per driver and companies, over every vehicle. */
  async statistics(user: AuthUser): Promise<DriverStatistics> {
    if (!isAdmin(user)) throw forbidden();
    const result = await this.db.execute(sql`
      select (select count(*) from (select 1 from ${vehicles} group by ${nameKey}, ${vehicles.driverPhoneHash}) g)::int as drivers,
        (select count(*) from ${vehicles})::int as vehicles,
        (select count(distinct ${vehicles.companyId}) from ${vehicles})::int as companies`);
    const row = result.rows[0] as { drivers: number; vehicles: number; companies: number };
    const [drivers, vehicleCount] = [Number(row.drivers), Number(row.vehicles)];
    return {
      totalDrivers: drivers,
      totalVehicles: vehicleCount,
      averageVehiclesPerDriver: drivers > 0 ? vehicleCount / drivers : 0,
      companyCount: Number(row.companies),
    };
  }

  /** Matching drivers when the page asked for lies past the last one. */
  private async count(companyFilter: SQL, matched: SQL | null): Promise<number> {
    const result = await this.db.execute(sql`
      with v as (
        select ${vehicles.plateNumber} as plate, ${vehicles.driverPhoneHash} as phone_hash, ${nameKey} as name_key
        from ${vehicles} ${companyFilter}
      )
      select count(*)::int as n from (select 1 from v group by name_key, phone_hash ${matched ? sql`having ${matched}` : sql``}) g`);
    return Number((result.rows[0] as { n: number }).n);
  }

  private toDriver(row: DriverRow): Driver {
    const phone = this.crypto.decrypt(row.phone_enc);
    return {
      name: row.name.trim().replace(/\s+/g, ' '),
      phone: hasRealPhone(phone) ? formatPhone(phone) : null,
      companyId: Number(row.company_id),
      companyName: row.company_name,
      vehicles: row.vehicles,
      totalForms: Number(row.total_forms),
    };
  }
}
