import { and, desc, eq, sql } from 'drizzle-orm';
import {
  KVKK_DEFAULT_NOTICE,
  KVKK_RETENTION_CATEGORIES,
  KVKK_RETENTION_DEFAULTS,
  kvkkProcessorSentence,
  kvkkTransferAbroadText,
  type KvkkRetentionCategory,
  type KvkkSettingsValues,
} from '@tamir/shared-api/domain';
import type { KvkkNoticeVersion, KvkkPublicNotice, KvkkSettings } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { kvkkNoticeVersions, kvkkSettings, repairShopNoticeVersions } from '../../db/schema/index';
import { isAdmin, type Actor } from '../../lib/caller';
import { forbidden } from '../../lib/http-errors';
import type { SystemLogService } from '../system-logs/service';
import { shopKvkkRow } from './shop-kvkk-row';

type Row = typeof kvkkSettings.$inferSelect;

/** The current notice; version 1 (the default text) is written the first time it is asked for. */
export async function currentNotice(executor: Db): Promise<typeof kvkkNoticeVersions.$inferSelect> {
  const [latest] = await executor.select().from(kvkkNoticeVersions).orderBy(desc(kvkkNoticeVersions.version)).limit(1);
  if (latest) return latest;
  await executor.insert(kvkkNoticeVersions).values({ version: 1, text: KVKK_DEFAULT_NOTICE, publishedBy: 'Sistem' }).onConflictDoNothing();
  const [first] = await executor.select().from(kvkkNoticeVersions).orderBy(desc(kvkkNoticeVersions.version)).limit(1);
  return first;
}

type ShopNoticeVersion = typeof repairShopNoticeVersions.$inferSelect;

/**
 * A repair shop's current own notice text (issue 41 §3), or undefined when the shop shows the
 * portal's text (no own controller, or no own text). A text saved before versions were kept is
 * its version 1 (the migration writes it; written here too should one be missing).
 */
export async function currentShopNotice(executor: Db, shopId: number | null | undefined): Promise<ShopNoticeVersion | undefined> {
  if (!shopId) return undefined;
  const shop = await shopKvkkRow(executor, shopId);
  if (!shop?.noticeText) return undefined;
  const [latest] = await executor
    .select()
    .from(repairShopNoticeVersions)
    .where(eq(repairShopNoticeVersions.repairShopId, shopId))
    .orderBy(desc(repairShopNoticeVersions.version))
    .limit(1);
  if (latest) return latest;
  await executor
    .insert(repairShopNoticeVersions)
    .values({ repairShopId: shopId, version: 1, text: shop.noticeText, publishedBy: 'Sistem' })
    .onConflictDoNothing();
  return currentShopNotice(executor, shopId);
}

/**
 * PUT /repairshop/{id}/kvkk: a changed own text is published as the shop's next version (the old
 * ones stay). Call inside the save's transaction; one writer per shop at a time.
 */
export async function publishShopNotice(tx: Db, shopId: number, text: string, by: string): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(7260331, ${shopId})`);
  const [latest] = await tx
    .select({ version: repairShopNoticeVersions.version, text: repairShopNoticeVersions.text })
    .from(repairShopNoticeVersions)
    .where(eq(repairShopNoticeVersions.repairShopId, shopId))
    .orderBy(desc(repairShopNoticeVersions.version))
    .limit(1);
  if (latest?.text === text) return null;
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(repairShopNoticeVersions).values({ repairShopId: shopId, version, text, publishedBy: by });
  return version;
}

/** What a signature records of the notice the pad showed (issue 30, issue 41 §3). */
export interface SignatureNotice {
  /** The portal's version, when the portal's text was shown; else null. */
  noticeVersion: number | null;
  /** The shop's own text's version row, when the form's shop has its own text; else null. */
  shopNoticeVersionId: number | null;
}

/**
 * The notice a signature records: when the form's shop has its own text, the version the pad sent
 * must be one of that shop's (none sent: its current one); otherwise one of the portal's (none
 * sent: the current one). null when the version sent is not one of them.
 */
export async function noticeVersionForSignature(
  executor: Db,
  shown: number | undefined,
  shopId?: number | null,
  shownOf?: 'portal' | 'shop',
): Promise<SignatureNotice | null> {
  const shopCurrent = await currentShopNotice(executor, shopId);
  // The pad read the other text (the shop took or dropped its own in between): not what applies now.
  if (shownOf !== undefined && shownOf !== (shopCurrent ? 'shop' : 'portal')) return null;
  if (shopCurrent) {
    if (shown === undefined) return { noticeVersion: null, shopNoticeVersionId: shopCurrent.id };
    const [row] = await executor
      .select({ id: repairShopNoticeVersions.id })
      .from(repairShopNoticeVersions)
      .where(and(eq(repairShopNoticeVersions.repairShopId, shopCurrent.repairShopId), eq(repairShopNoticeVersions.version, shown)));
    return row ? { noticeVersion: null, shopNoticeVersionId: row.id } : null;
  }
  const current = await currentNotice(executor);
  if (shown === undefined) return { noticeVersion: current.version, shopNoticeVersionId: null };
  const [row] = await executor.select({ v: kvkkNoticeVersions.version }).from(kvkkNoticeVersions).where(eq(kvkkNoticeVersions.version, shown));
  return row ? { noticeVersion: row.v, shopNoticeVersionId: null } : null;
}

/** The KVKK tab (controller, notice text in versions, retention days); the notice as the public reads it. */
export class KvkkNoticeService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
  ) {}

  current(executor: Db = this.db) {
    return currentNotice(executor);
  }

  private async row(executor: Db = this.db): Promise<Row> {
    const [row] = await executor.select().from(kvkkSettings).where(eq(kvkkSettings.id, 1));
    return (
      row ?? {
        id: 1,
        controllerTitle: '',
        address: '',
        email: '',
        kepAddress: '',
        emailProviderCountry: 'Türkiye',
        smsProviderCountry: 'Türkiye',
        retention: {},
        lastRetentionRunAt: null,
        updatedAt: new Date(0),
      }
    );
  }

  /** What the notice, the inventory and the settings say about a transfer abroad (Art. 9), or null. */
  async transferAbroad(executor: Db = this.db): Promise<string | null> {
    return kvkkTransferAbroadText(await this.row(executor));
  }

  /** Retention days per category, the defaults where none is saved. */
  async retention(executor: Db = this.db): Promise<Record<KvkkRetentionCategory, number>> {
    const saved = (await this.row(executor)).retention;
    return Object.fromEntries(KVKK_RETENTION_CATEGORIES.map((c) => [c, Number(saved[c]) > 0 ? Number(saved[c]) : KVKK_RETENTION_DEFAULTS[c]])) as Record<
      KvkkRetentionCategory,
      number
    >;
  }

  async get(actor: Actor): Promise<KvkkSettings> {
    if (!isAdmin(actor.user)) throw forbidden();
    return this.settings();
  }

  private async settings(executor: Db = this.db): Promise<KvkkSettings> {
    const row = await this.row(executor);
    const notice = await this.current(executor);
    return {
      controllerTitle: row.controllerTitle,
      address: row.address,
      email: row.email,
      kepAddress: row.kepAddress,
      emailProviderCountry: row.emailProviderCountry,
      smsProviderCountry: row.smsProviderCountry,
      transferAbroad: kvkkTransferAbroadText(row),
      noticeText: notice.text,
      retention: await this.retention(executor),
      noticeVersion: notice.version,
      noticePublishedAt: notice.publishedAt.toISOString(),
      lastRetentionRunAt: row.lastRetentionRunAt?.toISOString() ?? null,
    };
  }

  /** PUT /settings/kvkk: a changed notice text is published as the next version (the old ones stay). */
  async put(values: KvkkSettingsValues, actor: Actor): Promise<KvkkSettings> {
    if (!isAdmin(actor.user)) throw forbidden();
    return this.db.transaction(async (tx) => {
      // One writer at a time: two saves of a new text never take the same version number.
      await tx.execute(sql`select pg_advisory_xact_lock(7260330)`);
      const notice = await this.current(tx);
      const retention = { ...values.retention };
      const fields = {
        controllerTitle: values.controllerTitle,
        address: values.address,
        email: values.email,
        kepAddress: values.kepAddress,
        emailProviderCountry: values.emailProviderCountry,
        smsProviderCountry: values.smsProviderCountry,
        retention,
      };
      await tx
        .insert(kvkkSettings)
        .values({ id: 1, ...fields })
        .onConflictDoUpdate({ target: kvkkSettings.id, set: { ...fields, updatedAt: new Date() } });
      let description = 'KVKK ayarları güncellendi';
      if (values.noticeText !== notice.text) {
        await tx.insert(kvkkNoticeVersions).values({ version: notice.version + 1, text: values.noticeText, publishedBy: actor.user.username });
        description += `; aydınlatma metninin ${notice.version + 1}. sürümü yayımlandı`;
      }
      await this.systemLog.record(tx, { action: 'Update', entityType: 'SystemSetting', description }, actor);
      return this.settings(tx);
    });
  }

  async versions(actor: Actor): Promise<KvkkNoticeVersion[]> {
    if (!isAdmin(actor.user)) throw forbidden();
    await this.current();
    const rows = await this.db.select().from(kvkkNoticeVersions).orderBy(desc(kvkkNoticeVersions.version));
    return rows.map((r) => ({ version: r.version, text: r.text, publishedAt: r.publishedAt.toISOString(), publishedBy: r.publishedBy }));
  }

  /** The portal's controller (the KVKK tab): named as processor in a shop's own notice. */
  async portalController(executor: Db = this.db): Promise<Pick<Row, 'controllerTitle' | 'address' | 'email' | 'kepAddress'>> {
    const { controllerTitle, address, email, kepAddress } = await this.row(executor);
    return { controllerTitle, address, email, kepAddress };
  }

  /**
   * GET /kvkk/notice[?shop=…] and the /kvkk page (issue 41 §3): with a shop that has its own
   * controller, that controller, its own text (else the portal's) and the portal's operator as
   * processor (when the KVKK tab names one); otherwise — no shop, an unknown one, or one without its
   * own details — the portal's notice.
   */
  async publicNotice(shopId?: number | null): Promise<KvkkPublicNotice> {
    const row = await this.row();
    const notice = await this.current();
    const shop = shopId ? await shopKvkkRow(this.db, shopId) : undefined;
    const portal = {
      version: notice.version,
      noticeOf: 'portal' as const,
      controllerTitle: row.controllerTitle,
      address: row.address,
      email: row.email,
      kepAddress: row.kepAddress,
      text: notice.text,
      publishedAt: notice.publishedAt.toISOString(),
      transferAbroad: kvkkTransferAbroadText(row),
      shopId: null,
      processorTitle: '',
      processor: null,
    };
    if (!shop) return portal;
    const own = await currentShopNotice(this.db, shop.repairShopId);
    const processorTitle = row.controllerTitle.trim();
    return {
      ...portal,
      controllerTitle: shop.controllerTitle,
      address: shop.address,
      email: shop.email,
      kepAddress: shop.kepAddress,
      ...(own ? { version: own.version, noticeOf: 'shop' as const, text: own.text, publishedAt: own.publishedAt.toISOString() } : {}),
      shopId: shop.repairShopId,
      processorTitle,
      processor: processorTitle ? kvkkProcessorSentence(processorTitle, shop.controllerTitle) : null,
    };
  }

  async lastRetentionRun(executor: Db = this.db): Promise<Date | null> {
    return (await this.row(executor)).lastRetentionRunAt;
  }

  async markRetentionRun(executor: Db, at: Date): Promise<void> {
    await executor
      .insert(kvkkSettings)
      .values({ id: 1, lastRetentionRunAt: at })
      .onConflictDoUpdate({ target: kvkkSettings.id, set: { lastRetentionRunAt: at } });
  }
}
