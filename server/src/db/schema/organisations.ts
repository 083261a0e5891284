import { boolean, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { LIMITS } from '@tamir/shared-api/domain';
import { createdAt, updatedAt } from './columns';

const max = LIMITS.company;

const contactColumns = () => ({
  name: varchar('name', { length: max.name }).notNull(),
  address: varchar('address', { length: max.address }),
  contactPhone: varchar('contact_phone', { length: max.contactPhone }),
  contactEmail: varchar('contact_email', { length: max.contactEmail }),
  taxNumber: varchar('tax_number', { length: max.taxNumber }),
  authorizedPerson: varchar('authorized_person', { length: max.authorizedPerson }),
  isActive: boolean('is_active').notNull().default(true),
  /** Name, e-mail, phone and tax number folded for case- and accent-insensitive search (trigram index). */
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const repairShops = pgTable('repair_shops', { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), ...contactColumns() }, (t) => [
  index('repair_shops_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
]);

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...contactColumns(),
    /** Issue 44: the company asked for no service-reminder e-mails. */
    reminderEmailsOptOut: boolean('reminder_emails_opt_out').notNull().default(false),
    /** The buyer's vergi dairesi on an invoice (issue 43); the VKN/TCKN is taxNumber. */
    taxOffice: varchar('tax_office', { length: 100 }),
    /** 'e-Fatura mükellefi': invoices to it are TEMELFATURA, else EARSIVFATURA (issue 43). */
    eInvoiceUser: boolean('e_invoice_user').notNull().default(false),
  },
  (t) => [index('companies_search_trgm').using('gin', t.searchText.op('gin_trgm_ops'))],
);

/** Which customer companies a repair shop serves (tenancy: a Tamirci sees its shop's companies). */
export const repairShopCompanies = pgTable(
  'repair_shop_companies',
  {
    repairShopId: integer('repair_shop_id')
      .notNull()
      .references(() => repairShops.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Set when a form for a vehicle found by plate made the link: it goes with the shop's last such form. */
    viaFormId: integer('via_form_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.repairShopId, t.companyId] }), index('repair_shop_companies_company').on(t.companyId)],
);
