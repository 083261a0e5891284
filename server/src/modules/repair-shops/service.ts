import { asc, eq } from 'drizzle-orm';
import type { RepairShopOption } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { repairShops } from '../../db/schema/index';
import { isAdmin, type AuthUser } from '../../lib/caller';

export class RepairShopService {
  constructor(private readonly db: Db) {}

  /** The form list's shop selector. Admin: every shop by name; Tamirci: their own only. */
  options(user: AuthUser): Promise<RepairShopOption[]> {
    const query = this.db.select({ id: repairShops.id, name: repairShops.name, isActive: repairShops.isActive }).from(repairShops);
    if (isAdmin(user)) return query.orderBy(asc(repairShops.name), asc(repairShops.id));
    return query.where(eq(repairShops.id, user.repairShopId ?? 0));
  }
}
