import { Type, type Static } from 'typebox';

/** GET /repairshop (the form list's shop selector); the admin area extends it later. */
export const RepairShopOptionDto = Type.Object({ id: Type.Integer(), name: Type.String(), isActive: Type.Boolean() });
export type RepairShopOption = Static<typeof RepairShopOptionDto>;
