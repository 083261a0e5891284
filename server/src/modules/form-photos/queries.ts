import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FormPhoto, PublicPhoto } from '@tamir/shared-api/dto';
import type { PhotoStage } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { formPhotos } from '../../db/schema/index';

/** A photo's row without its bytes: what lists, the public page and the PDF's layout need. */
const described = {
  id: formPhotos.id,
  stage: formPhotos.stage,
  caption: formPhotos.caption,
  width: formPhotos.width,
  height: formPhotos.height,
  sizeBytes: formPhotos.sizeBytes,
  thumbWidth: formPhotos.thumbWidth,
  thumbHeight: formPhotos.thumbHeight,
  createdByName: formPhotos.createdByName,
  createdAt: formPhotos.createdAt,
};
type DescribedRow = { [K in keyof typeof described]: (typeof formPhotos.$inferSelect)[K] };

const photoDto = (row: DescribedRow): FormPhoto => ({ ...row, stage: row.stage as PhotoStage, createdAt: row.createdAt.toISOString() });

/** A form's photos, oldest first (at most PHOTO_LIMITS.perForm: one page). */
export async function photosOfForm(db: Db, formId: number): Promise<FormPhoto[]> {
  const rows = await db.select(described).from(formPhotos).where(eq(formPhotos.repairFormId, formId)).orderBy(asc(formPhotos.id));
  return rows.map(photoDto);
}

/** The same for a link holder: no sizes, names or times. */
export async function publicPhotosOfForm(db: Db, formId: number): Promise<PublicPhoto[]> {
  return (await photosOfForm(db, formId)).map(({ id, stage, caption, thumbWidth, thumbHeight }) => ({ id, stage, caption, thumbWidth, thumbHeight }));
}

export async function photoCount(db: Db, formId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(formPhotos).where(eq(formPhotos.repairFormId, formId));
  return Number(row?.n ?? 0);
}

/** One photo's stored bytes (image or thumbnail) with its digest, when it belongs to the form. */
export async function photoBytes(db: Db, formId: number, photoId: number, thumb: boolean): Promise<{ bytes: Buffer; digest: string } | undefined> {
  const [row] = await db
    .select({ bytes: thumb ? formPhotos.thumb : formPhotos.image, digest: formPhotos.digest })
    .from(formPhotos)
    .where(and(eq(formPhotos.id, photoId), eq(formPhotos.repairFormId, formId)));
  return row;
}

/** The thumbnails of these photos, in the order given, for the PDF's photo page. */
export async function photoThumbsByIds(db: Db, ids: readonly number[]): Promise<Array<{ stage: string; caption: string; image: Buffer }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: formPhotos.id, stage: formPhotos.stage, caption: formPhotos.caption, image: formPhotos.thumb })
    .from(formPhotos)
    .where(inArray(formPhotos.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ stage: row.stage, caption: row.caption, image: row.image }] : [];
  });
}
