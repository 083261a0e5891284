import { eq } from 'drizzle-orm';
import { MSG, type SellerDetailsValues } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { repairShops, repairShopSellers } from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { forbidden, notFound } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import type { SystemLogService } from '../system-logs/service';

export interface SellerDetails {
  title: string;
  vkn: string;
  taxOffice: string;
  address: string;
  mersis: string | null;
  invoicePrefix: string;
}

export type SellerRow = typeof repairShopSellers.$inferSelect;

const dto = (row: SellerRow | undefined): SellerDetails =>
  row
    ? { title: row.title, vkn: row.vkn, taxOffice: row.taxOffice, address: row.address, mersis: row.mersis, invoicePrefix: row.invoicePrefix }
    : { title: '', vkn: '', taxOffice: '', address: '', mersis: null, invoicePrefix: '' };

/** The fields an invoice cannot go without, named as the settings screen labels them. */
export function missingSellerFields(row: SellerRow | undefined): string[] {
  if (!row) return ['Unvan', 'VKN', 'Vergi dairesi', 'Adres', 'Fatura ön eki'];
  const missing: string[] = [];
  if (!row.title) missing.push('Unvan');
  if (!row.vkn) missing.push('VKN');
  if (!row.taxOffice) missing.push('Vergi dairesi');
  if (!row.address) missing.push('Adres');
  if (!row.invoicePrefix) missing.push('Fatura ön eki');
  return missing;
}

/** GET/PUT /repairshop/{id}/seller (issue 43): Admin any shop, a Tamirci their own (another shop: 403). */
export class SellerService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
  ) {}

  private async assertShop(shopId: number, user: AuthUser): Promise<void> {
    if (!isDbId(shopId)) throw notFound(MSG.shopNotFound);
    if (!isAdmin(user) && user.repairShopId !== shopId) throw forbidden();
    const [shop] = await this.db.select({ id: repairShops.id }).from(repairShops).where(eq(repairShops.id, shopId));
    if (!shop) throw notFound(MSG.shopNotFound);
  }

  async get(shopId: number, user: AuthUser): Promise<SellerDetails> {
    await this.assertShop(shopId, user);
    const [row] = await this.db.select().from(repairShopSellers).where(eq(repairShopSellers.repairShopId, shopId));
    return dto(row);
  }

  async put(shopId: number, input: SellerDetailsValues, actor: Actor): Promise<SellerDetails> {
    await this.assertShop(shopId, actor.user);
    const values = {
      title: input.title,
      vkn: input.vkn,
      taxOffice: input.taxOffice,
      address: input.address,
      mersis: input.mersis || null,
      invoicePrefix: input.invoicePrefix,
    };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(repairShopSellers)
        .values({ repairShopId: shopId, ...values })
        .onConflictDoUpdate({ target: repairShopSellers.repairShopId, set: { ...values, updatedAt: new Date() } });
      await this.systemLog.record(
        tx,
        { action: 'Update', entityType: 'Company', entityId: shopId, description: `Tamirhane satıcı bilgileri güncellendi: ${input.title}` },
        actor,
      );
    });
    return this.get(shopId, actor.user);
  }
}
