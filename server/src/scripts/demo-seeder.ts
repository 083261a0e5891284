import { count, ne, sql } from 'drizzle-orm';
import { formatPhone, hasRealEmail, normalizePhone, normalizePlate, numberedLines } from '@tamir/shared-api/domain';
import type { Db } from '../db/client';
import { companies, formLinks, notifications, repairForms, repairShopCompanies, repairShops, systemLogs, users, vehicles } from '../db/schema/index';
import type { FieldCrypto } from '../lib/field-crypto';
import { maskEmail } from '../lib/masking';
import { hashPassword } from '../lib/passwords';
import { foldForSearch } from '../lib/search-text';
import { formEmailSubject, formEmailText } from '../modules/notifications/form-email';
import { newLinkToken } from '../modules/repair-forms/service';
import { refreshVehicleReadings } from '../modules/reminders/readings';
import { DEMO_COMPANIES, DEMO_FAULTS, DEMO_PARTS, DEMO_SHOPS, DEMO_VEHICLES } from './demo-data';
import { driverPhoneColumns } from '../modules/vehicles/phone-columns';

const DAY = 86_400_000;
const FORM_COUNT = 60;
const TODAY_COUNT = 6;
const LINK_VALIDITY_DAYS = 7;

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super(
      'Veritabanı boş değil: örnek veriler yalnızca boş bir veritabanına yüklenir (araç, firma, tamirhane veya tamirci kaydı bulundu). ' +
        '/ The database is not empty: demo data is loaded into an empty database only.',
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

export interface DemoSummary {
  shops: number;
  companies: number;
  vehicles: number;
  forms: number;
  formsToday: number;
  emails: number;
}

/** The same small generator every run: the same content, only the dates follow the clock. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Midnight in Turkey (UTC+3 all year since 2016) of the day `date` falls on there. */
function turkeyDayStart(date: Date): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  return new Date(`${day}T00:00:00+03:00`);
}

const yearInTurkey = (date: Date) => new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(date);

/** Empty: no vehicle, company or repair shop and no user but admins. */
async function assertEmpty(db: Db): Promise<void> {
  const checks = [
    db.select({ n: count() }).from(vehicles),
    db.select({ n: count() }).from(companies),
    db.select({ n: count() }).from(repairShops),
    db.select({ n: count() }).from(users).where(ne(users.role, 'Admin')),
  ];
  for (const check of checks) {
    const [row] = await check;
    if (row.n > 0) throw new DatabaseNotEmptyError();
  }
}

/**
 * Writes the demo content in one transaction, with the services' rules: phones encrypted and
 * hashed as the vehicle service does, forms with their snapshot, numbered from the same sequence,
 * each with an active link, and the company e-mail of each form in the outbox history (Sent).
 */
export async function seedDemo(db: Db, crypto: FieldCrypto, options: { password: string; publicBaseUrl: string | null; now?: Date }): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const random = seededRandom(20_260_521);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const passwordHashes = await Promise.all(DEMO_SHOPS.map(() => hashPassword(options.password)));

  return db.transaction(async (tx) => {
    await assertEmpty(tx);
    const longAgo = new Date(now.getTime() - 120 * DAY);

    const shopRows = await tx
      .insert(repairShops)
      .values(
        DEMO_SHOPS.map((shop) => ({
          name: shop.name,
          address: shop.address,
          contactPhone: shop.phone,
          contactEmail: shop.email,
          taxNumber: shop.taxNumber,
          authorizedPerson: shop.authorizedPerson,
          searchText: foldForSearch(shop.name, shop.email, shop.phone, shop.taxNumber),
          createdAt: longAgo,
          updatedAt: longAgo,
        })),
      )
      .returning({ id: repairShops.id });

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_SHOPS.map((shop, index) => ({
          username: shop.user.username,
          passwordHash: passwordHashes[index],
          role: 'Tamirci' as const,
          repairShopId: shopRows[index].id,
          firstName: shop.user.firstName,
          lastName: shop.user.lastName,
          email: shop.user.email,
          phone: shop.user.phone,
          createdAt: longAgo,
          updatedAt: longAgo,
          passwordChangedAt: now,
        })),
      )
      .returning({ id: users.id });

    const companyRows = await tx
      .insert(companies)
      .values(
        DEMO_COMPANIES.map((company) => ({
          name: company.name,
          address: company.address,
          contactPhone: formatPhone(company.phone),
          contactEmail: company.email,
          taxNumber: company.taxNumber,
          authorizedPerson: company.authorizedPerson,
          searchText: foldForSearch(company.name, company.email, company.phone, company.taxNumber),
          createdAt: longAgo,
          updatedAt: longAgo,
        })),
      )
      .returning({ id: companies.id });
    await tx
      .insert(repairShopCompanies)
      .values(
        DEMO_COMPANIES.flatMap((company, index) =>
          company.shops.map((shop) => ({ repairShopId: shopRows[shop].id, companyId: companyRows[index].id, createdAt: longAgo })),
        ),
      );

    const vehicleValues = DEMO_VEHICLES.map(([plate, brand, model, vehicleType, kilometer, ownerName, phone, company]) => {
      const plateNumber = normalizePlate(plate);
      const driverPhone = normalizePhone(phone);
      const createdAt = new Date(now.getTime() - (45 + Math.floor(random() * 45)) * DAY);
      return {
        plateNumber,
        brand,
        model,
        vehicleType,
        kilometer,
        ownerName,
        ...driverPhoneColumns(crypto, driverPhone),
        companyId: companyRows[company].id,
        searchText: foldForSearch(plateNumber, brand, model, ownerName),
        createdAt,
        updatedAt: createdAt,
      };
    });
    const vehicleRows = await tx.insert(vehicles).values(vehicleValues).returning({ id: vehicles.id });

    // Which vehicles each shop serves: those of its companies.
    const vehiclesOfShop = DEMO_SHOPS.map((_, shop) =>
      DEMO_VEHICLES.flatMap((vehicle, index) => (DEMO_COMPANIES[vehicle[7]].shops.includes(shop) ? [index] : [])),
    );
    const todayStart = turkeyDayStart(now);
    const plans = Array.from({ length: FORM_COUNT }, (_, i) => {
      const shop = i % 5 < 3 ? 0 : 1;
      const vehicle = pick(vehiclesOfShop[shop]);
      const daysAgo = i < TODAY_COUNT ? 0 : 1 + Math.floor(random() * 29);
      const createdAt =
        daysAgo === 0
          ? new Date(todayStart.getTime() + ((now.getTime() - todayStart.getTime()) * (i + 1)) / (TODAY_COUNT + 1))
          : new Date(todayStart.getTime() - daysAgo * DAY + (8 * 60 + Math.floor(random() * 600)) * 60_000);
      const lineCount = 1 + Math.floor(random() * 3);
      const lines = [...new Set(Array.from({ length: lineCount }, () => pick(DEMO_FAULTS)))];
      const partsUsed = daysAgo >= 2 && random() < 0.45 ? pick(DEMO_PARTS) : '';
      const kilometer = Math.max(0, DEMO_VEHICLES[vehicle][4] - Math.round(daysAgo * (80 + random() * 120)));
      return { shop, vehicle, createdAt, lines, partsUsed, kilometer };
    }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

    const { rows: numberRows } = await tx.execute(sql`select nextval('repair_form_number_seq')::int as n from generate_series(1, ${FORM_COUNT}::int)`);
    const numbers = (numberRows as Array<{ n: number }>).map((row) => row.n).sort((a, b) => a - b);

    const formValues = plans.map((plan, index) => {
      const [, , , , , ownerName, phone, company] = DEMO_VEHICLES[plan.vehicle];
      const v = vehicleValues[plan.vehicle];
      const c = DEMO_COMPANIES[company];
      const shop = DEMO_SHOPS[plan.shop];
      const formNumber = `TF-${yearInTurkey(plan.createdAt)}-${String(numbers[index]).padStart(6, '0')}`;
      const description = numberedLines(plan.lines).join('\n');
      return {
        formNumber,
        vehicleId: vehicleRows[plan.vehicle].id,
        plateNumber: v.plateNumber,
        brand: v.brand,
        model: v.model,
        vehicleType: v.vehicleType,
        kilometer: plan.kilometer,
        companyId: companyRows[company].id,
        companyName: c.name,
        companyEmail: c.email,
        companyPhone: formatPhone(c.phone),
        companyAddress: c.address,
        driverName: ownerName,
        driverPhoneEnc: v.driverPhoneEnc,
        driverPhoneHash: v.driverPhoneHash,
        customerName: ownerName,
        customerPhoneEnc: crypto.encrypt(normalizePhone(phone)),
        customerPhoneHash: crypto.hash(normalizePhone(phone)),
        descriptionLines: plan.lines,
        description,
        partsUsed: plan.partsUsed,
        repairShopId: shopRows[plan.shop].id,
        createdBy: userRows[plan.shop].id,
        createdByUsername: shop.user.username,
        createdByName: `${shop.user.firstName} ${shop.user.lastName}`,
        searchText: foldForSearch(formNumber, v.plateNumber, ownerName, description, c.name),
        createdAt: plan.createdAt,
      };
    });
    const formRows = await tx.insert(repairForms).values(formValues).returning({ id: repairForms.id, formNumber: repairForms.formNumber });
    const formIds = new Map(formRows.map((row) => [row.formNumber, row.id]));
    await refreshVehicleReadings(
      tx,
      formValues.map((form) => form.vehicleId),
    );

    // Demo links stay usable for a week from seeding, whatever the form's age.
    const linkExpiresAt = new Date(now.getTime() + LINK_VALIDITY_DAYS * DAY);
    const links = formValues.map((form) => ({
      token: newLinkToken(),
      repairFormId: formIds.get(form.formNumber)!,
      expiresAt: linkExpiresAt,
      createdAt: form.createdAt,
    }));
    await tx.insert(formLinks).values(links);

    const emails = formValues.flatMap((form, index) => {
      if (!hasRealEmail(form.companyEmail)) return [];
      const content = { ...form, linkToken: links[index].token, linkExpiresAt };
      return [
        {
          type: 'Email' as const,
          status: 'Sent' as const,
          recipient: form.companyEmail,
          recipientMasked: maskEmail(form.companyEmail),
          customerName: form.customerName,
          subject: formEmailSubject(form.formNumber, form.plateNumber),
          body: formEmailText(content, options.publicBaseUrl),
          repairFormId: links[index].repairFormId,
          // As the portal queues a form's e-mail: with the form's shop, whose Tamirci sees it.
          repairShopId: form.repairShopId,
          createdAt: form.createdAt,
          nextAttemptAt: form.createdAt,
          sentAt: new Date(form.createdAt.getTime() + 45_000),
        },
      ];
    });
    if (emails.length > 0) await tx.insert(notifications).values(emails);

    const summary: DemoSummary = {
      shops: shopRows.length,
      companies: companyRows.length,
      vehicles: vehicleRows.length,
      forms: formRows.length,
      formsToday: plans.filter((plan) => plan.createdAt >= todayStart).length,
      emails: emails.length,
    };
    await tx.insert(systemLogs).values({
      logLevel: 'Information',
      action: 'Create',
      entityType: 'System',
      description: `Örnek veriler yüklendi: ${summary.shops} tamirhane, ${summary.companies} firma, ${summary.vehicles} araç, ${summary.forms} tamir formu`,
    });
    return summary;
  });
}
