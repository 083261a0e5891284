import { eq } from 'drizzle-orm';
import { MSG, type ShopKvkkValues } from '@tamir/shared-api/domain';
import type { ShopKvkk } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { repairShopKvkk, repairShops } from '../../db/schema/index';
import { isAdmin, type Actor } from '../../lib/caller';
import { forbidden, notFound } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import type { SystemLogService } from '../system-logs/service';
import { publishShopNotice, type KvkkNoticeService } from './notice';
import { shopKvkkRow, type ShopKvkkRow } from './shop-kvkk-row';

/**
 * GET/PUT /repairshop/{id}/kvkk (issue 41 §3): a repair shop's own data controller and notice text,
 * the Admin's (a Tamirci is refused before the body is read). Saving every controller field empty
 * deletes the row: the shop's forms carry the portal's notice again.
 */
export class ShopKvkkService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
    private readonly notice: KvkkNoticeService,
  ) {}

  private async shopName(shopId: number): Promise<string> {
    if (!isDbId(shopId)) throw notFound(MSG.shopNotFound);
    const [shop] = await this.db.select({ name: repairShops.name }).from(repairShops).where(eq(repairShops.id, shopId));
    if (!shop) throw notFound(MSG.shopNotFound);
    return shop.name;
  }

  async get(shopId: number, actor: Actor): Promise<ShopKvkk> {
    if (!isAdmin(actor.user)) throw forbidden();
    await this.shopName(shopId);
    return this.dto(await shopKvkkRow(this.db, shopId));
  }

  private async dto(row: ShopKvkkRow | undefined): Promise<ShopKvkk> {
    return {
      controllerTitle: row?.controllerTitle ?? '',
      address: row?.address ?? '',
      email: row?.email ?? '',
      kepAddress: row?.kepAddress ?? '',
      noticeText: row?.noticeText ?? '',
      updatedAt: row?.updatedAt.toISOString() ?? null,
      processorTitle: (await this.notice.portalController()).controllerTitle,
    };
  }

  async put(shopId: number, input: ShopKvkkValues, actor: Actor): Promise<ShopKvkk> {
    if (!isAdmin(actor.user)) throw forbidden();
    const name = await this.shopName(shopId);
    const own = input.controllerTitle !== '';
    await this.db.transaction(async (tx) => {
      // A changed own text is the shop's next version (issue 41 §3): a signature records which one it saw.
      const published = own && input.noticeText ? await publishShopNotice(tx, shopId, input.noticeText, actor.user.username) : null;
      if (own) {
        const values = {
          controllerTitle: input.controllerTitle,
          address: input.address,
          email: input.email,
          kepAddress: input.kepAddress,
          noticeText: input.noticeText,
        };
        await tx
          .insert(repairShopKvkk)
          .values({ repairShopId: shopId, ...values })
          .onConflictDoUpdate({ target: repairShopKvkk.repairShopId, set: { ...values, updatedAt: new Date() } });
      } else {
        await tx.delete(repairShopKvkk).where(eq(repairShopKvkk.repairShopId, shopId));
      }
      const description = own
        ? `Tamirhanenin KVKK veri sorumlusu bilgileri güncellendi: ${name} (${input.controllerTitle}${input.noticeText ? ', kendi aydınlatma metni' : ''})`
        : `Tamirhanenin KVKK veri sorumlusu bilgileri kaldırıldı: ${name} (portalın aydınlatma metni kullanılır)`;
      const versionNote = published ? `; kendi aydınlatma metninin ${published}. sürümü yayımlandı` : '';
      await this.systemLog.record(tx, { action: 'Update', entityType: 'Company', entityId: shopId, description: description + versionNote }, actor);
    });
    return this.dto(await shopKvkkRow(this.db, shopId));
  }
}
