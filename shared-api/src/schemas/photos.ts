import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { PHOTO_LIMITS, PHOTO_STAGES } from '../domain/photos';
import { optionalText, text } from './fields';

/**
 * The text fields of POST /repairform/{id}/photos (issue 29). The body is multipart, so the server
 * reads these by hand from the parts and checks them with this schema; the file part is checked
 * from its bytes (server/src/modules/form-photos/image-check.ts).
 */
export const photoUploadFieldsSchema = yup.object({
  stage: text(20, { invalid: MSG.photoStageInvalid, tooLong: MSG.photoStageInvalid })
    .required(MSG.photoStageInvalid)
    .oneOf(PHOTO_STAGES, MSG.photoStageInvalid),
  caption: optionalText(PHOTO_LIMITS.captionMax, { tooLong: MSG.photoCaptionMax }),
});
export type PhotoUploadFieldsValues = yup.InferType<typeof photoUploadFieldsSchema>;
