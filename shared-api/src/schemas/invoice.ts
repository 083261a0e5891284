import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { LIMITS } from '../domain/limits';
import { isValidEmail } from '../domain/contact';
import { BUYER_KINDS, INVOICE_PREFIX_PATTERN, isValidVkn, type BuyerKind } from '../domain/invoice';
import { isValidTckn } from '../domain/kvkk';
import { optionalText, text } from './fields';

export const INVOICE_LIMITS = { title: 200, taxOffice: 100, address: LIMITS.company.address, mersis: 16, email: LIMITS.company.contactEmail } as const;
const max = INVOICE_LIMITS;

/** PUT /repairshop/{id}/seller (issue 43): the shop's seller details on its invoices. */
export const sellerDetailsSchema = yup.object({
  title: text(max.title, { tooLong: MSG.sellerTitleMax }).required(MSG.sellerTitleRequired),
  vkn: text(11, { tooLong: MSG.vknInvalid, invalid: MSG.vknInvalid })
    .required(MSG.vknInvalid)
    .test('vkn', MSG.vknInvalid, (v) => !v || isValidVkn(v)),
  taxOffice: text(max.taxOffice, { tooLong: MSG.taxOfficeMax }).required(MSG.taxOfficeRequired),
  address: text(max.address, { tooLong: MSG.addressMax }).required(MSG.invoiceAddressRequired),
  mersis: optionalText(max.mersis, { tooLong: MSG.mersisInvalid, invalid: MSG.mersisInvalid }).test(
    'mersis',
    MSG.mersisInvalid,
    (v) => !v || /^[0-9]{16}$/.test(v),
  ),
  invoicePrefix: text(3, { tooLong: MSG.invoicePrefixInvalid, invalid: MSG.invoicePrefixInvalid })
    .required(MSG.invoicePrefixInvalid)
    .test('prefix', MSG.invoicePrefixInvalid, (v) => !v || INVOICE_PREFIX_PATTERN.test(v)),
});
export type SellerDetailsValues = yup.InferType<typeof sellerDetailsSchema>;

const buyerSchema = yup
  .object({
    kind: text(4, { tooLong: MSG.buyerKindInvalid, invalid: MSG.buyerKindInvalid })
      .required(MSG.buyerKindInvalid)
      .oneOf([...BUYER_KINDS], MSG.buyerKindInvalid),
    id: text(11, { tooLong: MSG.partyIdInvalid, invalid: MSG.partyIdInvalid }).required(MSG.partyIdInvalid),
    name: text(max.title, { tooLong: MSG.sellerTitleMax }).required(MSG.buyerNameRequired),
    taxOffice: optionalText(max.taxOffice, { tooLong: MSG.taxOfficeMax }),
    address: text(max.address, { tooLong: MSG.addressMax }).required(MSG.invoiceAddressRequired),
    email: optionalText(max.email, { tooLong: MSG.emailInvalid, invalid: MSG.emailInvalid }).test('email', MSG.emailInvalid, (v) => !v || isValidEmail(v)),
  })
  .typeError(MSG.invalidValue)
  .test('party-id', MSG.partyIdInvalid, function partyId(value) {
    if (!value?.kind || !value.id) return true;
    const kind = value.kind as BuyerKind;
    if (kind === 'VKN' ? isValidVkn(value.id) : isValidTckn(value.id)) return true;
    return this.createError({ path: `${this.path}.id`, message: kind === 'VKN' ? MSG.vknInvalid : MSG.tcknInvalid });
  })
  .test('tax-office', MSG.taxOfficeRequired, function taxOffice(value) {
    // A company (VKN) is named with its tax office; a person (TCKN) may have none.
    if (!value || value.kind !== 'VKN' || value.taxOffice) return true;
    return this.createError({ path: `${this.path}.taxOffice`, message: MSG.taxOfficeRequired });
  });

/** POST /repairform/{id}/invoice (issue 43). */
export const invoiceCreateSchema = yup.object({
  buyer: buyerSchema.required(MSG.required).default(undefined),
});
export type InvoiceCreateValues = yup.InferType<typeof invoiceCreateSchema>;
export type InvoiceBuyerValues = InvoiceCreateValues['buyer'];
