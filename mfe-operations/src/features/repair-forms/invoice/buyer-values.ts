import { hasRealEmail, type BuyerKind, type Company, type InvoiceCreateInput, type RepairForm } from '@tamir/shared-api';

export interface BuyerFormValues {
  kind: BuyerKind;
  id: string;
  name: string;
  taxOffice: string;
  address: string;
  email: string;
}

/**
 * The buyer as the company holds it: an 11-digit tax number is a person's TCKN, else a VKN; the name,
 * address and e-mail as the form wrote them down, the tax office from the company.
 */
export function buyerFrom(form: RepairForm, company: Company | undefined): BuyerFormValues {
  const taxNumber = (company?.taxNumber ?? '').trim();
  const email = company?.contactEmail ?? form.vehicle.companyEmail;
  return {
    kind: taxNumber.length === 11 ? 'TCKN' : 'VKN',
    id: taxNumber,
    name: form.vehicle.companyName || company?.name || '',
    taxOffice: company?.taxOffice ?? '',
    address: form.vehicle.companyAddress || company?.address || '',
    email: hasRealEmail(email) ? String(email).trim() : '',
  };
}

/** The body of POST /repairform/{id}/invoice: trimmed, empty optional fields left out. */
export function buyerBody(values: BuyerFormValues): InvoiceCreateInput {
  const taxOffice = values.taxOffice.trim();
  const email = values.email.trim();
  return {
    buyer: {
      kind: values.kind,
      id: values.id.trim(),
      name: values.name.trim(),
      address: values.address.trim(),
      ...(taxOffice ? { taxOffice } : {}),
      ...(email ? { email } : {}),
    },
  };
}
