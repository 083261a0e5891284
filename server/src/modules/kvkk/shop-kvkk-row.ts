import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { repairShopKvkk } from '../../db/schema/index';
import { isDbId } from '../../lib/ids';

export type ShopKvkkRow = typeof repairShopKvkk.$inferSelect;

/** A repair shop's own controller row (issue 41 §3), or undefined (no such shop, or it uses the portal's notice). */
export async function shopKvkkRow(executor: Db, shopId: number): Promise<ShopKvkkRow | undefined> {
  if (!isDbId(shopId)) return undefined;
  const [row] = await executor.select().from(repairShopKvkk).where(eq(repairShopKvkk.repairShopId, shopId));
  return row;
}
