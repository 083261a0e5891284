import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { LIMITS } from '@tamir/shared-api/domain';
import { timestampTz } from './columns';
import { repairShops } from './organisations';

const K = LIMITS.kvkk;

/**
 * KVKK (issue 30). Every row carries a random `key`: a restore of an older backup brings the
 * tables back as they were, and the rows written since are put back by key (modules/kvkk/carry.ts).
 */

/** A person's request (Art. 11, 13). The phone is kept encrypted with its keyed hash (the search); after an erase only its mask stays. */
export const kvkkRequests = pgTable(
  'kvkk_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: varchar('key', { length: 36 }).notNull().unique('kvkk_requests_key_unique'),
    /**
     * The repair shop whose controller the request was made to (null: the portal's). No foreign key:
     * a restore carries requests by key into a backup that may not hold the shop yet; a shop that
     * is gone answers as the portal (KvkkNoticeService.publicNotice).
     */
    repairShopId: integer('repair_shop_id'),
    applicantName: varchar('applicant_name', { length: K.applicantName }).notNull(),
    /**
     * Issue 41 §2 (Başvuru Tebliği art. 5): the identity number (T.C. kimlik no, or a foreigner's
     * passport/ID number) encrypted as phones are, its keyed hash, its mask and kind; the
     * nationality; the address for notices, the contact for the answer and the subject. Null or ''
     * on requests registered before.
     */
    identityKind: varchar('identity_kind', { length: 30 }),
    identityEnc: text('identity_enc'),
    identityHash: varchar('identity_hash', { length: 64 }),
    identityMasked: varchar('identity_masked', { length: 40 }),
    nationality: varchar('nationality', { length: K.nationality }),
    noticeAddress: varchar('notice_address', { length: K.noticeAddress }).notNull().default(''),
    contact: varchar('contact', { length: K.contact }).notNull().default(''),
    subject: text('subject').notNull().default(''),
    channel: varchar('channel', { length: 40 }).notNull(),
    receivedAt: date('received_at', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    phoneEnc: text('phone_enc'),
    phoneHash: varchar('phone_hash', { length: 64 }),
    phoneMasked: varchar('phone_masked', { length: 20 }),
    name: varchar('name', { length: K.personName }),
    dueAt: date('due_at', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 20 }).notNull().default('Açık'),
    createdBy: varchar('created_by', { length: LIMITS.user.username }).notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    completedAt: timestampTz('completed_at'),
    erasedAt: timestampTz('erased_at'),
    correctedAt: timestampTz('corrected_at'),
    /** Who checked the applicant's identity, how and when (before an export, correction or erase). */
    verifiedBy: varchar('verified_by', { length: LIMITS.user.username }),
    verificationMethod: varchar('verification_method', { length: 60 }),
    verificationNote: varchar('verification_note', { length: K.verificationNote }).notNull().default(''),
    verifiedAt: timestampTz('verified_at'),
    /** The answer (Art. 13): it stops the 30-day clock. */
    answerDecision: varchar('answer_decision', { length: 10 }),
    answerReason: text('answer_reason').notNull().default(''),
    answerChannel: varchar('answer_channel', { length: 20 }),
    answeredBy: varchar('answered_by', { length: LIMITS.user.username }),
    answeredAt: timestampTz('answered_at'),
    /** Art. 11/1-f: when the recipients were told of the correction or erasure, and who (masked e-mails). */
    thirdPartyNotifiedAt: timestampTz('third_party_notified_at'),
    thirdPartyRecipients: jsonb('third_party_recipients').$type<string[]>().notNull().default([]),
  },
  (t) => [index('kvkk_requests_open_due').on(sql`(${t.state} <> 'Açık')`, t.dueAt, t.id)],
);

/**
 * What an erase needs to be applied again after a restore: the phone's keyed hash and the name
 * encrypted with the field key (never in clear).
 */
export const kvkkErasures = pgTable('kvkk_erasures', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: varchar('key', { length: 36 }).notNull().unique('kvkk_erasures_key_unique'),
  requestId: integer('request_id'),
  phoneHash: varchar('phone_hash', { length: 64 }),
  nameEnc: text('name_enc'),
  erasedBy: varchar('erased_by', { length: LIMITS.user.username }).notNull(),
  erasedAt: timestampTz('erased_at').notNull().defaultNow(),
});

/** The destruction log (imha kaydı): written by erase, correction, retention and restore; never changed by the portal. */
export const kvkkDestructionLog = pgTable(
  'kvkk_destruction_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: varchar('key', { length: 36 }).notNull().unique('kvkk_destruction_log_key_unique'),
    category: varchar('category', { length: 30 }).notNull(),
    method: varchar('method', { length: 30 }).notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    count: integer('count').notNull(),
    requestId: integer('request_id'),
    by: varchar('by', { length: LIMITS.user.username }).notNull(),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('kvkk_destruction_log_at').on(t.at.desc(), t.id.desc()), index('kvkk_destruction_log_request').on(t.requestId)],
);

/** Every version of the notice text (Art. 10); the newest is current. */
export const kvkkNoticeVersions = pgTable('kvkk_notice_versions', {
  version: integer('version').primaryKey(),
  text: text('text').notNull(),
  publishedBy: varchar('published_by', { length: LIMITS.user.username }).notNull(),
  publishedAt: timestampTz('published_at').notNull().defaultNow(),
});

/** The KVKK tab's other fields: one row (id 1). */
export const kvkkSettings = pgTable('kvkk_settings', {
  id: smallint('id').primaryKey(),
  controllerTitle: varchar('controller_title', { length: K.controllerTitle }).notNull().default(''),
  address: varchar('address', { length: K.address }).notNull().default(''),
  email: varchar('email', { length: K.email }).notNull().default(''),
  kepAddress: varchar('kep_address', { length: K.kepAddress }).notNull().default(''),
  /** Where the e-mail and SMS providers are (KVKK Art. 9, issue 41 §3). */
  emailProviderCountry: varchar('email_provider_country', { length: K.providerCountry }).notNull().default('Türkiye'),
  smsProviderCountry: varchar('sms_provider_country', { length: K.providerCountry }).notNull().default('Türkiye'),
  retention: jsonb('retention').$type<Record<string, number>>().notNull().default({}),
  lastRetentionRunAt: timestampTz('last_retention_run_at'),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/**
 * A repair shop's own data controller and notice (issue 41 §3): present only while the shop has its
 * own (title, address and e-mail all given); absent, its forms carry the portal's notice. The
 * business's title and addresses, not a person's data. notice_text '' is the portal's text.
 */
export const repairShopKvkk = pgTable('repair_shop_kvkk', {
  repairShopId: integer('repair_shop_id')
    .primaryKey()
    .references(() => repairShops.id, { onDelete: 'cascade' }),
  controllerTitle: varchar('controller_title', { length: K.controllerTitle }).notNull(),
  address: varchar('address', { length: K.address }).notNull(),
  email: varchar('email', { length: K.email }).notNull(),
  kepAddress: varchar('kep_address', { length: K.kepAddress }).notNull().default(''),
  noticeText: text('notice_text').notNull().default(''),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/**
 * Every version of a repair shop's own notice text (issue 41 §3, Art. 10 and Aydınlatma Tebliği:
 * the controller must be able to show which notice was given): numbered per shop from 1, the newest
 * is the shop's current text; kept when the shop goes back to the portal's text.
 */
export const repairShopNoticeVersions = pgTable(
  'repair_shop_notice_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repairShopId: integer('repair_shop_id')
      .notNull()
      .references(() => repairShops.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    publishedBy: varchar('published_by', { length: LIMITS.user.username }).notNull(),
    publishedAt: timestampTz('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('repair_shop_notice_versions_shop_version').on(t.repairShopId, t.version)],
);
