import { formatPhone } from '@tamir/shared-api/domain';
import type { FormLink, PublicForm, RepairForm } from '@tamir/shared-api/dto';
import type { FormRow, LinkRow } from './queries';
import { signatureDto, type SignatureRow } from './signature-queries';

export function linkDto(link: Pick<LinkRow, 'token' | 'isActive' | 'expiresAt'>): FormLink {
  return { token: link.token, isActive: link.isActive, expiresAt: link.expiresAt.toISOString(), url: `/forms/view/${link.token}` };
}

/** A form as its owners see it; `decrypt` opens the stored customer phone. */
export function repairFormDto(form: FormRow, links: LinkRow[], signatures: SignatureRow[], decrypt: (value: string) => string): RepairForm {
  return {
    id: form.id,
    formNumber: form.formNumber,
    vehicleId: form.vehicleId,
    vehicle: {
      plateNumber: form.plateNumber,
      brand: form.brand,
      model: form.model,
      vehicleType: form.vehicleType,
      kilometer: form.kilometer,
      companyName: form.companyName,
      companyEmail: form.companyEmail,
      companyPhone: form.companyPhone,
      companyAddress: form.companyAddress,
    },
    customerName: form.customerName,
    customerPhone: form.customerPhoneEnc ? formatPhone(decrypt(form.customerPhoneEnc)) : null,
    description: form.description,
    descriptionLines: form.descriptionLines,
    partsUsed: form.partsUsed,
    status: form.status,
    createdAt: form.createdAt.toISOString(),
    createdByUsername: form.createdByUsername,
    createdByName: form.createdByName,
    repairShopId: form.repairShopId,
    repairShopName: form.repairShopName,
    formLinks: links.map(linkDto),
    signatures: signatures.map(signatureDto),
  };
}

/** The public page's view: no phone numbers, no internal ids. */
export function publicFormDto(form: Omit<FormRow, 'repairShopName'>, expiresAt: Date, signatures: SignatureRow[]): PublicForm {
  return {
    formNumber: form.formNumber,
    companyName: form.companyName,
    companyPhone: form.companyPhone,
    companyAddress: form.companyAddress,
    vehiclePlate: form.plateNumber,
    vehicleBrand: form.brand,
    vehicleModel: form.model,
    vehicleYear: null,
    kilometer: form.kilometer,
    customerName: form.customerName,
    descriptionLines: form.descriptionLines,
    description: form.description,
    partsUsed: form.partsUsed,
    createdAt: form.createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    signatures: signatures.map(signatureDto),
  };
}
