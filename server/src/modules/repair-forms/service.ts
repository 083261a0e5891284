import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  cleanFaultLines,
  formatPlate,
  type FormLinkInputValues,
  hasRealEmail,
  LIMITS,
  MSG,
  normalizePhone,
  numberedLines,
  type RepairFormInputValues,
} from '@tamir/shared-api/domain';
import type { FormLink, PublicForm, RepairForm } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, formLinks, repairForms, repairShops, vehicles } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { badRequest, notFound } from '../../lib/http-errors';
import { foldForSearch } from '../../lib/search-text';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { isDbId } from '../../lib/ids';
import { isCompanyLinked, linkCompany, releaseFormLink } from '../../lib/tenancy';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SystemLogService } from '../system-logs/service';
import { publicPhotosOfForm } from '../form-photos/queries';
import { refreshVehicleReadings } from '../reminders/readings';
import { linkDto, publicFormDto, repairFormDto, type PublicWork } from './dto';
import { approvalDto, approvalOfVersion, estimateOf, latestApproval } from '../repair-work/queries';
import { currentLink, findByToken, findVisibleForm, linksOfForm, type FormRow } from './queries';
import { assertFormChangeable } from './signed-form-guard';
import { signaturesOf } from './signature-queries';

const DAY_MS = 86_400_000;
const yearInTurkey = (date: Date) => new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(date);

export const newLinkToken = () => randomBytes(32).toString('base64url');

export type { FormRow } from './queries';

export class RepairFormService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly systemLog: SystemLogService,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * Copies vehicle, company and driver into the form, links the company to the creator's shop
   * (logged), opens a 7-day public link and queues the company e-mail, all in one transaction.
   */
  async create(input: RepairFormInputValues, actor: Actor): Promise<RepairForm> {
    const { user } = actor;
    const lines = cleanFaultLines(input.descriptionLines);
    let queued = false;

    // A shop reaches a vehicle of a company it does not serve only through the plate in front of
    // it (plate search), never by guessing ids; the link this makes lives as long as its forms.
    const shopId = isAdmin(user) ? null : user.repairShopId;
    const created = await this.db.transaction(async (tx) => {
      const [vehicle] = isDbId(input.vehicleId)
        ? await tx
            .select({
              vehicle: vehicles,
              company: companies,
              // The creator's shop name for the answer, read with the vehicle (no second query).
              repairShopName: sql<string | null>`(select ${repairShops.name} from ${repairShops} where ${repairShops.id} = ${shopId ?? 0})`,
            })
            .from(vehicles)
            .innerJoin(companies, eq(companies.id, vehicles.companyId))
            .where(eq(vehicles.id, input.vehicleId))
            // A delete of this vehicle waits for the form, then sees it and refuses (409).
            .for('share')
        : [];
      if (!vehicle) throw badRequest(MSG.vehicleMissing, { vehicleId: [MSG.vehicleMissing] });
      const { vehicle: v, company: c, repairShopName } = vehicle;

      const needsLink = shopId !== null && !(await isCompanyLinked(tx, shopId, c.id));
      if (needsLink && input.plateNumber !== v.plateNumber) throw badRequest(MSG.vehicleMissing, { vehicleId: [MSG.vehicleMissing] });

      const now = new Date();
      const { rows } = await tx.execute(sql`select nextval('repair_form_number_seq')::int as n`);
      const formNumber = `TF-${yearInTurkey(now)}-${String((rows[0] as { n: number }).n).padStart(6, '0')}`;
      const driverPhone = this.crypto.decrypt(v.driverPhoneEnc);
      const customerName = input.customerName || v.ownerName;
      const customerPhone = input.customerPhone ? normalizePhone(input.customerPhone) : driverPhone;
      const description = numberedLines(lines).join('\n');

      const [form] = await tx
        .insert(repairForms)
        .values({
          formNumber,
          vehicleId: v.id,
          plateNumber: v.plateNumber,
          brand: v.brand,
          model: v.model,
          vehicleType: v.vehicleType,
          kilometer: v.kilometer,
          companyId: c.id,
          companyName: c.name,
          companyEmail: c.contactEmail,
          companyPhone: c.contactPhone,
          companyAddress: c.address,
          driverName: v.ownerName,
          driverPhoneEnc: v.driverPhoneEnc,
          driverPhoneHash: v.driverPhoneHash,
          customerName,
          customerPhoneEnc: this.crypto.encrypt(customerPhone),
          customerPhoneHash: this.crypto.hash(customerPhone),
          descriptionLines: lines,
          description,
          partsUsed: input.partsUsed,
          repairShopId: shopId,
          createdBy: user.id,
          createdByUsername: user.username,
          createdByName: `${user.firstName} ${user.lastName}`.trim(),
          searchText: foldForSearch(formNumber, v.plateNumber, customerName, description, c.name),
          createdAt: now,
        })
        .returning();
      // Issue 44: the intake kilometre is a reading; the vehicle's summary is written with the form.
      await refreshVehicleReadings(tx, [v.id]);

      if (needsLink && shopId !== null && (await linkCompany(tx, shopId, c.id, form.id))) {
        await this.systemLog.record(
          tx,
          {
            action: 'Create',
            entityType: 'Company',
            entityId: c.id,
            description: `Firma "${c.name}" tamir formu oluşturulurken tamirhaneye bağlandı (${formatPlate(v.plateNumber)})`,
          },
          actor,
        );
      }

      const token = newLinkToken();
      const expiresAt = new Date(now.getTime() + LIMITS.defaultLinkValidityDays * DAY_MS);
      const [link] = await tx.insert(formLinks).values({ token, repairFormId: form.id, expiresAt, createdAt: now }).returning();

      if (hasRealEmail(c.contactEmail)) {
        await this.outbox.queueFormEmail(tx, {
          recipient: c.contactEmail!,
          customerName,
          repairFormId: form.id,
          repairShopId: shopId,
          formNumber,
          createdAt: now,
          plateNumber: v.plateNumber,
          brand: v.brand,
          model: v.model,
          kilometer: v.kilometer,
          companyName: c.name,
          driverName: v.ownerName,
          descriptionLines: lines,
          linkToken: token,
          linkExpiresAt: expiresAt,
        });
        queued = true;
      }
      await this.systemLog.record(
        tx,
        {
          action: 'Create',
          entityType: 'RepairForm',
          entityId: form.id,
          description: `Tamir formu oluşturuldu: ${formNumber} (${formatPlate(v.plateNumber)})`,
        },
        actor,
      );
      return { form: { ...form, repairShopName }, link };
    });
    if (queued) this.outbox.notifyQueued();
    // The answer is the form as the detail screen shows it, built from the rows just written.
    return repairFormDto(created.form, [created.link], [], (value) => this.crypto.decrypt(value));
  }

  /** Admin: any form; Tamirci: forms of their own shop only (others are 404, not 403). */
  async get(id: number, user: AuthUser): Promise<RepairForm> {
    const form = await this.findVisible(id, user);
    const links = await linksOfForm(this.db, form.id);
    const signatures = await signaturesOf(this.db, form.id);
    const approval = await latestApproval(this.db, form.id);
    return repairFormDto(form, links, signatures, (value) => this.crypto.decrypt(value), approval ? approvalDto(approval) : null);
  }

  /**
   * Tenancy as get. Its links go with it; notifications keep their history without the form.
   * A signed form is a document: refused (409) once any signature exists.
   */
  async remove(id: number, actor: Actor): Promise<{ message: string }> {
    const form = await this.findVisible(id, actor.user);
    await this.db.transaction(async (tx) => {
      await assertFormChangeable(tx, form.id, { deleting: true });
      const [deleted] = await tx
        .delete(repairForms)
        .where(eq(repairForms.id, form.id))
        .returning({ id: repairForms.id, repairShopId: repairForms.repairShopId, companyId: repairForms.companyId, vehicleId: repairForms.vehicleId });
      if (!deleted) throw notFound(MSG.formNotFound);
      // Its readings (intake and delivery) go with it.
      await refreshVehicleReadings(tx, [deleted.vehicleId]);
      await releaseFormLink(tx, deleted);
      await this.systemLog.record(
        tx,
        {
          action: 'Delete',
          entityType: 'RepairForm',
          entityId: form.id,
          description: `Tamir formu silindi: ${form.formNumber} (${formatPlate(form.plateNumber)})`,
        },
        actor,
      );
    });
    return { message: MSG.formDeleted };
  }

  /** A new active link; older links of the form stop working. */
  async createLink(id: number, { validityDays }: FormLinkInputValues, actor: Actor): Promise<FormLink> {
    const form = await this.findVisible(id, actor.user);
    const description = `Form bağlantısı oluşturuldu: ${form.formNumber} (${validityDays} gün)`;
    const { token, expiresAt } = await this.db.transaction((tx) => this.issueLink(tx, form, validityDays, description, actor));
    return linkDto({ token, isActive: true, expiresAt });
  }

  /** Inside the caller's transaction: a new active link valid `validityDays`, older links deactivated, `description` logged. */
  async issueLink(tx: Db, form: FormRow, validityDays: number, description: string, actor: Actor): Promise<{ token: string; expiresAt: Date }> {
    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + validityDays * DAY_MS);
    await tx
      .update(formLinks)
      .set({ isActive: false })
      .where(and(eq(formLinks.repairFormId, form.id), eq(formLinks.isActive, true)));
    await tx.insert(formLinks).values({ token, repairFormId: form.id, expiresAt });
    await this.systemLog.record(tx, { action: 'Create', entityType: 'RepairForm', entityId: form.id, description }, actor);
    return { token, expiresAt };
  }

  /**
   * Inside the caller's transaction: the form's newest active, unexpired link, or else a new one of
   * the default validity (older links stop working); `purpose` says in the log what it was made for.
   */
  async activeLinkOrNew(tx: Db, form: FormRow, purpose: string, actor: Actor): Promise<{ token: string; expiresAt: Date }> {
    const current = await currentLink(tx, form.id);
    if (current) return current;
    const days = LIMITS.defaultLinkValidityDays;
    return this.issueLink(tx, form, days, `Form bağlantısı oluşturuldu: ${form.formNumber} (${days} gün, ${purpose})`, actor);
  }

  /** No login: the token is the permission. Expired when the link or the 30-day form window has passed. */
  async getPublic(token: string): Promise<PublicForm> {
    return (await this.getPublicOfShop(token)).form;
  }

  /** The public form and the repair shop it belongs to (whose KVKK notice its page and PDF carry; issue 41 §3). */
  async getPublicOfShop(token: string): Promise<{ form: PublicForm; repairShopId: number | null }> {
    const { form, expiresAt } = await this.openPublic(token);
    return { form: publicFormDto(form, expiresAt, await signaturesOf(this.db, form.id), await this.publicWork(form)), repairShopId: form.repairShopId };
  }

  /** The form behind a live public link and when the page expires; 404 with the spec's texts otherwise. */
  async openPublic(token: string): Promise<{ form: Omit<FormRow, 'repairShopName'>; expiresAt: Date }> {
    const row = await findByToken(this.db, token);
    if (!row || !row.link.isActive) throw notFound(MSG.publicNotFound);
    const { form, link } = row;
    const formExpiry = new Date(form.createdAt.getTime() + LIMITS.publicFormValidityDays * DAY_MS);
    const expiresAt = link.expiresAt < formExpiry ? link.expiresAt : formExpiry;
    if (expiresAt.getTime() <= Date.now()) throw notFound(MSG.publicExpiredServer);
    return { form, expiresAt };
  }

  /** The estimate and the answer to its current version, for the public page and the PDF. */
  async publicWork(form: Pick<FormRow, 'id' | 'itemsVersion'>, db: Db = this.db): Promise<PublicWork> {
    const [estimate, approval] = [await estimateOf(db, form.id, form.itemsVersion), await approvalOfVersion(db, form.id, form.itemsVersion)];
    return { estimate, approval: approval ? approvalDto(approval) : null, photos: await publicPhotosOfForm(db, form.id) };
  }

  /** The form row if the user may see it (Admin: any; Tamirci: their shop's), else 404. */
  async findVisible(id: number, user: AuthUser): Promise<FormRow> {
    const form = isDbId(id) ? await findVisibleForm(this.db, id, user) : undefined;
    if (!form) throw notFound(MSG.formNotFound);
    return form;
  }
}
