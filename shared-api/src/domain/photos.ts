/**
 * Photos on the form (issue 29): the damage photographed at intake (Teslim Alma) and the work at
 * delivery (Teslim). The limits are the issue's; the server checks them again whatever the browser did.
 */
export const PHOTO_STAGES = ['Teslim Alma', 'Teslim'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

export const PHOTO_LIMITS = {
  /** One upload, before the server re-encodes it. */
  uploadBytes: 10 * 1024 * 1024,
  perForm: 20,
  /** Width and height each, read from the header before the image is decoded. */
  maxSide: 6000,
  captionMax: 200,
  /** The thumbnail's longest side, made at upload. */
  thumbSide: 320,
  /** The browser's shrink before upload: longest side and JPEG quality. */
  shrinkSide: 1600,
  shrinkQuality: 0.82,
  /** The printed form carries this many thumbnails at most. */
  printed: 6,
} as const;

/** The API's own paths of a photo, signed in (the form's id) or by the public link (its token). */
export const photoPaths = {
  list: (formId: number) => `/repairform/${formId}/photos`,
  image: (formId: number, photoId: number) => `/repairform/${formId}/photos/${photoId}`,
  thumb: (formId: number, photoId: number) => `/repairform/${formId}/photos/${photoId}/thumb`,
};

/** Same-origin addresses a link holder's page uses as plain links and image sources (scripts off too). */
export const publicPhotosBase = (token: string) => `/api/repairform/public/${encodeURIComponent(token)}/photos`;
export const publicPhotoPath = (token: string, photoId: number) => `${publicPhotosBase(token)}/${photoId}`;
export const publicPhotoThumbPath = (token: string, photoId: number) => `${publicPhotoPath(token, photoId)}/thumb`;

/** Whether a form's photos may still be deleted: not once it is signed or delivered (then they are part of the record). */
export const canDeletePhotos = (form: { status: string; signed: boolean }) => !form.signed && form.status !== 'Teslim Edildi';
