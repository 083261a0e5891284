import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { LIMITS, SIGNATURE_ROLES } from '@tamir/shared-api/domain';
import { timestampTz } from './columns';
import { repairShopNoticeVersions } from './kvkk';
import { repairForms } from './repair-forms';
import { users } from './users';

/**
 * A signature drawn on the device (issue 14): at most one per form and role, as a compact PNG
 * data URL, with the name the signer typed and the session and user it was given from. The
 * session id is kept as text, not a reference: a signature outlives the session that took it.
 * Once a form has a row here its content is frozen (repair-forms/signed-form-guard.ts).
 */
export const formSignatures = pgTable(
  'form_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repairFormId: integer('repair_form_id')
      .notNull()
      .references(() => repairForms.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).notNull(),
    signerName: varchar('signer_name', { length: LIMITS.signature.signerName }).notNull(),
    signedAt: timestampTz('signed_at').notNull().defaultNow(),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** data:image/png;base64,… */
    image: text('image').notNull(),
    /** The KVKK notice version shown before signing (issue 30); null for signatures from before it. */
    noticeVersion: integer('notice_version'),
    /**
     * When the form's shop showed its own notice text (issue 41 §3): the shop's version shown, and
     * notice_version is null; null when the portal's text was shown.
     */
    shopNoticeVersionId: integer('shop_notice_version_id').references(() => repairShopNoticeVersions.id),
  },
  (t) => [
    uniqueIndex('form_signatures_form_role').on(t.repairFormId, t.role),
    index('form_signatures_user').on(t.userId),
    // The shop version's foreign key is checked from this side when a shop (and its versions) goes.
    index('form_signatures_shop_notice_version')
      .on(t.shopNoticeVersionId)
      .where(sql`${t.shopNoticeVersionId} is not null`),
    check('form_signatures_role_valid', sql`${t.role} in (${sql.raw(SIGNATURE_ROLES.map((role) => `'${role}'`).join(', '))})`),
  ],
);
