import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { LIMITS } from '../domain/limits';

/** Drops blank lines; the result must keep at least one fault line. */
export function cleanFaultLines(lines: readonly string[]): string[] {
  return lines.map((line) => String(line ?? '').trim()).filter((line) => line !== '');
}

export const repairFormInputSchema = yup.object({
  vehicleId: yup.number().typeError(MSG.vehicleMissing).integer().positive(MSG.vehicleMissing).required(MSG.vehicleMissing),
  plateNumber: yup.string().trim().max(20).default(''),
  customerName: yup.string().trim().max(LIMITS.shortTextMax, MSG.tooLong(LIMITS.shortTextMax)).default(''),
  customerPhone: yup.string().trim().max(20, MSG.phoneInvalid).default(''),
  descriptionLines: yup
    .array(yup.string().max(LIMITS.faultLineMax, MSG.tooLong(LIMITS.faultLineMax)).defined())
    .max(LIMITS.faultLinesMax, MSG.tooLong(LIMITS.faultLinesMax))
    .required(MSG.faultLineRequired)
    .test('non-empty', MSG.faultLineRequired, (lines) => cleanFaultLines(lines ?? []).length > 0),
  partsUsed: yup.string().trim().max(2000, MSG.tooLong(2000)).default(''),
});
export type RepairFormInputValues = yup.InferType<typeof repairFormInputSchema>;

export const formLinkInputSchema = yup.object({
  validityDays: yup
    .number()
    .typeError('Geçerlilik süresi 1 ile 365 gün arasında olmalıdır')
    .integer()
    .min(1, 'Geçerlilik süresi 1 ile 365 gün arasında olmalıdır')
    .max(365, 'Geçerlilik süresi 1 ile 365 gün arasında olmalıdır')
    .default(LIMITS.defaultLinkValidityDays),
});
