import { Type, type Static } from 'typebox';
import { PHOTO_LIMITS, PHOTO_STAGES } from '../domain/photos';

/** One photo of a form (issue 29), as the list gives it; the image and its thumbnail are fetched by id. */
export const FormPhotoDto = Type.Object({
  id: Type.Integer(),
  stage: Type.Enum(PHOTO_STAGES),
  caption: Type.String({ maxLength: PHOTO_LIMITS.captionMax }),
  /** The stored (re-encoded) JPEG. */
  width: Type.Integer(),
  height: Type.Integer(),
  sizeBytes: Type.Integer(),
  thumbWidth: Type.Integer(),
  thumbHeight: Type.Integer(),
  createdByName: Type.String(),
  createdAt: Type.String(),
});
export type FormPhoto = Static<typeof FormPhotoDto>;

/** GET /repairform/{id}/photos: every photo of the form (at most 20, so one page), oldest first, and whether they may still be deleted. */
export const FormPhotoListDto = Type.Object({
  photos: Type.Array(FormPhotoDto, { maxItems: PHOTO_LIMITS.perForm }),
  /** False once the form is signed or delivered (the photos are part of the record). */
  canDelete: Type.Boolean(),
  /** How many more may be added. */
  remaining: Type.Integer(),
});
export type FormPhotoList = Static<typeof FormPhotoListDto>;

/** A public link holder's view of a photo. */
export const PublicPhotoDto = Type.Object({
  id: Type.Integer(),
  stage: Type.Enum(PHOTO_STAGES),
  caption: Type.String(),
  thumbWidth: Type.Integer(),
  thumbHeight: Type.Integer(),
});
export type PublicPhoto = Static<typeof PublicPhotoDto>;

export const PhotoParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,12}$' }), photoId: Type.String({ pattern: '^[0-9]{1,12}$' }) });
export type PhotoParamValues = Static<typeof PhotoParams>;
export const PublicPhotoParams = Type.Object({ token: Type.String({ maxLength: 200 }), photoId: Type.String({ pattern: '^[0-9]{1,12}$' }) });
