import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const VehicleDto = Type.Object({
  id: Type.Integer(),
  plateNumber: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  vehicleType: Nullable(Type.String()),
  kilometer: Type.Integer(),
  ownerName: Type.String(),
  /** null when the vehicle's company is not linked to the caller's shop (details hidden). */
  driverPhone: Nullable(Type.String()),
  companyId: Type.Integer(),
  companyName: Type.String(),
  companyEmail: Nullable(Type.String()),
  companyPhone: Nullable(Type.String()),
  companyAddress: Nullable(Type.String()),
  repairFormCount: Type.Integer(),
  /** true when the caller's shop may not yet see contact details of this vehicle. */
  contactHidden: Type.Boolean(),
  createdAt: Type.String(),
});
export type Vehicle = Static<typeof VehicleDto>;

export const VehicleBody = Type.Object({
  plateNumber: Type.String({ maxLength: 50 }),
  brand: Type.String({ maxLength: 1000 }),
  model: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  vehicleType: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  kilometer: Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]),
  ownerName: Type.String({ maxLength: 1000 }),
  driverPhone: Type.String({ maxLength: 100 }),
  companyId: Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]),
});
export type VehicleInput = Static<typeof VehicleBody>;

export const PlateParams = Type.Object({ plate: Type.String({ maxLength: 50 }) });

/** GET /vehicles (vehicle filter of core-journeys §3, plus free text over plate/owner/brand/model). */
export const VehicleListQuery = Type.Object({
  brand: Type.Optional(Type.String({ maxLength: 100 })),
  model: Type.Optional(Type.String({ maxLength: 100 })),
  vehicleType: Type.Optional(Type.String({ maxLength: 50 })),
  ownerName: Type.Optional(Type.String({ maxLength: 200 })),
  companyId: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
export type VehicleListParams = { brand?: string; model?: string; vehicleType?: string; ownerName?: string; companyId?: number; search?: string };
