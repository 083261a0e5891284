import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { LIMITS, PHOTO_LIMITS, PHOTO_STAGES } from '@tamir/shared-api/domain';
import { timestampTz } from './columns';
import { repairForms } from './repair-forms';
import { users } from './users';

/** PostgreSQL bytea: a Buffer in and out (PGlite gives a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * A form's photos (issue 29), in the database itself so a backup, a restore, the move to
 * PostgreSQL and several API processes need nothing beside it. The bytes are the server's own
 * re-encoded JPEG (no metadata) and its 320 px thumbnail; a photo never changes under its id.
 */
export const formPhotos = pgTable(
  'form_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repairFormId: integer('repair_form_id')
      .notNull()
      .references(() => repairForms.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 20 }).notNull(),
    caption: varchar('caption', { length: PHOTO_LIMITS.captionMax }).notNull().default(''),
    /** What was uploaded (jpeg, png, webp, heic), read from its bytes. */
    sourceType: varchar('source_type', { length: 10 }).notNull(),
    image: bytea('image').notNull(),
    thumb: bytea('thumb').notNull(),
    /** sha-256 of the stored image, hex: the ETag of both answers. */
    digest: varchar('digest', { length: 64 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: varchar('created_by_name', { length: 201 }).notNull(),
    createdByUsername: varchar('created_by_username', { length: LIMITS.user.username }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('form_photos_form').on(t.repairFormId, t.id),
    index('form_photos_user').on(t.createdBy),
    check('form_photos_stage_valid', sql`${t.stage} in (${sql.raw(PHOTO_STAGES.map((stage) => `'${stage}'`).join(', '))})`),
  ],
);
