import { buildUblXml, type UblInvoice } from './ubl-xml';

/** GİB's own rule on the number (the Schematron's InvoiceIDCheck): three capitals or digits, the year 20YY, nine digits. */
const NUMBER = /^[A-Z0-9]{3}20[0-9]{2}[0-9]{9}$/;
/** xs:time as the builder writes it. */
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;

/**
 * Whether `final` is `checked` (an invoice already validated against the schema and the Schematron,
 * outside the number's lock) but for the nine digits of its number and its time of day: then its XML
 * is valid too, as no rule looks at those digits beyond the number's format, nor at the time beyond
 * xs:time. The prefix, the year and the date must be the same (the date is compared with the day by
 * GİB's rule), as must everything else, byte for byte. Otherwise the final invoice is validated again.
 */
export function differsOnlyInNumberAndTime(checked: UblInvoice, checkedXml: string, final: UblInvoice): boolean {
  if (!NUMBER.test(final.number) || !TIME.test(final.issueTime)) return false;
  if (final.number.slice(0, 7) !== checked.number.slice(0, 7) || final.issueDate !== checked.issueDate) return false;
  return buildUblXml({ ...final, number: checked.number, issueTime: checked.issueTime }) === checkedXml;
}
