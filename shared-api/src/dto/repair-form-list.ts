import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { Nullable, PAGING, REPAIR_SHOP_REF } from './common';
import type { RepairStatus } from '../domain/repair-status';
import type { sendFormSchema } from '../schemas/repair-form';
import type { BodyOf } from '../schemas/body-of';

/** A row of the form list, the dashboards and a vehicle's forms. */
export const RepairFormSummaryDto = Type.Object({
  id: Type.Integer(),
  formNumber: Type.String(),
  vehicleId: Nullable(Type.Integer()),
  vehiclePlateNumber: Type.String(),
  customerName: Type.String(),
  companyName: Type.String(),
  description: Type.String(),
  createdAt: Type.String(),
  createdByUsername: Type.String(),
  ...REPAIR_SHOP_REF,
  /** Token of the form's active, unexpired link; null when it has none. */
  activeLinkToken: Nullable(Type.String()),
  /** The repair's status (issue 28). */
  status: Type.String(),
});
export type RepairFormSummary = Static<typeof RepairFormSummaryDto>;

/**
 * GET /repairform. Dates are days (YYYY-MM-DD, Europe/Istanbul), both ends inclusive.
 * `date=today` and `user=me` are the dashboards' links. Admin only: repairShopId.
 */
export const RepairFormListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: LIMITS.shortTextMax })),
  startDate: Type.Optional(Type.String({ maxLength: 10 })),
  endDate: Type.Optional(Type.String({ maxLength: 10 })),
  date: Type.Optional(Type.Literal('today')),
  user: Type.Optional(Type.Literal('me')),
  /**
   * Issue 28: one status or several, repeated (`status=İşlemde&status=Tamamlandı`) or joined by
   * commas (`status=İşlemde,Tamamlandı`, as listRepairForms sends them).
   */
  status: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 8 })])),
  repairShopId: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  ...PAGING,
});
/** GET /repairform as the server reads it (numbers still strings). */
export type RepairFormListQueryValues = Static<typeof RepairFormListQuery>;
/** The same filter as the screens build it. */
export type RepairFormListParams = Omit<RepairFormListQueryValues, 'repairShopId' | 'page' | 'pageSize' | 'status'> & {
  repairShopId?: number;
  /** One status or several (sent joined by commas). */
  status?: RepairStatus | readonly RepairStatus[];
  page?: number;
  pageSize?: number;
};

export const RepairFormPageDto = Type.Object({
  data: Type.Array(RepairFormSummaryDto),
  totalCount: Type.Integer(),
  /** true when the server stopped counting at totalCount (10,000): there are more. */
  totalCountCapped: Type.Optional(Type.Boolean()),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
});
export type RepairFormPage = Static<typeof RepairFormPageDto>;

/** What a client sends; checked by the shared sendFormSchema. */
export type SendFormInput = BodyOf<typeof sendFormSchema>;
