import { sql, type SQL } from 'drizzle-orm';
import { formatPhone, hasRealPhone, isValidPhone, MSG, normalizePhone, normalizePlate, phoneDigits } from '@tamir/shared-api/domain';
import type { Driver, DriverQueryValues, DriverStatistics } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, companyCounts, driverKeys, repairForms, rowCounts, vehicles } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { forbidden, validationFailed } from '../../lib/http-errors';
import { likePattern } from '../../lib/search-text';
import { isAdmin, type AuthUser } from '../../lib/caller';
import { isDbId } from '../../lib/ids';
import { readPaging } from '../../lib/paging';

const PARTIAL_PHONE_MIN_DIGITS = 3;

interface DriverRow {
  driver_key: string;
  name: string;
  phone_enc: string;
  company_id: number;
  company_name: string;
  vehicles: Array<{ id: number; plateNumber: string; companyId: number; companyName: string }>;
  total_forms: number;
}

export interface DriverPage {
  rows: Driver[];
  total: number;
}

/**
 * The drivers whose vehicle's plate holds the term: through the search text's trigram index
 * (it holds the plate without spaces, folded), then the plate itself.
 */
function plateMatches(term: string): SQL[] {
  const plate = normalizePlate(term);
  if (plate.length < 2) return [];
  return [
    sql`select ${vehicles.driverKey} from ${vehicles} where ${vehicles.searchText} like ${likePattern(plate)} and ${vehicles.plateNumber} like ${`%${plate}%`}`,
  ];
}

/**
 * The keys of the drivers whose name, a vehicle's plate or phone (by hash) matches, over
 * every driver: names from the stored keys, plates and phones through their indexes on vehicles.
 */
function keysMatching(term: string, phoneHashes: string[]): SQL {
  return sql.join(
    [
      sql`select ${driverKeys.driverKey} as key from ${driverKeys} where split_part(${driverKeys.driverKey}, '|', 1) like ${likePattern(term)}`,
      ...plateMatches(term),
      ...(phoneHashes.length > 0
        ? [sql`select ${vehicles.driverKey} from ${vehicles} where ${vehicles.driverPhoneHash} = any(${sql.param(phoneHashes)}::text[])`]
        : []),
    ],
    sql` union `,
  );
}

/**
 * Drivers are not stored: vehicles grouped by their driver key (migration 0008: the owner's name
 * with case, Turkish letters and spaces folded, and the keyed hash of the phone), ordered by it.
 * Name, phone and company are those of the driver's newest vehicle.
 */
export class DriverService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
  ) {}

  /**
   * One page of drivers and the count of every match. search: driver name, plate, or phone. A
   * full phone number is matched by its hash; a part of one (digits only) by the hashes of the
   * phones holding it (phonesHolding).
   */
  async list(query: DriverQueryValues, user: AuthUser): Promise<DriverPage> {
    if (!isAdmin(user)) throw forbidden();
    const paging = readPaging(query);
    let companyId: number | null = null;
    if (query.companyId !== undefined) {
      companyId = Number(query.companyId);
      if (!isDbId(companyId)) throw validationFailed({ companyId: [MSG.companyNotFound] });
    }
    const inCompany = companyId === null ? sql`true` : sql`${vehicles.companyId} = ${companyId}`;

    const term = query.search?.trim() ?? '';
    const phoneLike = /^[\d\s()+-]+$/.test(term);
    const fullPhone = phoneLike && isValidPhone(term) ? this.crypto.hash(normalizePhone(term)) : null;
    const partialDigits = phoneLike && !fullPhone && phoneDigits(term).length >= PARTIAL_PHONE_MIN_DIGITS ? phoneDigits(term) : null;
    const phoneHashes = fullPhone ? [fullPhone] : partialDigits ? await this.phonesHolding(partialDigits, companyId) : [];
    const matches: SQL[] = [];
    if (term) {
      matches.push(sql`split_part(${vehicles.driverKey}, '|', 1) like ${likePattern(term)}`);
      const plate = normalizePlate(term);
      if (plate.length >= 2) matches.push(sql`${vehicles.plateNumber} like ${`%${plate}%`}`);
      if (phoneHashes.length > 0) matches.push(sql`${vehicles.driverPhoneHash} = any(${sql.param(phoneHashes)}::text[])`);
    }
    const matched = matches.length > 0 ? sql`bool_or(${sql.join(matches, sql` or `)})` : sql`true`;

    let keys: string[];
    let total: number;
    if (!term && companyId === null) {
      // Every driver: the stored keys (migration 0013), in the same order as the grouped vehicles.
      const [page, count] = await Promise.all([
        this.db.execute(
          sql`select ${driverKeys.driverKey} as key from ${driverKeys} order by ${driverKeys.driverKey} limit ${paging.pageSize} offset ${paging.offset}`,
        ),
        this.db.execute(sql`select count(*)::int as n from ${driverKeys}`),
      ]);
      keys = (page.rows as Array<{ key: string }>).map((row) => row.key);
      total = Number((count.rows[0] as { n: number }).n);
    } else if (companyId === null) {
      // A search over every driver: the names from the stored keys, plates and phones from their
      // indexes on vehicles, instead of grouping every vehicle.
      const found = keysMatching(term, phoneHashes);
      const [page, count] = await Promise.all([
        this.db.execute(sql`select key from (${found}) k where key is not null order by key limit ${paging.pageSize} offset ${paging.offset}`),
        this.db.execute(sql`select count(*)::int as n from (${found}) k where key is not null`),
      ]);
      keys = (page.rows as Array<{ key: string }>).map((row) => row.key);
      total = Number((count.rows[0] as { n: number }).n);
    } else {
      const groups = sql`select ${vehicles.driverKey} as key from ${vehicles} where ${inCompany} group by ${vehicles.driverKey} ${term ? sql`having ${matched}` : sql``}`;
      const [page, count] = await Promise.all([
        this.db.execute(sql`${groups} order by ${vehicles.driverKey} limit ${paging.pageSize} offset ${paging.offset}`),
        this.db.execute(sql`select count(*)::int as n from (${groups}) g`),
      ]);
      keys = (page.rows as Array<{ key: string }>).map((row) => row.key);
      total = Number((count.rows[0] as { n: number }).n);
    }
    return { rows: keys.length > 0 ? await this.details(keys, companyId) : [], total };
  }

  /**
   * The hashes of the phones (in scope) that hold these digits: the phones having every bucket of
   * the digits' triples (the GIN index of migration 0016; rows not filled yet count as candidates),
   * each decrypted once per process (FieldCrypto keeps what it decrypted).
   */
  private async phonesHolding(digits: string, companyId: number | null): Promise<string[]> {
    const buckets = this.crypto.digitBuckets(digits);
    const result = await this.db.execute(sql`
      select distinct on (${vehicles.driverPhoneHash}) ${vehicles.driverPhoneHash} as hash, ${vehicles.driverPhoneEnc} as phone_enc
      from ${vehicles}
      where (${vehicles.driverPhoneGrams} @> ${sql.param(buckets)}::smallint[] or ${vehicles.driverPhoneGrams} is null)
        ${companyId === null ? sql`` : sql`and ${vehicles.companyId} = ${companyId}`}`);
    return (result.rows as Array<{ hash: string; phone_enc: string }>)
      .filter((row) => this.crypto.decrypt(row.phone_enc).includes(digits))
      .map((row) => row.hash);
  }

  /** The drivers with these keys (in key order), from their vehicles in scope. */
  private async details(keys: string[], companyId: number | null): Promise<Driver[]> {
    const newest = (column: string) => sql.raw(`(array_agg(${column} order by v.created_at desc, v.id desc))[1]`);
    const result = await this.db.execute(sql`
      select v.driver_key, ${newest('v.owner_name')} as name, ${newest('v.driver_phone_enc')} as phone_enc,
        ${newest('v.company_id')} as company_id, ${newest('c.name')} as company_name,
        json_agg(json_build_object('id', v.id, 'plateNumber', v.plate_number, 'companyId', v.company_id, 'companyName', c.name) order by v.plate_number) as vehicles,
        coalesce(sum(f.n), 0)::int as total_forms
      from ${vehicles} v
      join ${companies} c on c.id = v.company_id
      left join lateral (select count(*) as n from ${repairForms} where ${repairForms.vehicleId} = v.id) f on true
      where v.driver_key = any(${sql.param(keys)}::text[]) ${companyId === null ? sql`` : sql`and v.company_id = ${companyId}`}
      group by v.driver_key
      order by v.driver_key`);
    return (result.rows as unknown as DriverRow[]).map((row) => this.toDriver(row));
  }

  /** The stat cards: drivers, their vehicles, vehicles per driver and companies, over every vehicle. */
  async statistics(user: AuthUser): Promise<DriverStatistics> {
    if (!isAdmin(user)) throw forbidden();
    // Read from the counts the triggers keep (migrations 0010, 0013), not from every vehicle.
    const result = await this.db.execute(sql`
      select (select count(*)::int from ${driverKeys}) as drivers,
        coalesce((select ${rowCounts.n}::int from ${rowCounts} where ${rowCounts.tableName} = 'vehicles'), 0) as vehicles,
        (select count(*)::int from ${companyCounts} where ${companyCounts.vehicles} > 0) as companies`);
    const row = result.rows[0] as { drivers: number; vehicles: number; companies: number };
    const [drivers, vehicleCount] = [Number(row.drivers), Number(row.vehicles)];
    return {
      totalDrivers: drivers,
      totalVehicles: vehicleCount,
      averageVehiclesPerDriver: drivers > 0 ? vehicleCount / drivers : 0,
      companyCount: Number(row.companies),
    };
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
