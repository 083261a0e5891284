import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatKilometer, formatPlate, formatTurkishDate, hasRealEmail, type ReminderUrgency } from '@tamir/shared-api/domain';
import type { Reminder } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, reminderNotices, reminders } from '../../db/schema/index';
import type { AuthUser } from '../../lib/caller';
import type { NotificationOutbox } from '../notifications/outbox';
import type { ReminderService } from './service';
import { rankOf } from './standing-sql';

/** The urgencies that e-mail the company, once each per due cycle (issue 44). */
const MAILED: readonly ReminderUrgency[] = ['Yakın', 'Çok Yakın'];

/** Reminders a transaction: its notices and their outbox rows commit together. */
const BATCH = 500;

/** The daily check reads every open reminder, as an Admin would. */
const SYSTEM: AuthUser = {
  id: 0,
  username: 'system',
  firstName: 'Sistem',
  lastName: '',
  role: 'Admin',
  repairShopId: null,
  mustChangePassword: false,
  sessionId: '',
};

export interface CheckResult {
  /** Open reminders looked at. */
  checked: number;
  /** E-mails queued by this run (others were already recorded, by this process or another). */
  queued: number;
}

interface ShopContact {
  id: number;
  name: string;
  contactPhone: string | null;
  contactEmail: string | null;
  address: string | null;
}

export function reminderEmailSubject(r: Pick<Reminder, 'plateNumber' | 'kind'>): string {
  return `Bakım hatırlatması: ${formatPlate(r.plateNumber)} – ${r.kind}`.slice(0, 300);
}

/** The e-mail's text: the vehicle, what is due and why, and the shop to call. */
export function reminderEmailText(r: Reminder, shop: ShopContact | null): string {
  const due = [r.dueDate ? `son tarih ${formatTurkishDate(r.dueDate)}` : null, r.dueKilometer != null ? `${formatKilometer(r.dueKilometer)} km` : null]
    .filter(Boolean)
    .join(', ');
  return [
    `Sayın ${r.companyName} yetkilisi,`,
    '',
    `${formatPlate(r.plateNumber)} plakalı aracınızın ${r.kind} zamanı yaklaşıyor (${r.urgency}).`,
    ...(r.description ? [`Yapılacak iş: ${r.description}`] : []),
    `Hedef: ${due}`,
    `Durum: ${r.dueReason}`,
    '',
    ...(shop
      ? [
          `Randevu için ${shop.name} ile iletişime geçebilirsiniz:`,
          ...(shop.contactPhone ? [`Telefon: ${shop.contactPhone}`] : []),
          ...(shop.contactEmail ? [`E-posta: ${shop.contactEmail}`] : []),
          ...(shop.address ? [`Adres: ${shop.address}`] : []),
        ]
      : ['Randevu için aracınıza bakım yapan tamirhaneyle iletişime geçebilirsiniz.']),
    '',
    'Bu e-posta Tamir Formu tarafından otomatik olarak gönderilmiştir.',
  ].join('\n');
}

/**
 * The daily check (issue 44): every open reminder whose urgency is 'Yakın' or 'Çok Yakın' e-mails its
 * company through the outbox, once per reminder, due cycle, urgency and channel. The notice row and
 * the outbox row are written in one transaction and the notice's unique key decides: however many
 * processes run the check at once, and after any restart, one of them records it and the others
 * insert nothing. Companies that opted out, or have no real address, are left out.
 */
export class ReminderDailyCheck {
  constructor(
    private readonly db: Db,
    private readonly reminderService: ReminderService,
    private readonly outbox: NotificationOutbox,
  ) {}

  async run(): Promise<CheckResult> {
    // Only the reminders whose band in SQL is 'Yakın' or 'Çok Yakın' and whose notice for this cycle
    // and urgency is not recorded yet: the others have nothing to send today.
    const bands = await this.reminderService.bands(SYSTEM, {});
    const result = await this.db.execute(sql`${bands}
      select u.id, (select count(*) from u) as checked
        from u join companies co on co.id = u.company_id
       where u.rank in (${rankOf('Çok Yakın')}, ${rankOf('Yakın')})
         and co.reminder_emails_opt_out = false and co.contact_email is not null
         and not exists (
           select 1 from reminder_notices n
            where n.reminder_id = u.id and n.cycle = u.cycle and n.channel = 'email'
              and n.urgency = case u.rank when ${rankOf('Çok Yakın')} then ${'Çok Yakın'} else ${'Yakın'} end)
       order by u.id`);
    const candidates = result.rows as { id: number; checked: number | string }[];
    const checked = candidates.length > 0 ? Number(candidates[0].checked) : await this.openCount();
    let queued = 0;
    for (let i = 0; i < candidates.length; i += BATCH) {
      const due = (await this.reminderService.dtosOf(candidates.slice(i, i + BATCH).map((row) => Number(row.id)))).filter((r) => MAILED.includes(r.urgency));
      if (due.length === 0) continue;
      const recipients = await this.recipients(due.map((r) => r.companyId));
      queued += await this.sendBatch(
        due.filter((r) => recipients.has(r.companyId)),
        recipients,
      );
    }
    if (queued > 0) this.outbox.notifyQueued();
    return { checked, queued };
  }

  private async openCount(): Promise<number> {
    const result = await this.db.execute(sql`
      select count(*) as n from reminders join vehicles on vehicles.id = reminders.vehicle_id join companies on companies.id = vehicles.company_id
       where reminders.completed_at is null`);
    return Number((result.rows[0] as { n: number | string }).n);
  }

  /** The companies that take reminder e-mails, by id: their address. */
  private async recipients(companyIds: number[]): Promise<Map<number, string>> {
    const rows = await this.db
      .select({ id: companies.id, email: companies.contactEmail })
      .from(companies)
      .where(
        and(
          sql`${companies.id} = any(${sql.param([...new Set(companyIds)])}::int[])`,
          eq(companies.reminderEmailsOptOut, false),
          isNotNull(companies.contactEmail),
        ),
      );
    return new Map(rows.filter((row) => hasRealEmail(row.email)).map((row) => [row.id, row.email!.trim()]));
  }

  /**
   * One transaction for a batch: the notices (their unique key lets only one process record each),
   * then an outbox row for each notice this process recorded. Returns how many it queued.
   */
  private async sendBatch(batch: Reminder[], recipients: Map<number, string>): Promise<number> {
    if (batch.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      // Still open and in the same cycle (a delivery may have rolled one on since it was read).
      const current = await tx
        .select({ id: reminders.id, cycle: reminders.cycle, completedAt: reminders.completedAt })
        .from(reminders)
        .where(
          inArray(
            reminders.id,
            batch.map((r) => r.id),
          ),
        );
      const open = new Map(current.filter((row) => !row.completedAt).map((row) => [row.id, row.cycle]));
      const still = batch.filter((r) => open.get(r.id) === r.cycle);
      if (still.length === 0) return 0;
      const notices = await tx
        .insert(reminderNotices)
        .values(still.map((r) => ({ reminderId: r.id, cycle: r.cycle, urgency: r.urgency, channel: 'email' })))
        .onConflictDoNothing()
        .returning({ id: reminderNotices.id, reminderId: reminderNotices.reminderId });
      const byId = new Map(still.map((r) => [r.id, r]));
      const shops = await this.shopsOf(
        tx,
        notices.map((n) => byId.get(n.reminderId)!),
      );
      // One insert for the batch's e-mails (VALUES rows come back in the order given).
      const notificationIds = await this.outbox.queueEmails(
        tx,
        notices.map((notice) => {
          const reminder = byId.get(notice.reminderId)!;
          const shop = shops.get(reminder.id) ?? null;
          return {
            recipient: recipients.get(reminder.companyId)!,
            customerName: reminder.companyName.slice(0, 200),
            subject: reminderEmailSubject(reminder),
            body: reminderEmailText(reminder, shop),
            repairFormId: null,
            repairShopId: shop?.id ?? null,
            vehicleId: reminder.vehicleId,
          };
        }),
      );
      const noticeIds = notices.map((notice) => notice.id);
      if (noticeIds.length > 0) {
        await tx.execute(sql`update reminder_notices n set notification_id = t.nid
          from unnest(${sql.param(noticeIds)}::int[], ${sql.param(notificationIds)}::int[]) as t(id, nid) where n.id = t.id`);
      }
      return noticeIds.length;
    });
  }

  /**
   * The shop to call for each reminder of a batch (two queries): the one whose form wrote the reminder,
   * else the one that last served the vehicle.
   */
  private async shopsOf(tx: Db, batch: Reminder[]): Promise<Map<number, ShopContact>> {
    const columns = sql`s.id, s.name, s.contact_phone as "contactPhone", s.contact_email as "contactEmail", s.address`;
    const formIds = [...new Set(batch.map((r) => r.sourceFormId).filter((id): id is number => id !== null))];
    const bySource = new Map<number, ShopContact>();
    if (formIds.length > 0) {
      const result = await tx.execute(sql`select f.id as "formId", ${columns} from repair_forms f join repair_shops s on s.id = f.repair_shop_id
         where f.id = any(${sql.param(formIds)}::int[])`);
      for (const row of result.rows as (ShopContact & { formId: number })[]) bySource.set(Number(row.formId), shopContact(row));
    }
    const vehicleIds = [...new Set(batch.filter((r) => !(r.sourceFormId && bySource.has(r.sourceFormId))).map((r) => r.vehicleId))];
    const byVehicle = new Map<number, ShopContact>();
    if (vehicleIds.length > 0) {
      const result = await tx.execute(sql`select distinct on (f.vehicle_id) f.vehicle_id as "vehicleId", ${columns}
          from repair_forms f join repair_shops s on s.id = f.repair_shop_id
         where f.vehicle_id = any(${sql.param(vehicleIds)}::int[])
         order by f.vehicle_id, f.created_at desc`);
      for (const row of result.rows as (ShopContact & { vehicleId: number })[]) byVehicle.set(Number(row.vehicleId), shopContact(row));
    }
    const shops = new Map<number, ShopContact>();
    for (const r of batch) {
      const shop = (r.sourceFormId ? bySource.get(r.sourceFormId) : undefined) ?? byVehicle.get(r.vehicleId);
      if (shop) shops.set(r.id, shop);
    }
    return shops;
  }
}

const shopContact = (row: ShopContact): ShopContact => ({
  id: Number(row.id),
  name: row.name,
  contactPhone: row.contactPhone,
  contactEmail: row.contactEmail,
  address: row.address,
});
