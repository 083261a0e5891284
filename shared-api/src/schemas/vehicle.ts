import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { isValidPlate, normalizePlate } from '../domain/plate';
import { phoneDigits } from '../domain/phone';
import { LIMITS } from '../domain/limits';
import { KILOMETER_MAX } from '../domain/kilometer';
import { optionalText, text, wholeNumber } from './fields';

const max = LIMITS.vehicle;

/**
 * Vehicle body as the API takes it (POST/PUT /vehicles): the server's one check of it, and the
 * vehicle form's. Its output is the normalised vehicle (plate as stored, kilometre a number).
 */
export const vehicleInputSchema = yup.object({
  plateNumber: text(max.plateNumber, { tooLong: MSG.plateInvalid, invalid: MSG.plateInvalid, normalize: normalizePlate })
    .required(MSG.plateRequired)
    .test('plate', MSG.plateInvalid, (value) => !value || isValidPlate(value)),
  brand: text(max.brand).required(MSG.brandModelRequired),
  model: optionalText(max.model),
  vehicleType: optionalText(max.vehicleType).nullable().default(null),
  kilometer: wholeNumber(MSG.kilometerMin).min(0, MSG.kilometerMin).max(KILOMETER_MAX, MSG.kilometerMin).required(MSG.kilometerMin),
  ownerName: text(max.ownerName).required(MSG.ownerNameRequired),
  driverPhone: text(max.driverPhone, { tooLong: MSG.driverPhoneInvalid, invalid: MSG.driverPhoneInvalid })
    .required(MSG.driverPhoneRequired)
    .test('phone', MSG.driverPhoneInvalid, (value) => {
      const digits = phoneDigits(value ?? '');
      return digits.length >= 10 && digits.length <= 11;
    }),
  companyId: wholeNumber(MSG.companyRequired).positive(MSG.companyRequired).required(MSG.companyRequired),
});
export type VehicleInputValues = yup.InferType<typeof vehicleInputSchema>;
