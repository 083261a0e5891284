import { formatPhone } from '@tamir/shared-api/domain';
import { canAnswerEstimate } from '@tamir/shared-api/domain';
import type { Approval, FormLink, PublicForm, PublicPhoto, RepairForm, RepairItems } from '@tamir/shared-api/dto';
import type { FormRow, LinkRow } from './queries';
import { signatureDto, type SignatureRow } from './signature-queries';

export function linkDto(link: Pick<LinkRow, 'token' | 'isActive' | 'expiresAt'>): FormLink {
  return { token: link.token, isActive: link.isActive, expiresAt: link.expiresAt.toISOString(), url: `/forms/view/${link.token}` };
}

/** A form as its owners see it; `decrypt` opens the stored customer phone. */
export function repairFormDto(
  form: FormRow,
  links: LinkRow[],
  signatures: SignatureRow[],
  decrypt: (value: string) => string,
  approval: Approval | null = null,
): RepairForm {
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
    itemsVersion: form.itemsVersion,
    deliveryKilometer: form.deliveryKilometer,
    approval,
  };
}

/** What the public page and the PDF show of the repair beyond the intake (issue 28). */
export interface PublicWork {
  estimate: RepairItems;
  /** The newest answer, when it was given to the current version of the lines. */
  approval: Approval | null;
  /** The form's photos for a link holder (issue 29). */
  photos: PublicPhoto[];
}

/** The public page's view: no phone numbers, no internal ids. */
export function publicFormDto(form: Omit<FormRow, 'repairShopName'>, expiresAt: Date, signatures: SignatureRow[], work: PublicWork): PublicForm {
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
    status: form.status,
    estimate: work.estimate,
    approval: work.approval,
    canAnswer: canAnswerEstimate(form.status) && work.estimate.items.length > 0 && work.approval === null,
    deliveryKilometer: form.deliveryKilometer,
    photos: work.photos,
  };
}
