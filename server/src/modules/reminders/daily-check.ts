import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { formatKilometer, formatPlate, formatTurkishDate, hasRealEmail, type ReminderUrgency } from '@tamir/shared-api/domain';
import type { Reminder } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, reminderNotices, reminders, repairForms, repairShops } from '../../db/schema/index';
import type { AuthUser } from '../../lib/caller';
import type { NotificationOutbox } from '../notifications/outbox';
import type { ReminderService } from './service';

/** The urgencies that e-mail the company, once each per due cycle (issue 44). */
const MAILED: readonly ReminderUrgency[] = ['Yakın', 'Çok Yakın'];

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
    const open = await this.reminderService.computed(SYSTEM, {});
    const due = open.filter((r) => MAILED.includes(r.urgency));
    let queued = 0;
    if (due.length > 0) {
      const recipients = await this.recipients(due.map((r) => r.companyId));
      for (const reminder of due) {
        const recipient = recipients.get(reminder.companyId);
        if (!recipient) continue;
        if (await this.sendOnce(reminder, recipient)) queued += 1;
      }
    }
    if (queued > 0) this.outbox.notifyQueued();
    return { checked: open.length, queued };
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

  private async sendOnce(reminder: Reminder, recipient: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [notice] = await tx
        .insert(reminderNotices)
        .values({ reminderId: reminder.id, cycle: reminder.cycle, urgency: reminder.urgency, channel: 'email' })
        .onConflictDoNothing()
        .returning({ id: reminderNotices.id });
      if (!notice) return false;
      // Still open and in the same cycle (a delivery may have rolled it on since it was read).
      const [current] = await tx.select({ cycle: reminders.cycle, completedAt: reminders.completedAt }).from(reminders).where(eq(reminders.id, reminder.id));
      if (!current || current.completedAt || current.cycle !== reminder.cycle) {
        await tx.delete(reminderNotices).where(eq(reminderNotices.id, notice.id));
        return false;
      }
      const shop = await this.shopOf(tx, reminder);
      const id = await this.outbox.queueEmail(tx, {
        recipient,
        customerName: reminder.companyName.slice(0, 200),
        subject: reminderEmailSubject(reminder),
        body: reminderEmailText(reminder, shop),
        repairFormId: null,
        repairShopId: shop?.id ?? null,
        vehicleId: reminder.vehicleId,
      });
      await tx.update(reminderNotices).set({ notificationId: id }).where(eq(reminderNotices.id, notice.id));
      return true;
    });
  }

  /** The shop to call: the one whose form wrote the reminder, else the one that last served the vehicle. */
  private async shopOf(tx: Db, reminder: Reminder): Promise<ShopContact | null> {
    const columns = {
      id: repairShops.id,
      name: repairShops.name,
      contactPhone: repairShops.contactPhone,
      contactEmail: repairShops.contactEmail,
      address: repairShops.address,
    };
    const [row] = await tx
      .select(columns)
      .from(repairForms)
      .innerJoin(repairShops, eq(repairShops.id, repairForms.repairShopId))
      .where(reminder.sourceFormId ? eq(repairForms.id, reminder.sourceFormId) : eq(repairForms.vehicleId, reminder.vehicleId))
      .orderBy(desc(repairForms.createdAt))
      .limit(1);
    if (row || !reminder.sourceFormId) return row ?? null;
    return this.shopOf(tx, { ...reminder, sourceFormId: null });
  }
}
