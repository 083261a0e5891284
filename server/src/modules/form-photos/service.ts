import { and, eq } from 'drizzle-orm';
import { canDeletePhotos, formatPlate, MSG, PHOTO_LIMITS, photoUploadFieldsSchema, readWith } from '@tamir/shared-api/domain';
import type { FormPhoto, FormPhotoList, PublicPhoto } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { formPhotos, formSignatures } from '../../db/schema/index';
import type { Actor } from '../../lib/caller';
import { conflict, notFound, validationFailed } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import type { RepairFormService } from '../repair-forms/service';
import { lockedForm } from '../repair-work/service';
import type { SystemLogService } from '../system-logs/service';
import { processPhoto } from './image-process';
import { photoBytes, photoCount, photosOfForm, publicPhotosOfForm } from './queries';

/** What a multipart upload brought: the file's bytes and the text fields as sent. */
export interface PhotoUpload {
  bytes: Buffer;
  fields: Record<string, unknown>;
}

export interface PhotoFile {
  bytes: Buffer;
  /** The ETag's value: the stored image's sha-256 (the thumbnail's carries a suffix). */
  etag: string;
}

const userName = (actor: Actor) => `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.username;

/**
 * Photos on the form (issue 29). Tenancy as reading the form (another shop's form: 404). Adding
 * is open in every status up to 20 photos; deleting ends when the form is signed or delivered.
 * The image work runs before the transaction: the form's row is locked only for the count and the insert.
 */
export class FormPhotoService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
    private readonly forms: RepairFormService,
  ) {}

  /** GET /repairform/{id}/photos. */
  async list(formId: number, actor: Actor): Promise<FormPhotoList> {
    const form = await this.forms.findVisible(formId, actor.user);
    const photos = await photosOfForm(this.db, form.id);
    const [signature] = await this.db.select({ id: formSignatures.id }).from(formSignatures).where(eq(formSignatures.repairFormId, form.id)).limit(1);
    return { photos, canDelete: canDeletePhotos({ status: form.status, signed: !!signature }), remaining: Math.max(0, PHOTO_LIMITS.perForm - photos.length) };
  }

  /** POST /repairform/{id}/photos: checked, re-encoded, stored with its thumbnail. */
  async add(formId: number, upload: PhotoUpload, actor: Actor): Promise<FormPhoto> {
    const visible = await this.forms.findVisible(formId, actor.user);
    const checked = readWith(photoUploadFieldsSchema, upload.fields);
    if (!checked.ok) throw validationFailed(Object.fromEntries(checked.issues.map((issue) => [issue.path, [issue.message]])));
    // Cheap refusal before the image work; the count is taken again under the lock.
    if ((await photoCount(this.db, visible.id)) >= PHOTO_LIMITS.perForm) throw conflict(MSG.photoLimitReached);
    const photo = await processPhoto(upload.bytes);
    const row = await this.db.transaction(async (tx) => {
      const form = await lockedForm(tx, visible.id);
      if ((await photoCount(tx, form.id)) >= PHOTO_LIMITS.perForm) throw conflict(MSG.photoLimitReached);
      const [inserted] = await tx
        .insert(formPhotos)
        .values({
          repairFormId: form.id,
          stage: checked.value.stage,
          caption: checked.value.caption,
          sourceType: photo.kind,
          image: photo.image,
          thumb: photo.thumb,
          digest: photo.digest,
          sizeBytes: photo.image.length,
          width: photo.width,
          height: photo.height,
          thumbWidth: photo.thumbWidth,
          thumbHeight: photo.thumbHeight,
          createdBy: actor.user.id,
          createdByName: userName(actor).slice(0, 201),
          createdByUsername: actor.user.username,
        })
        .returning({ id: formPhotos.id, createdAt: formPhotos.createdAt });
      await this.systemLog.record(
        tx,
        {
          action: 'Create',
          entityType: 'RepairForm',
          entityId: form.id,
          description: `Fotoğraf eklendi: ${form.formNumber} (${formatPlate(form.plateNumber)}), ${checked.value.stage}, ${Math.round(photo.image.length / 1024)} KB`,
        },
        actor,
      );
      return inserted;
    });
    return {
      id: row.id,
      stage: checked.value.stage as FormPhoto['stage'],
      caption: checked.value.caption,
      width: photo.width,
      height: photo.height,
      sizeBytes: photo.image.length,
      thumbWidth: photo.thumbWidth,
      thumbHeight: photo.thumbHeight,
      createdByName: userName(actor),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** GET /repairform/{id}/photos/{photoId}[/thumb]. */
  async file(formId: number, photoId: number, thumb: boolean, actor: Actor): Promise<PhotoFile> {
    const form = await this.forms.findVisible(formId, actor.user);
    return this.fileOf(form.id, photoId, thumb);
  }

  /** GET /repairform/public/{token}/photos: what the public page shows. */
  async publicList(token: string): Promise<PublicPhoto[]> {
    const { form } = await this.forms.openPublic(token);
    return publicPhotosOfForm(this.db, form.id);
  }

  /** GET /repairform/public/{token}/photos/{photoId}[/thumb]: the link is the permission. */
  async publicFile(token: string, photoId: number, thumb: boolean): Promise<PhotoFile> {
    const { form } = await this.forms.openPublic(token);
    return this.fileOf(form.id, photoId, thumb);
  }

  /** DELETE /repairform/{id}/photos/{photoId}: refused (409) once the form is signed or delivered. */
  async remove(formId: number, photoId: number, actor: Actor): Promise<{ message: string }> {
    const visible = await this.forms.findVisible(formId, actor.user);
    if (!isDbId(photoId)) throw notFound(MSG.photoNotFound);
    await this.db.transaction(async (tx) => {
      const form = await lockedForm(tx, visible.id);
      const [signature] = await tx.select({ id: formSignatures.id }).from(formSignatures).where(eq(formSignatures.repairFormId, form.id)).limit(1);
      const [photo] = await tx
        .select({ id: formPhotos.id, stage: formPhotos.stage })
        .from(formPhotos)
        .where(and(eq(formPhotos.id, photoId), eq(formPhotos.repairFormId, form.id)));
      if (!photo) throw notFound(MSG.photoNotFound);
      if (!canDeletePhotos({ status: form.status, signed: !!signature })) throw conflict(MSG.photoDeleteLocked);
      await tx.delete(formPhotos).where(eq(formPhotos.id, photo.id));
      await this.systemLog.record(
        tx,
        {
          action: 'Delete',
          entityType: 'RepairForm',
          entityId: form.id,
          description: `Fotoğraf silindi: ${form.formNumber} (${formatPlate(form.plateNumber)}), ${photo.stage}`,
        },
        actor,
      );
    });
    return { message: MSG.photoDeleted };
  }

  private async fileOf(formId: number, photoId: number, thumb: boolean): Promise<PhotoFile> {
    const found = isDbId(photoId) ? await photoBytes(this.db, formId, photoId, thumb) : undefined;
    if (!found) throw notFound(MSG.photoNotFound);
    return { bytes: found.bytes, etag: thumb ? `${found.digest}-t` : found.digest };
  }
}
