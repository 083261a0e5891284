import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { APPROVAL_DECISIONS, MOVE_SOURCES, REPAIR_STATUSES, type RepairStatus } from '../domain/repair-status';
import { ITEM_KINDS, ITEM_UNITS } from '../domain/money';
import type { repairApprovalSchema, repairEstimateSchema, repairItemsInputSchema, repairStatusChangeSchema } from '../schemas/repair-work';
import type { BodyOf } from '../schemas/body-of';
import { Nullable, PAGING } from './common';

/** The repair's status (issue 28), one of REPAIR_STATUSES. */
export const RepairStatusDto = Type.Enum(REPAIR_STATUSES);

/** One move of a form's status: GET /repairform/{id}/history, newest first. */
export const StatusHistoryEntryDto = Type.Object({
  id: Type.Integer(),
  /** null for the first row of a form (none yet: forms start at Beklemede without a row). */
  fromStatus: Nullable(Type.String()),
  toStatus: Type.String(),
  /** manual (a status button), estimate (Teklif Gönder), approval (the company's answer), lines (lines changed after approval). */
  source: Type.Enum(MOVE_SOURCES),
  note: Type.String(),
  /** Teslim Edildi's kilometre at delivery, else null. */
  deliveryKilometer: Nullable(Type.Integer()),
  /** The user's username; null for the company's answer from its link. */
  changedByUsername: Nullable(Type.String()),
  /** The user's full name, or the approver's name as typed on the public page. */
  changedByName: Type.String(),
  changedAt: Type.String(),
});
export type StatusHistoryEntry = Static<typeof StatusHistoryEntryDto>;

/** GET /repairform/{id}/history: page and pageSize as the admin lists (x-total-count header). */
export const HistoryQuery = Type.Object({
  ...PAGING,
});

/** One line of the estimate as stored and answered: the input and its rounded figures. */
export const RepairItemDto = Type.Object({
  kind: Type.Enum(ITEM_KINDS),
  description: Type.String(),
  /** Up to 2 decimals (the server keeps hundredths). */
  quantity: Type.Number(),
  unit: Type.Enum(ITEM_UNITS),
  unitPriceKurus: Type.Integer(),
  vatRate: Type.Integer(),
  /** quantity × unit price, half up to the kuruş. */
  lineTotalKurus: Type.Integer(),
  /** lineTotalKurus × vatRate %, half up to the kuruş. */
  vatKurus: Type.Integer(),
  /** The vehicle's reminder this line does (issue 44): delivering the form completes it. */
  reminderId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type RepairItem = Static<typeof RepairItemDto>;

export const VatByRateDto = Type.Object({ vatRate: Type.Integer(), baseKurus: Type.Integer(), vatKurus: Type.Integer() });

/** GET and PUT /repairform/{id}/items: the lines, their version and the totals (integer kuruş). */
export const RepairItemsDto = Type.Object({
  version: Type.Integer(),
  items: Type.Array(RepairItemDto, { maxItems: LIMITS.repairItems.lines }),
  subtotalKurus: Type.Integer(),
  /** The rates used, lowest first. */
  vatByRate: Type.Array(VatByRateDto),
  vatKurus: Type.Integer(),
  totalKurus: Type.Integer(),
});
export type RepairItems = Static<typeof RepairItemsDto>;

/** The company's answer to an estimate, as the shop and the public page see it. */
export const ApprovalDto = Type.Object({
  decision: Type.Enum(APPROVAL_DECISIONS),
  name: Type.String(),
  note: Type.String(),
  /** The items version the answer was given to. */
  version: Type.Integer(),
  /** The estimate's grand total at that version. */
  totalKurus: Type.Integer(),
  decidedAt: Type.String(),
});
export type Approval = Static<typeof ApprovalDto>;

/** POST /repairform/{id}/estimate (Teklif Gönder). */
export const EstimateSentDto = Type.Object({
  message: Type.String(),
  status: Type.String(),
  version: Type.Integer(),
  /** Whether the company's e-mail was queued (false: the company has no e-mail address). */
  emailQueued: Type.Boolean(),
});
export type EstimateSent = Static<typeof EstimateSentDto>;

/** POST /repairform/public/{token}/approval. */
export const ApprovalAnswerDto = Type.Object({
  message: Type.String(),
  status: Type.String(),
  approval: ApprovalDto,
});
export type ApprovalAnswer = Static<typeof ApprovalAnswerDto>;

/** The repair-shop dashboard's count per status, every status in the table's order (0 included). */
export const StatusCountDto = Type.Object({ status: Type.String(), count: Type.Integer() });
export type StatusCount = Static<typeof StatusCountDto> & { status: RepairStatus };

/** What a client sends; checked by the shared yup schemas. */
export type RepairStatusChangeInput = BodyOf<typeof repairStatusChangeSchema>;
export type RepairItemsInput = BodyOf<typeof repairItemsInputSchema>;
export type RepairApprovalInput = BodyOf<typeof repairApprovalSchema>;
export type RepairEstimateInput = BodyOf<typeof repairEstimateSchema>;
