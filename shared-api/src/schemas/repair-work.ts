import * as yup from 'yup';
import { KILOMETER_MAX } from '../domain/kilometer';
import { LIMITS } from '../domain/limits';
import { MSG } from '../domain/messages';
import { DEFAULT_VAT_RATE, ITEM_KINDS, ITEM_UNITS, quantityToHundredths, VAT_RATES } from '../domain/money';
import { APPROVAL_DECISIONS, REPAIR_STATUSES } from '../domain/repair-status';
import { list, optionalText, text, wholeNumber } from './fields';

const max = LIMITS.repairItems;
const choice = (message: string) => ({ invalid: message, tooLong: message });

/** PUT /repairform/{id}/status (issue 28): the status to move to; Teslim Edildi takes the kilometre at delivery. */
export const repairStatusChangeSchema = yup.object({
  status: text(30, choice(MSG.statusInvalid)).required(MSG.statusInvalid).oneOf(REPAIR_STATUSES, MSG.statusInvalid),
  note: optionalText(max.statusNote, { tooLong: MSG.statusNoteMax }),
  deliveryKilometer: wholeNumber(MSG.deliveryKilometerInvalid, { allowNull: true })
    .min(0, MSG.deliveryKilometerInvalid)
    .max(KILOMETER_MAX, MSG.deliveryKilometerInvalid)
    .nullable()
    .optional(),
});
export type RepairStatusChangeValues = yup.InferType<typeof repairStatusChangeSchema>;

/**
 * A quantity as a JSON number of at most 2 decimals, 0,01 to 9.999,99 (decision: the API carries
 * the number the screens show; the server stores hundredths). Text, '1e2' strings and the like are refused.
 */
const quantity = () =>
  yup
    .number()
    .typeError(MSG.itemQuantityInvalid)
    .transform((_value: unknown, raw: unknown) => (typeof raw === 'number' ? raw : raw === undefined ? undefined : Number.NaN))
    .required(MSG.itemQuantityInvalid)
    .test('hundredths', MSG.itemQuantityInvalid, (value) => {
      const hundredths = quantityToHundredths(value);
      return hundredths !== null && hundredths >= 1 && hundredths <= max.quantityHundredthsMax;
    })
    .meta({ openapi: { minimum: 0.01, maximum: max.quantityHundredthsMax / 100, description: 'up to 2 decimals (1.5 = 1,5)' } });

/** One line of the estimate as a client sends it. */
export const repairItemInputSchema = yup.object({
  kind: text(20, choice(MSG.itemKindInvalid)).required(MSG.itemKindInvalid).oneOf(ITEM_KINDS, MSG.itemKindInvalid),
  description: text(max.description, { tooLong: MSG.itemDescriptionMax }).required(MSG.itemDescriptionRequired),
  quantity: quantity(),
  unit: text(10, choice(MSG.itemUnitInvalid)).required(MSG.itemUnitInvalid).oneOf(ITEM_UNITS, MSG.itemUnitInvalid),
  unitPriceKurus: wholeNumber(MSG.itemUnitPriceInvalid)
    .min(0, MSG.itemUnitPriceInvalid)
    .max(max.unitPriceKurusMax, MSG.itemUnitPriceInvalid)
    .required(MSG.itemUnitPriceInvalid),
  vatRate: wholeNumber(MSG.itemVatRateInvalid)
    .oneOf([...VAT_RATES], MSG.itemVatRateInvalid)
    .default(DEFAULT_VAT_RATE),
  /**
   * The vehicle's open reminder this line does (issue 44): delivery completes it. Left out, a line
   * keeps the link of the stored line with the same kind and description; null removes it.
   */
  reminderId: wholeNumber(MSG.itemReminderInvalid, { allowNull: true })
    .min(1, MSG.itemReminderInvalid)
    .max(2147483647, MSG.itemReminderInvalid)
    .nullable()
    .optional(),
});
export type RepairItemInputValues = yup.InferType<typeof repairItemInputSchema>;

/** PUT /repairform/{id}/items: the whole list and the version it was read at (stale: 409). */
export const repairItemsInputSchema = yup.object({
  version: wholeNumber(MSG.itemsVersionRequired).min(0, MSG.itemsVersionRequired).max(2147483647, MSG.itemsVersionRequired).required(MSG.itemsVersionRequired),
  // A line that is not an object (a string, a number) is refused in Turkish, not with yup's own text.
  items: list(repairItemInputSchema.typeError(MSG.invalidValue).defined()).max(max.lines, MSG.itemsMax).required(MSG.invalidValue),
});
export type RepairItemsInputValues = yup.InferType<typeof repairItemsInputSchema>;

/**
 * POST /repairform/{id}/estimate ('Teklif Gönder', issue 40): the lines' version the screen shows.
 * The estimate goes out only when that is still the stored version (else 409, nothing sent).
 */
export const repairEstimateSchema = yup.object({
  version: wholeNumber(MSG.itemsVersionRequired).min(0, MSG.itemsVersionRequired).max(2147483647, MSG.itemsVersionRequired).required(MSG.itemsVersionRequired),
});
export type RepairEstimateValues = yup.InferType<typeof repairEstimateSchema>;

/**
 * POST /repairform/public/{token}/approval, and the public page's form (scripts on or off): the
 * company's answer to the estimate of `version`, with the approver's name.
 */
export const repairApprovalSchema = yup.object({
  decision: text(10, choice(MSG.approvalDecisionInvalid)).required(MSG.approvalDecisionInvalid).oneOf(APPROVAL_DECISIONS, MSG.approvalDecisionInvalid),
  name: text(max.approverName, { tooLong: MSG.approverNameMax }).required(MSG.approverNameRequired),
  note: optionalText(max.approvalNote, { tooLong: MSG.approvalNoteMax }),
  version: wholeNumber(MSG.approvalVersionRequired)
    .min(0, MSG.approvalVersionRequired)
    .max(2147483647, MSG.approvalVersionRequired)
    .required(MSG.approvalVersionRequired),
});
export type RepairApprovalValues = yup.InferType<typeof repairApprovalSchema>;
