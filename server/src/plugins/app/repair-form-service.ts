import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  cleanFaultLines,
  formatPhone,
  formatPlate,
  formLinkInputSchema,
  hasRealEmail,
  isValidPhone,
  LIMITS,
  MSG,
  normalizePhone,
  normalizePlate,
  repairFormInputSchema,
} from '@tamir/shared-api/domain';
import type { FormLink, PublicForm, RepairForm } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, formLinks, repairForms, repairShops, vehicles } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { badRequest, notFound } from '../../lib/http-errors';
import { foldForSearch } from '../../lib/search-text';
import { validateWith } from '../../lib/validation';
import type { AuthUser } from '../../types';
import type { NotificationOutbox } from './notification-outbox';
import { requestContext, type SystemLogService } from './system-log-service';
import { isAdmin, isCompanyLinked, isDbId, linkCompany, releaseFormLink } from './tenancy';

const DAY_MS = 86_400_000;
const yearInTurkey = (date: Date) => new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(date);

export const numberLines = (lines: readonly string[]) => lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
export const newLinkToken = () => randomBytes(32).toString('base64url');

export type FormRow = typeof repairForms.$inferSelect & { repairShopName: string | null };
type LinkRow = typeof formLinks.$inferSelect;

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
  async create(body: unknown, actor: AuthUser, request: FastifyRequest): Promise<RepairForm> {
    const input = await validateWith(repairFormInputSchema, body);
    if (input.customerPhone && !isValidPhone(input.customerPhone)) throw badRequest(MSG.validationFailed, { customerPhone: [MSG.phoneInvalid] });
    const lines = cleanFaultLines(input.descriptionLines);
    const context = requestContext(request);
    let queued = false;

    const id = await this.db.transaction(async (tx) => {
      const [vehicle] = isDbId(input.vehicleId)
        ? await tx
            .select({ vehicle: vehicles, company: companies })
            .from(vehicles)
            .innerJoin(companies, eq(companies.id, vehicles.companyId))
            .where(eq(vehicles.id, input.vehicleId))
            // A delete of this vehicle waits for the form, then sees it and refuses (409).
            .for('share')
        : [];
      if (!vehicle) throw badRequest(MSG.vehicleMissing, { vehicleId: [MSG.vehicleMissing] });
      const { vehicle: v, company: c } = vehicle;

      // A shop reaches a vehicle of a company it does not serve only through the plate in front of
      // it (plate search), never by guessing ids; the link this makes lives as long as its forms.
      const shopId = isAdmin(actor) ? null : actor.repairShopId;
      const needsLink = shopId !== null && !(await isCompanyLinked(tx, shopId, c.id));
      if (needsLink && normalizePlate(input.plateNumber) !== v.plateNumber) throw badRequest(MSG.vehicleMissing, { vehicleId: [MSG.vehicleMissing] });

      const now = new Date();
      const { rows } = await tx.execute(sql`select nextval('repair_form_number_seq')::int as n`);
      const formNumber = `TF-${yearInTurkey(now)}-${String((rows[0] as { n: number }).n).padStart(6, '0')}`;
      const driverPhone = this.crypto.decrypt(v.driverPhoneEnc);
      const customerName = input.customerName || v.ownerName;
      const customerPhone = input.customerPhone ? normalizePhone(input.customerPhone) : driverPhone;
      const description = numberLines(lines);

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
          customerName,
          customerPhoneEnc: this.crypto.encrypt(customerPhone),
          descriptionLines: lines,
          description,
          partsUsed: input.partsUsed,
          repairShopId: isAdmin(actor) ? null : actor.repairShopId,
          createdBy: actor.id,
          createdByUsername: actor.username,
          createdByName: `${actor.firstName} ${actor.lastName}`.trim(),
          searchText: foldForSearch(formNumber, v.plateNumber, customerName, description, c.name),
          createdAt: now,
        })
        .returning({ id: repairForms.id });

      if (needsLink && shopId !== null && (await linkCompany(tx, shopId, c.id, form.id))) {
        await this.systemLog.record(
          tx,
          {
            action: 'Create',
            entityType: 'Company',
            entityId: c.id,
            description: `Firma "${c.name}" tamir formu oluşturulurken tamirhaneye bağlandı (${formatPlate(v.plateNumber)})`,
          },
          context,
        );
      }

      const token = newLinkToken();
      const expiresAt = new Date(now.getTime() + LIMITS.defaultLinkValidityDays * DAY_MS);
      await tx.insert(formLinks).values({ token, repairFormId: form.id, expiresAt, createdAt: now });

      if (hasRealEmail(c.contactEmail)) {
        await this.outbox.queueFormEmail(tx, {
          recipient: c.contactEmail!,
          customerName,
          repairFormId: form.id,
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
        context,
      );
      return form.id;
    });
    if (queued) this.outbox.notifyQueued();
    return this.get(id, actor);
  }

  /** Admin: any form; Tamirci: forms of their own shop only (others are 404, not 403). */
  async get(id: number, actor: AuthUser): Promise<RepairForm> {
    const form = await this.findVisible(id, actor);
    const links = await this.db.select().from(formLinks).where(eq(formLinks.repairFormId, form.id)).orderBy(desc(formLinks.createdAt), desc(formLinks.id));
    return this.toDto(form, links);
  }

  /** Tenancy as get. Its links go with it; notifications keep their history without the form. */
  async remove(id: number, actor: AuthUser, request: FastifyRequest): Promise<{ message: string }> {
    const form = await this.findVisible(id, actor);
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(repairForms)
        .where(eq(repairForms.id, form.id))
        .returning({ id: repairForms.id, repairShopId: repairForms.repairShopId, companyId: repairForms.companyId });
      if (!deleted) throw notFound(MSG.formNotFound);
      await releaseFormLink(tx, deleted);
      await this.systemLog.record(
        tx,
        {
          action: 'Delete',
          entityType: 'RepairForm',
          entityId: form.id,
          description: `Tamir formu silindi: ${form.formNumber} (${formatPlate(form.plateNumber)})`,
        },
        requestContext(request),
      );
    });
    return { message: MSG.formDeleted };
  }

  /** A new active link; older links of the form stop working. */
  async createLink(id: number, body: unknown, actor: AuthUser, request: FastifyRequest): Promise<FormLink> {
    const form = await this.findVisible(id, actor);
    const { validityDays } = await validateWith(formLinkInputSchema, body ?? {});
    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + validityDays * DAY_MS);
    await this.db.transaction(async (tx) => {
      await tx
        .update(formLinks)
        .set({ isActive: false })
        .where(and(eq(formLinks.repairFormId, form.id), eq(formLinks.isActive, true)));
      await tx.insert(formLinks).values({ token, repairFormId: form.id, expiresAt });
      await this.systemLog.record(
        tx,
        { action: 'Create', entityType: 'RepairForm', entityId: form.id, description: `Form bağlantısı oluşturuldu: ${form.formNumber} (${validityDays} gün)` },
        requestContext(request),
      );
    });
    return linkDto({ token, isActive: true, expiresAt });
  }

  /** No login: the token is the permission. Expired when the link or the 30-day form window has passed. */
  async getPublic(token: string): Promise<PublicForm> {
    const [row] = await this.db
      .select({ link: formLinks, form: repairForms })
      .from(formLinks)
      .innerJoin(repairForms, eq(repairForms.id, formLinks.repairFormId))
      .where(eq(formLinks.token, token));
    if (!row || !row.link.isActive) throw notFound(MSG.publicNotFound);
    const { form, link } = row;
    const formExpiry = new Date(form.createdAt.getTime() + LIMITS.publicFormValidityDays * DAY_MS);
    const expiresAt = link.expiresAt < formExpiry ? link.expiresAt : formExpiry;
    if (expiresAt.getTime() <= Date.now()) throw notFound(MSG.publicExpiredServer);
    return {
      formNumber: form.formNumber,
      companyName: form.companyName,
      companyPhone: form.companyPhone,
      companyAddress: form.companyAddress,
      vehiclePlate: form.plateNumber,
      vehicleBrand: form.brand,
      vehicleModel: form.model,
      vehicleYear: null,
      kilometer: form.kilometer,
      customerName: form.customerName,
      descriptionLines: form.descriptionLines,
      description: form.description,
      partsUsed: form.partsUsed,
      createdAt: form.createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The form row if the actor may see it (Admin: any; Tamirci: their shop's), else 404. */
  async findVisible(id: number, actor: AuthUser): Promise<FormRow> {
    if (!isDbId(id) || (!isAdmin(actor) && actor.repairShopId === null)) throw notFound(MSG.formNotFound);
    const tenancy = isAdmin(actor) ? undefined : eq(repairForms.repairShopId, actor.repairShopId!);
    const [row] = await this.db
      .select({ form: repairForms, repairShopName: repairShops.name })
      .from(repairForms)
      .leftJoin(repairShops, eq(repairShops.id, repairForms.repairShopId))
      .where(and(eq(repairForms.id, id), tenancy));
    if (!row) throw notFound(MSG.formNotFound);
    return { ...row.form, repairShopName: row.repairShopName };
  }

  private toDto(form: FormRow, links: LinkRow[]): RepairForm {
    return {
      id: form.id,
      formNumber: form.formNumber,
      vehicleId: form.vehicleId,
      vehicle: {
        plateNumber: form.plateNumber,
        brand: form.brand,
        model: form.model,
        vehicleType: form.vehicleType,
        kilometer: form.kilometer,
        companyName: form.companyName,
        companyEmail: form.companyEmail,
        companyPhone: form.companyPhone,
        companyAddress: form.companyAddress,
      },
      customerName: form.customerName,
      customerPhone: form.customerPhoneEnc ? formatPhone(this.crypto.decrypt(form.customerPhoneEnc)) : null,
      description: form.description,
      descriptionLines: form.descriptionLines,
      partsUsed: form.partsUsed,
      status: form.status,
      createdAt: form.createdAt.toISOString(),
      createdByUsername: form.createdByUsername,
      createdByName: form.createdByName,
      repairShopId: form.repairShopId,
      repairShopName: form.repairShopName,
      formLinks: links.map(linkDto),
    };
  }
}

function linkDto(link: Pick<LinkRow, 'token' | 'isActive' | 'expiresAt'>): FormLink {
  return { token: link.token, isActive: link.isActive, expiresAt: link.expiresAt.toISOString(), url: `/forms/view/${link.token}` };
}
