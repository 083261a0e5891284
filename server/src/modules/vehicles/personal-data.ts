import { sql } from 'drizzle-orm';
import { foldForSearch } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import type { PersonalTable } from '../kvkk/register';

const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;

/** The vehicle's driver (issue 41 §1 register): name and phone, found by the phone's keyed hash or the name. */
export const vehiclePersonalData: PersonalTable[] = [
  {
    table: 'vehicles',
    category: 'vehicles',
    module: 'vehicles',
    exportAs: 'vehicles',
    title: 'Araçlar',
    context: [
      { column: 'plate_number', exportAs: 'plateNumber', format: 'plate' },
      { column: 'brand', exportAs: 'brand' },
      { column: 'model', exportAs: 'model' },
      { column: 'created_at', exportAs: 'createdAt' },
    ],
    columns: [
      { column: 'owner_name', kind: 'name', label: 'Sürücü adı', exportAs: 'driverName', reach: { by: 'name' }, erase: 'anonymous' },
      {
        column: 'driver_phone_enc',
        kind: 'phone',
        label: 'Sürücü telefonu',
        exportAs: 'driverPhone',
        encrypted: true,
        reach: { by: 'link', via: 'vehicle' },
        erase: 'emptyEncrypted',
      },
      // Not null and unique per driver: each erased vehicle gets a hash of its own, so drivers stay apart.
      { column: 'driver_phone_hash', kind: 'phone', label: 'Sürücü telefonunun anahtarlı özeti', reach: { by: 'phoneHash' }, erase: 'perRowHash' },
      { column: 'driver_phone_grams', kind: 'phone', label: 'Sürücü telefonunun arama kovaları', reach: { by: 'link', via: 'vehicle' }, erase: 'emptyArray' },
      {
        column: 'driver_key',
        kind: 'name',
        label: 'Sürücü anahtarı',
        reach: { by: 'derived', from: 'vehicles.owner_name, vehicles.driver_phone_hash' },
        erase: 'none',
      },
      { column: 'search_text', kind: 'name', label: 'Arama metni', reach: { by: 'derived', from: 'vehicles.owner_name' }, erase: 'none' },
    ],
    afterErase: refreshVehicleSearch,
  },
  {
    // Kept by triggers from vehicles.driver_key (a count per driver for the drivers list).
    table: 'driver_keys',
    category: 'vehicles',
    module: 'vehicles',
    exportAs: 'driverKeys',
    title: 'Sürücü anahtarları',
    columns: [{ column: 'driver_key', kind: 'name', label: 'Sürücü anahtarı', reach: { by: 'derived', from: 'vehicles.driver_key' }, erase: 'none' }],
  },
];

/** Recomputes the search text of vehicles (plate, brand, model, driver) after a name changed. */
export async function refreshVehicleSearch(tx: Db, vehicleIds: number[]): Promise<void> {
  if (vehicleIds.length === 0) return;
  const { rows } = await tx.execute(sql`select id, plate_number, brand, model, owner_name from vehicles where id = any(${ids(vehicleIds)})`);
  const list = rows as Array<Record<string, string> & { id: number }>;
  await tx.execute(sql`update vehicles set search_text = g.t from unnest(${sql.param(list.map((r) => Number(r.id)))}::int[],
    ${sql.param(list.map((r) => foldForSearch(r.plate_number, r.brand, r.model, r.owner_name)))}::text[]) as g(id, t)
    where vehicles.id = g.id`);
}
