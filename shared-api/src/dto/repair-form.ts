import { Type, type Static } from 'typebox';
import { PublicPhotoDto } from './photos';
import { Nullable, REPAIR_SHOP_REF, VEHICLE_COMPANY_FIELDS, VEHICLE_FIELDS } from './common';
import { FormSignatureDto } from './form-signature';
import { ApprovalDto, RepairItemsDto } from './repair-work';
import type { repairFormInputSchema } from '../schemas/repair-form';
import type { BodyOf } from '../schemas/body-of';

export const FormLinkDto = Type.Object({
  token: Type.String(),
  isActive: Type.Boolean(),
  expiresAt: Type.String(),
  /** Path of the public page: /forms/view/{token}. */
  url: Type.String(),
});
export type FormLink = Static<typeof FormLinkDto>;

/** The vehicle and its company as they were when the form was written. */
export const FormVehicleSnapshot = Type.Object({ ...VEHICLE_FIELDS, ...VEHICLE_COMPANY_FIELDS });

export const RepairFormDto = Type.Object({
  id: Type.Integer(),
  formNumber: Type.String(),
  vehicleId: Nullable(Type.Integer()),
  vehicle: FormVehicleSnapshot,
  customerName: Type.String(),
  customerPhone: Nullable(Type.String()),
  description: Type.String(),
  descriptionLines: Type.Array(Type.String()),
  partsUsed: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
  createdByUsername: Type.String(),
  createdByName: Type.String(),
  ...REPAIR_SHOP_REF,
  formLinks: Type.Array(FormLinkDto),
  /** Signatures drawn on the device, at most one per role; empty for a form signed on paper or not at all. */
  signatures: Type.Array(FormSignatureDto),
  /** The lines' version (issue 28): PUT /repairform/{id}/items sends it back. */
  itemsVersion: Type.Integer(),
  /** The kilometre at delivery (Teslim Edildi), else null. */
  deliveryKilometer: Nullable(Type.Integer()),
  /** The company's latest answer to an estimate, else null. */
  approval: Type.Union([ApprovalDto, Type.Null()]),
});
export type RepairForm = Static<typeof RepairFormDto>;

export const PublicFormDto = Type.Object({
  formNumber: Type.String(),
  companyName: Type.String(),
  companyPhone: Nullable(Type.String()),
  companyAddress: Nullable(Type.String()),
  vehiclePlate: Type.String(),
  vehicleBrand: Type.String(),
  vehicleModel: Type.String(),
  vehicleYear: Nullable(Type.Integer()),
  kilometer: Type.Integer(),
  customerName: Type.String(),
  descriptionLines: Type.Array(Type.String()),
  description: Type.String(),
  partsUsed: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  signatures: Type.Array(FormSignatureDto),
  /** The repair's status (issue 28). */
  status: Type.String(),
  /** The lines and totals (empty lines: no estimate yet). */
  estimate: RepairItemsDto,
  /** The company's answer to the current version, else null. */
  approval: Type.Union([ApprovalDto, Type.Null()]),
  /** Whether the page offers Teklifi Onayla / Reddet (Onay Bekliyor, not yet answered). */
  canAnswer: Type.Boolean(),
  deliveryKilometer: Nullable(Type.Integer()),
  /** The form's photos, oldest first (issue 29): thumbnails on the page, the large image by link. */
  photos: Type.Array(PublicPhotoDto),
});
export type PublicForm = Static<typeof PublicFormDto>;

export const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });

/** What a client sends; checked by the shared repairFormInputSchema. */
export type RepairFormInput = BodyOf<typeof repairFormInputSchema>;
