import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const FormLinkDto = Type.Object({
  token: Type.String(),
  isActive: Type.Boolean(),
  expiresAt: Type.String(),
  /** Path of the public page: /forms/view/{token}. */
  url: Type.String(),
});
export type FormLink = Static<typeof FormLinkDto>;

export const FormVehicleSnapshot = Type.Object({
  plateNumber: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  vehicleType: Nullable(Type.String()),
  kilometer: Type.Integer(),
  companyName: Type.String(),
  companyEmail: Nullable(Type.String()),
  companyPhone: Nullable(Type.String()),
  companyAddress: Nullable(Type.String()),
});

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
  repairShopId: Nullable(Type.Integer()),
  repairShopName: Nullable(Type.String()),
  formLinks: Type.Array(FormLinkDto),
});
export type RepairForm = Static<typeof RepairFormDto>;

export const RepairFormBody = Type.Object({
  vehicleId: Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]),
  /** The plate the shop looked up: required for a vehicle whose company is not yet linked to the shop. */
  plateNumber: Type.Optional(Type.String({ maxLength: 20 })),
  customerName: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  customerPhone: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  descriptionLines: Type.Array(Type.String({ maxLength: 5000 }), { maxItems: 200 }),
  partsUsed: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
});
export type RepairFormInput = Static<typeof RepairFormBody>;

export const FormLinkBody = Type.Object({
  validityDays: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
});

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
});
export type PublicForm = Static<typeof PublicFormDto>;

export const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
