import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { isValidPlate, normalizePlate, PLATE_INPUT_MAX_LENGTH } from '../domain/plate';
import { phoneDigits } from '../domain/phone';
import { LIMITS } from '../domain/limits';
import { KILOMETER_MAX } from '../domain/kilometer';

const text = (max: number = LIMITS.shortTextMax) => yup.string().trim().max(max, MSG.tooLong(max));

/** Vehicle body as the API takes it (POST/PUT /vehicles). The server validates with this too. */
export const vehicleInputSchema = yup.object({
  plateNumber: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizePlate(value) : value))
    .required(MSG.plateRequired)
    .max(PLATE_INPUT_MAX_LENGTH, MSG.plateInvalid)
    .test('plate', MSG.plateInvalid, (value) => !value || isValidPlate(value)),
  brand: text(100).required(MSG.brandModelRequired),
  model: text(100).default(''),
  vehicleType: text(50).nullable().default(null),
  kilometer: yup
    .number()
    .typeError(MSG.kilometerMin)
    .integer(MSG.kilometerMin)
    .min(0, MSG.kilometerMin)
    .max(KILOMETER_MAX, MSG.kilometerMin)
    .required(MSG.kilometerMin),
  ownerName: text().required(MSG.ownerNameRequired),
  driverPhone: yup
    .string()
    .required(MSG.driverPhoneRequired)
    .max(20, MSG.driverPhoneInvalid)
    .test('phone', MSG.driverPhoneInvalid, (value) => {
      const digits = phoneDigits(value ?? '');
      return digits.length >= 10 && digits.length <= 11;
    }),
  companyId: yup.number().typeError(MSG.companyRequired).integer().positive(MSG.companyRequired).required(MSG.companyRequired),
});
export type VehicleInputValues = yup.InferType<typeof vehicleInputSchema>;
