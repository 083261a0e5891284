import { amountInWordsNote, type BuyerKind, type InvoiceProfile, type InvoiceTypeCode } from '@tamir/shared-api/domain';

/** What the XML is built from: every figure in integer kuruş (quantities in hundredths), as the form stores it. */
export interface UblInvoice {
  number: string;
  uuid: string;
  profile: InvoiceProfile;
  typeCode: InvoiceTypeCode;
  /** Istanbul local date and time, 'YYYY-MM-DD' and 'HH:MM:SS'. */
  issueDate: string;
  issueTime: string;
  formNumber: string;
  seller: { title: string; vkn: string; taxOffice: string; address: string; mersis: string | null };
  buyer: { kind: BuyerKind; id: string; name: string; taxOffice: string | null; address: string; email: string | null };
  lines: { description: string; quantityHundredths: number; unit: string; unitPriceKurus: number; vatRate: number; lineTotalKurus: number; vatKurus: number }[];
  vatByRate: { vatRate: number; baseKurus: number; vatKurus: number }[];
  subtotalKurus: number;
  vatKurus: number;
  totalKurus: number;
  /** An İade Faturası's original: number and issue date. */
  returnOf?: { number: string; issueDate: string };
}

/** Our units as UN/ECE Rec. 20 codes (GİB's UnitCodeList). */
export const UNIT_CODES: Record<string, string> = { adet: 'C62', saat: 'HUR', litre: 'LTR', metre: 'MTR', takım: 'SET' };

const NS = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

/** The namespace of the not-yet-signed marker in ExtensionContent (docs/decisions.md, issue 43). */
export const UNSIGNED_NS = 'urn:tamir-formu:e-fatura:imzasiz';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Kuruş as the XML's decimal: 12345 → '123.45' (no float on the way). */
export function decimalOf(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const amount = (tag: string, kurus: number) => `<cbc:${tag} currencyID="TRY">${decimalOf(kurus)}</cbc:${tag}>`;
const el = (tag: string, value: string, attrs = '') => `<cbc:${tag}${attrs}>${escape(value)}</cbc:${tag}>`;

/** A person's name as GİB's Person asks: the last word the family name, the rest the first name. */
export function splitPersonName(name: string): { firstName: string; familyName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', familyName: '' };
  return { firstName: words.slice(0, -1).join(' '), familyName: words[words.length - 1] };
}

function address(text: string): string {
  // GİB's PostalAddress needs a city and country; the shop writes one address line, its last
  // word group after '/' is read as the city when given ('… Kadıköy/İstanbul'), else the whole line stays the street.
  const cityMatch = /\/\s*([^/]+)$/.exec(text.trim());
  const city = cityMatch ? cityMatch[1].trim() : '-';
  const district = cityMatch ? (text.trim().slice(0, cityMatch.index).split(/\s+/).pop() ?? '-') : '-';
  return [
    '<cac:PostalAddress>',
    el('StreetName', text),
    el('CitySubdivisionName', district || '-'),
    el('CityName', city),
    '<cac:Country>',
    el('IdentificationCode', 'TR'),
    el('Name', 'Türkiye'),
    '</cac:Country>',
    '</cac:PostalAddress>',
  ].join('');
}

function party(p: {
  kind: BuyerKind;
  id: string;
  name: string;
  taxOffice: string | null;
  address: string;
  email: string | null;
  mersis?: string | null;
}): string {
  const parts = ['<cac:Party>', '<cac:PartyIdentification>', el('ID', p.id, ` schemeID="${p.kind}"`), '</cac:PartyIdentification>'];
  if (p.mersis) parts.push('<cac:PartyIdentification>', el('ID', p.mersis, ' schemeID="MERSISNO"'), '</cac:PartyIdentification>');
  if (p.kind === 'VKN') parts.push('<cac:PartyName>', el('Name', p.name), '</cac:PartyName>');
  parts.push(address(p.address));
  if (p.taxOffice) parts.push('<cac:PartyTaxScheme>', '<cac:TaxScheme>', el('Name', p.taxOffice), '</cac:TaxScheme>', '</cac:PartyTaxScheme>');
  if (p.email) parts.push('<cac:Contact>', el('ElectronicMail', p.email), '</cac:Contact>');
  if (p.kind === 'TCKN') {
    const { firstName, familyName } = splitPersonName(p.name);
    parts.push('<cac:Person>', el('FirstName', firstName), el('FamilyName', familyName), '</cac:Person>');
  }
  parts.push('</cac:Party>');
  return parts.join('');
}

/** KDV at 0 %: GİB asks an exemption reason; 351 is 'KDV - İstisna Olmayan Diğer'. */
function taxCategory(vatRate: number, vatKurus: number): string {
  const exemption = vatKurus === 0 ? el('TaxExemptionReasonCode', '351') + el('TaxExemptionReason', 'KDV - İstisna Olmayan Diğer') : '';
  return ['<cac:TaxCategory>', exemption, '<cac:TaxScheme>', el('Name', 'KDV'), el('TaxTypeCode', '0015'), '</cac:TaxScheme>', '</cac:TaxCategory>'].join('');
}

function taxSubtotal(baseKurus: number, vatKurus: number, vatRate: number, sequence?: number): string {
  return [
    '<cac:TaxSubtotal>',
    amount('TaxableAmount', baseKurus),
    amount('TaxAmount', vatKurus),
    sequence === undefined ? '' : el('CalculationSequenceNumeric', String(sequence)),
    el('Percent', String(vatRate)),
    taxCategory(vatRate, vatKurus),
    '</cac:TaxSubtotal>',
  ].join('');
}

/** UBL-TR 1.2.1 (UBL 2.1 with GİB's rules): the elements in the order the Invoice schema asks. */
export function buildUblXml(inv: UblInvoice): string {
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  parts.push(
    `<Invoice ${Object.entries(NS)
      .map(([k, v]) => `${k}="${v}"`)
      .join(' ')}>`,
  );
  // The place of the XAdES signature, which the portal or the integrator that sends it puts there
  // (the schema asks one element of another namespace: ours marks the document as not yet signed).
  parts.push(
    `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent><tf:Unsigned xmlns:tf="${UNSIGNED_NS}"/></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>`,
  );
  parts.push(
    el('UBLVersionID', '2.1'),
    el('CustomizationID', 'TR1.2'),
    el('ProfileID', inv.profile),
    el('ID', inv.number),
    el('CopyIndicator', 'false'),
    el('UUID', inv.uuid),
    el('IssueDate', inv.issueDate),
    el('IssueTime', inv.issueTime),
    el('InvoiceTypeCode', inv.typeCode),
    el('Note', amountInWordsNote(inv.totalKurus)),
    el('Note', `Tamir formu: ${inv.formNumber}`),
    el('DocumentCurrencyCode', 'TRY'),
    el('LineCountNumeric', String(inv.lines.length)),
  );
  if (inv.returnOf) {
    parts.push(
      '<cac:BillingReference>',
      '<cac:InvoiceDocumentReference>',
      el('ID', inv.returnOf.number),
      el('IssueDate', inv.returnOf.issueDate),
      el('DocumentTypeCode', 'IADE'),
      '</cac:InvoiceDocumentReference>',
      '</cac:BillingReference>',
    );
  }
  if (inv.profile === 'EARSIVFATURA') {
    parts.push(
      '<cac:AdditionalDocumentReference>',
      el('ID', 'ELEKTRONIK'),
      el('IssueDate', inv.issueDate),
      el('DocumentTypeCode', 'SEND_TYPE'),
      '</cac:AdditionalDocumentReference>',
    );
  }
  parts.push(
    '<cac:Signature>',
    el('ID', inv.seller.vkn, ' schemeID="VKN_TCKN"'),
    '<cac:SignatoryParty>',
    '<cac:PartyIdentification>',
    el('ID', inv.seller.vkn, ' schemeID="VKN"'),
    '</cac:PartyIdentification>',
    address(inv.seller.address),
    '</cac:SignatoryParty>',
    '<cac:DigitalSignatureAttachment>',
    '<cac:ExternalReference>',
    el('URI', `#Signature_${inv.number}`),
    '</cac:ExternalReference>',
    '</cac:DigitalSignatureAttachment>',
    '</cac:Signature>',
  );
  parts.push(
    '<cac:AccountingSupplierParty>',
    party({ ...inv.seller, kind: 'VKN', id: inv.seller.vkn, name: inv.seller.title, email: null }),
    '</cac:AccountingSupplierParty>',
  );
  parts.push('<cac:AccountingCustomerParty>', party(inv.buyer), '</cac:AccountingCustomerParty>');
  parts.push('<cac:TaxTotal>', amount('TaxAmount', inv.vatKurus));
  inv.vatByRate.forEach((rate, index) => parts.push(taxSubtotal(rate.baseKurus, rate.vatKurus, rate.vatRate, index + 1)));
  parts.push('</cac:TaxTotal>');
  parts.push(
    '<cac:LegalMonetaryTotal>',
    amount('LineExtensionAmount', inv.subtotalKurus),
    amount('TaxExclusiveAmount', inv.subtotalKurus),
    amount('TaxInclusiveAmount', inv.totalKurus),
    amount('AllowanceTotalAmount', 0),
    amount('PayableAmount', inv.totalKurus),
    '</cac:LegalMonetaryTotal>',
  );
  inv.lines.forEach((line, index) => {
    parts.push(
      '<cac:InvoiceLine>',
      el('ID', String(index + 1)),
      `<cbc:InvoicedQuantity unitCode="${UNIT_CODES[line.unit] ?? 'C62'}">${decimalOf(line.quantityHundredths)}</cbc:InvoicedQuantity>`,
      amount('LineExtensionAmount', line.lineTotalKurus),
      '<cac:TaxTotal>',
      amount('TaxAmount', line.vatKurus),
      taxSubtotal(line.lineTotalKurus, line.vatKurus, line.vatRate),
      '</cac:TaxTotal>',
      '<cac:Item>',
      el('Name', line.description),
      '</cac:Item>',
      '<cac:Price>',
      amount('PriceAmount', line.unitPriceKurus),
      '</cac:Price>',
      '</cac:InvoiceLine>',
    );
  });
  parts.push('</Invoice>');
  return parts.join('\n');
}
