import { sql } from 'drizzle-orm';
import type { PersonalTable } from '../kvkk/register';

const STAFF = 'the shop’s user who took the photo (staff account data, handled on the Kullanıcılar screen)';

/** The photos of a form (issue 41 §1 register): the person's forms' photos are deleted on erase and after their period. */
export const formPhotoPersonalData: PersonalTable[] = [
  {
    table: 'form_photos',
    category: 'photos',
    module: 'form-photos',
    exportAs: 'photos',
    title: 'Fotoğraflar',
    formColumn: 'repair_form_id',
    dateColumn: 'created_at',
    retentionDelete: { category: 'photos' },
    find: { describe: sql`stage || case when caption <> '' then ': ' || caption else '' end`, at: 'created_at', linkLabel: 'Formun fotoğrafı' },
    context: [
      { column: 'stage', exportAs: 'stage' },
      { column: 'size_bytes', exportAs: 'sizeBytes' },
      { column: 'created_at', exportAs: 'createdAt' },
    ],
    columns: [
      // The image itself is not put in the export file (megabytes each); the row says it exists and its size.
      { column: 'image', kind: 'photo', label: 'Fotoğraf', reach: { by: 'link', via: 'form' }, erase: 'deleteRow' },
      { column: 'thumb', kind: 'photo', label: 'Küçük fotoğraf', reach: { by: 'link', via: 'form' }, erase: 'deleteRow' },
      { column: 'caption', kind: 'freeText', label: 'Fotoğraf açıklaması', exportAs: 'caption', reach: { by: 'link', via: 'form' }, erase: 'deleteRow' },
      { column: 'created_by_name', kind: 'name', label: 'Fotoğrafı çeken', reach: { by: 'outside', why: STAFF }, erase: 'none' },
      { column: 'created_by_username', kind: 'username', label: 'Fotoğrafı çekenin kullanıcı adı', reach: { by: 'outside', why: STAFF }, erase: 'none' },
    ],
  },
];
