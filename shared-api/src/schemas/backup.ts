import * as yup from 'yup';
import { LIMITS } from '../domain/limits';
import { MSG } from '../domain/messages';
import { optionalText, text } from './fields';

/** POST /settings/backup and the backup tab's form: an optional description. */
export const backupCreateSchema = yup.object({
  description: optionalText(LIMITS.backupDescriptionMax, { tooLong: MSG.backupDescriptionMax(LIMITS.backupDescriptionMax) }),
});
export type BackupCreateValues = yup.InferType<typeof backupCreateSchema>;

/** POST /settings/restore: the name of the chosen backup (the server checks it is a plain name of a listed file). */
export const restoreSchema = yup.object({
  fileName: text(255, { tooLong: MSG.backupFileInvalid, invalid: MSG.backupFileInvalid }).required(MSG.backupFileRequired),
});
export type RestoreValues = yup.InferType<typeof restoreSchema>;
