import { Type, type Static } from 'typebox';
import {
  KVKK_ANSWER_CHANNELS,
  KVKK_CHANNELS,
  KVKK_DECISIONS,
  KVKK_VERIFICATION_METHODS,
  KVKK_DATA_CATEGORIES,
  KVKK_KINDS,
  KVKK_METHODS,
  KVKK_REASONS,
  KVKK_RETENTION_CATEGORIES,
  KVKK_STATES,
  type KvkkRetentionCategory,
} from '../domain/kvkk';
import { LIMITS } from '../domain/limits';
import {
  KVKK_EXPORT_FORMATS,
  KVKK_LOG_EXPORT_FORMATS,
  type kvkkAnswerSchema,
  type kvkkCorrectionSchema,
  type kvkkRequestCreateSchema,
  type kvkkRequestStateSchema,
  type kvkkSettingsSchema,
  type shopKvkkSchema,
  type kvkkVerificationSchema,
} from '../schemas/kvkk';
import type { BodyOf } from '../schemas/body-of';
import { Nullable, PAGING } from './common';

/** A person's request (GET/POST /kvkk/requests, GET /kvkk/requests/{id}). Dates 'YYYY-MM-DD', times ISO. */
export const KvkkRequestDto = Type.Object({
  id: Type.Integer(),
  /** The repair shop whose controller the request was made to; null: the portal's controller. */
  repairShopId: Nullable(Type.Integer()),
  applicantName: Type.String(),
  /** 'T.C. Kimlik No' or 'Pasaport/Kimlik No' (a foreigner); null for a request registered before issue 41. */
  identityKind: Nullable(Type.String()),
  /** The number, masked (last four digits); kept encrypted with a keyed hash. */
  identityMasked: Nullable(Type.String()),
  /** A foreigner's nationality, else null. */
  nationality: Nullable(Type.String()),
  /** The address for notices (tebligata esas adres). */
  noticeAddress: Type.String(),
  /** E-mail or phone for the answer, '' when none was given. */
  contact: Type.String(),
  /** What the person asks (talep konusu). */
  subject: Type.String(),
  channel: Type.Enum(KVKK_CHANNELS),
  receivedAt: Type.String({ description: 'YYYY-MM-DD' }),
  kind: Type.Enum(KVKK_KINDS),
  /** The phone to find the person by, masked (last four digits); null when none was given. */
  phoneMasked: Nullable(Type.String()),
  /** The name to find the person by; null when none was given. */
  name: Nullable(Type.String()),
  /** receivedAt + 30 days. */
  dueAt: Type.String({ description: 'YYYY-MM-DD' }),
  state: Type.Enum(KVKK_STATES),
  /** Open and past dueAt (İstanbul day). */
  overdue: Type.Boolean(),
  /** The Admin who registered it (username). */
  createdBy: Type.String(),
  createdAt: Type.String(),
  completedAt: Nullable(Type.String()),
  /** When the person's data was erased for this request (a Silme request), else null. */
  erasedAt: Nullable(Type.String()),
  /** When the correction was made for this request (a Düzeltme request), else null. */
  correctedAt: Nullable(Type.String()),
  /** Who checked the applicant's identity (username), how, a note, when; null until checked. */
  verifiedBy: Nullable(Type.String()),
  verificationMethod: Type.Union([Type.Enum(KVKK_VERIFICATION_METHODS), Type.Null()]),
  verificationNote: Type.String(),
  verifiedAt: Nullable(Type.String()),
  /** The answer (Art. 13): its decision, refusal reason, channel, who and when; null until answered. */
  answerDecision: Type.Union([Type.Enum(KVKK_DECISIONS), Type.Null()]),
  answerReason: Type.String(),
  answerChannel: Type.Union([Type.Enum(KVKK_ANSWER_CHANNELS), Type.Null()]),
  answeredBy: Nullable(Type.String()),
  answeredAt: Nullable(Type.String()),
  /** Art. 11/1-f: when the companies the data was sent to were told of the correction or erasure, and to whom (masked). */
  thirdPartyNotifiedAt: Nullable(Type.String()),
  thirdPartyRecipients: Type.Array(Type.String()),
});
export type KvkkRequest = Static<typeof KvkkRequestDto>;

/** GET /kvkk/requests: ?page&pageSize&state; the rows (overdue first, then open by due date, then closed newest first), the total in x-total-count. */
export const KvkkRequestListQuery = Type.Object({ ...PAGING, state: Type.Optional(Type.Enum(KVKK_STATES)) });
export interface KvkkRequestListParams {
  page?: number;
  pageSize?: number;
  state?: (typeof KVKK_STATES)[number];
}

/** One record that names the person: its id, a short human label, the fields that matched, its form and time when it has them. */
export const KvkkMatchDto = Type.Object({
  id: Type.Integer(),
  /** e.g. '34ABC123 · Ali Veli' or 'TF-2026-000012 · Müşteri: Ali Veli'. */
  label: Type.String(),
  /** The fields that matched, in Turkish (e.g. 'Sürücü telefonu', 'Müşteri adı', 'Alıcı'). */
  matched: Type.Array(Type.String()),
  repairFormId: Nullable(Type.Integer()),
  formNumber: Nullable(Type.String()),
  at: Nullable(Type.String()),
  /**
   * 'yalnız ad eşleşmesi': the record matches the person by name alone (not tied by the phone, nor
   * on a record so tied); it may be a namesake's, and an erase touches it only when ticked.
   */
  nameOnly: Type.Boolean(),
});
export type KvkkMatch = Static<typeof KvkkMatchDto>;

const matches = () => Type.Array(KvkkMatchDto, { maxItems: LIMITS.kvkk.matchesPerKind });

/** GET /kvkk/requests/{id}/matches: everything that names the person, by phone (hashes) and by name. */
export const KvkkMatchesDto = Type.Object({
  requestId: Type.Integer(),
  vehicles: matches(),
  forms: matches(),
  signatures: matches(),
  photos: matches(),
  approvals: matches(),
  statusNotes: matches(),
  notifications: matches(),
  logs: matches(),
  repairItems: matches(),
  reminders: matches(),
  /** The count of every kind (beyond the listed rows when a kind has more than LIMITS.kvkk.matchesPerKind). */
  counts: Type.Record(Type.String(), Type.Integer()),
  truncated: Type.Boolean(),
  /**
   * Records found by the request's T.C. kimlik no that a law keeps (invoices: 10 years), exported
   * but never erased by the request: what they are, why kept, and the rows.
   */
  retained: Type.Array(Type.Object({ kind: Type.String(), title: Type.String(), reason: Type.String(), count: Type.Integer(), rows: matches() }), {
    maxItems: 20,
  }),
});
export type KvkkMatches = Static<typeof KvkkMatchesDto>;
export type KvkkMatchKind = Exclude<keyof KvkkMatches, 'requestId' | 'counts' | 'truncated' | 'retained'>;

/** GET /kvkk/requests/{id}/export?format=json|pdf (json the default): a file kvkk-basvuru-{id}.{json|pdf}. */
export const KvkkExportQuery = Type.Object({ format: Type.Optional(Type.String({ maxLength: 10, description: KVKK_EXPORT_FORMATS.join('|') })) });

/** POST /kvkk/requests/{id}/erase and …/correct: the message, the request as it now is, and the count per category. */
export const KvkkActionResultDto = Type.Object({
  message: Type.String(),
  request: KvkkRequestDto,
  counts: Type.Record(Type.String(), Type.Integer()),
  /** What an erase left whole because a law keeps it (invoices: 10 years), in Turkish; absent when nothing was. */
  retained: Type.Optional(Type.Array(Type.String())),
});
export type KvkkActionResult = Static<typeof KvkkActionResultDto>;

/** A destruction log entry (imha kaydı): never editable from the portal, kept at least three years. */
export const KvkkDestructionEntryDto = Type.Object({
  id: Type.Integer(),
  category: Type.Enum(KVKK_DATA_CATEGORIES),
  method: Type.Enum(KVKK_METHODS),
  reason: Type.Enum(KVKK_REASONS),
  count: Type.Integer(),
  requestId: Nullable(Type.Integer()),
  /** The Admin's username, or 'Sistem' for the retention job and a restore's re-application. */
  by: Type.String(),
  at: Type.String(),
});
export type KvkkDestructionEntry = Static<typeof KvkkDestructionEntryDto>;

/** GET /kvkk/destruction-log: ?page&pageSize&requestId, newest first, the total in x-total-count. */
export const KvkkDestructionLogQuery = Type.Object({ ...PAGING, requestId: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })) });
export interface KvkkDestructionLogParams {
  page?: number;
  pageSize?: number;
  requestId?: number;
}
/** GET /kvkk/destruction-log/export?format=xlsx|csv (xlsx the default): kvkk-imha-kayitlari.{xlsx|csv}. */
export const KvkkLogExportQuery = Type.Object({ format: Type.Optional(Type.String({ maxLength: 10, description: KVKK_LOG_EXPORT_FORMATS.join('|') })) });

const RetentionDto = Type.Object(
  Object.fromEntries(KVKK_RETENTION_CATEGORIES.map((c) => [c, Type.Integer()])) as Record<KvkkRetentionCategory, ReturnType<typeof Type.Integer>>,
);

/** GET/PUT /settings/kvkk (Admin): the KVKK tab, with the current notice version. */
export const KvkkSettingsDto = Type.Object({
  controllerTitle: Type.String(),
  address: Type.String(),
  email: Type.String(),
  kepAddress: Type.String(),
  emailProviderCountry: Type.String(),
  smsProviderCountry: Type.String(),
  /** What the notice says about a transfer abroad (Art. 9), or null when both providers are in Türkiye. */
  transferAbroad: Nullable(Type.String()),
  noticeText: Type.String(),
  retention: RetentionDto,
  /** The current notice's version (1 = the default text); a PUT with another text adds one. */
  noticeVersion: Type.Integer(),
  noticePublishedAt: Type.String(),
  /** When the retention job last ran (ISO), or null. */
  lastRetentionRunAt: Nullable(Type.String()),
});
export type KvkkSettings = Static<typeof KvkkSettingsDto>;

/** One version of the notice (GET /settings/kvkk/notice-versions, newest first; every version is kept). */
export const KvkkNoticeVersionDto = Type.Object({
  version: Type.Integer(),
  text: Type.String(),
  publishedAt: Type.String(),
  publishedBy: Type.String(),
});
export type KvkkNoticeVersion = Static<typeof KvkkNoticeVersionDto>;

/** GET /kvkk/notice (public, no login): the current notice and its controller. */
export const KvkkPublicNoticeDto = Type.Object({
  /** The version of the text shown: the portal's, or (noticeOf 'shop') the shop's own text's, counted per shop. */
  version: Type.Integer(),
  /** Whose text it is (issue 41 §3): a signature on the pad records the version with it. */
  noticeOf: Type.Union([Type.Literal('portal'), Type.Literal('shop')]),
  controllerTitle: Type.String(),
  address: Type.String(),
  email: Type.String(),
  kepAddress: Type.String(),
  text: Type.String(),
  publishedAt: Type.String(),
  /** The transfer abroad (Art. 9) and its safeguard, or null when there is none. */
  transferAbroad: Nullable(Type.String()),
  /** Issue 41 §3: the repair shop whose own controller this notice names; null for the portal's notice. */
  shopId: Nullable(Type.Integer()),
  /** A shop's own notice: the portal's operator (the KVKK tab's controller) as processor, by title; '' when none. */
  processorTitle: Type.String(),
  /** …and the notice's one sentence naming it (KVKK m. 3/1-ğ, m. 12/2); null when there is none. */
  processor: Nullable(Type.String()),
});
export type KvkkPublicNotice = Static<typeof KvkkPublicNoticeDto>;

/** GET /kvkk/notice?shop={id}: the notice of that repair shop (its own controller, else the portal's). */
export const KvkkNoticeQuery = Type.Object({ shop: Type.Optional(Type.String({ maxLength: 40, description: 'a repair shop id' })) });

/**
 * GET/PUT /repairshop/{id}/kvkk (issue 41 §3): the shop's own controller (all of title, address and
 * e-mail, or none: then its forms carry the portal's notice) and its own notice text ('' = the
 * portal's text under the shop's controller). Admin only.
 */
export const ShopKvkkDto = Type.Object({
  controllerTitle: Type.String(),
  address: Type.String(),
  email: Type.String(),
  kepAddress: Type.String(),
  noticeText: Type.String(),
  /** When it was last saved (ISO); null while the shop uses the portal's. */
  updatedAt: Nullable(Type.String()),
  /** The portal's controller (the KVKK tab), named as processor in the shop's notice; '' when not filled. */
  processorTitle: Type.String(),
});
export type ShopKvkk = Static<typeof ShopKvkkDto>;

export type KvkkRequestInput = BodyOf<typeof kvkkRequestCreateSchema>;
export type KvkkVerificationInput = BodyOf<typeof kvkkVerificationSchema>;
export type KvkkAnswerInput = BodyOf<typeof kvkkAnswerSchema>;
export type KvkkCorrectionInput = BodyOf<typeof kvkkCorrectionSchema>;
export type KvkkRequestStateInput = BodyOf<typeof kvkkRequestStateSchema>;
export type KvkkSettingsInput = BodyOf<typeof kvkkSettingsSchema>;
export type ShopKvkkInput = BodyOf<typeof shopKvkkSchema>;
