/**
 * The tenancy rule of every API operation, written once (issue 9, "Proofs that become part of
 * `npm test`"). tenancy-matrix.test.ts reads the served OpenAPI document and runs every operation
 * as {anonymous, Admin, Tamirci of the resource's shop ("own"), Tamirci of the other shop
 * ("other")} on a resource of shop A and one of shop B. An operation without a rule here fails the
 * test, and so does a rule whose operation left the document: a new endpoint states its rule here.
 *
 * Sources: the spec (core-journeys §6–§8), docs/decisions.md (tenancy entries), issue 9 (holes 3, 4, 10).
 */

/** 'allowed' is any 2xx; a number or a list is the exact refusal expected. */
import { ADMIN_ONLY, OPEN_TO_ALL, OWN_SHOP, SIGNED_IN, onOwnForm } from './tenancy-access';
import { COMPANY_RULES } from './tenancy-rules-companies';
import { NOTIFICATION_RULES } from './tenancy-rules-notifications';
import { REPAIR_SHOP_RULES } from './tenancy-rules-repair-shops';
import { USER_RULES } from './tenancy-rules-users';
import { SETTINGS_RULES } from './tenancy-rules-settings';
import { BACKUP_RULES } from './tenancy-rules-backups';
import { SYSTEM_LOG_RULES } from './tenancy-rules-system-logs';
import { FORM_SIGNATURE_RULES } from './tenancy-rules-form-signatures';
import { FORM_PDF_RULES } from './tenancy-rules-form-pdf';
import { REPAIR_WORK_RULES } from './tenancy-rules-repair-work';
import { FORM_PHOTO_RULES } from './tenancy-rules-form-photos';
import { KVKK_RULES } from './tenancy-rules-kvkk';
import { INVOICE_RULES } from './tenancy-rules-invoices';
import { REMINDER_RULES } from './tenancy-rules-reminders';

export type Expect = 'allowed' | number | readonly number[];

/** Recognisable values of a shop's fixtures, looked for in answer bodies. */
export type Marker =
  'plate' | 'ownerName' | 'driverPhone' | 'companyName' | 'companyEmail' | 'companyPhone' | 'companyAddress' | 'formNumber' | 'token' | 'shopName';

export const ALL_MARKERS: readonly Marker[] = [
  'plate',
  'ownerName',
  'driverPhone',
  'companyName',
  'companyEmail',
  'companyPhone',
  'companyAddress',
  'formNumber',
  'token',
  'shopName',
];

/** The resource of one cell: the shop's standing fixtures, or throw-away copies for writes. */
export interface CellResource {
  shopId: number;
  shopName: string;
  companyId: number;
  companyName: string;
  vehicleId: number;
  plate: string;
  ownerName: string;
  driverPhone: string;
  /** 0 / '' when the rule asks for a vehicle without forms. */
  formId: number;
  formNumber: string;
  token: string;
  /** A Tamirci of this shop made for this cell (login cells). */
  username: string;
  password: string;
  /** The id of that Tamirci (user endpoints). */
  userId: number;
  /** A notification (the e-mail of the cell's form, or of its company when the cell has no form). */
  notificationId: number;
  /** A photo of the cell's form (0 when the cell has no form). */
  photoId: number;
  /** KVKK requests (issue 30) about nobody of the cell: a Silme and a Düzeltme one. */
  kvkkEraseId: number;
  kvkkCorrectionId: number;
  /** A sale invoice of the cell's form (issue 43; 0 when the cell has no form). */
  invoiceId: number;
  /** Issue 41 §2: a request not yet verified, and one answered (its letter can be read). */
  kvkkFreshId: number;
  kvkkAnsweredId: number;
  /** A reminder of the cell's vehicle (issue 44). */
  reminderId: number;
  /** Unused values for bodies that create something. */
  freshPlate: string;
  freshName: string;
}

export type Ref =
  | 'vehicleId'
  | 'formId'
  | 'token'
  | 'plate'
  | 'companyId'
  | 'shopId'
  | 'userId'
  | 'notificationId'
  | 'photoId'
  | 'kvkkEraseId'
  | 'kvkkCorrectionId'
  | 'invoiceId'
  | 'kvkkFreshId'
  | 'kvkkAnsweredId'
  | 'reminderId';

export interface OperationRule {
  /** Why the rule is what it is. */
  why: string;
  anonymous: Expect;
  admin: Expect;
  /** Tamirci of the shop that owns the cell's resource. */
  own: Expect;
  /** Tamirci of the other shop. */
  other: Expect;
  /** Path parameters, filled from the cell's resource. */
  params?: Record<string, Ref>;
  query?: (r: CellResource) => Record<string, string>;
  body?: (r: CellResource) => unknown;
  /** Runs on throw-away copies of the resources (default: every method but GET). */
  destructive?: boolean;
  /** The throw-away vehicle has no form (a vehicle with forms cannot be deleted: 409). */
  withoutForm?: boolean;
  /** The acting token is a fresh login, so the cell cannot end the standing sessions. */
  freshSession?: boolean;
  /** Fields that must be null in an allowed answer to the other shop (and to anonymous). */
  hiddenFromOther?: readonly string[];
  /** Markers of the resource's shop an allowed answer to the other shop (or anonymous) may carry. */
  otherMayShow?: readonly Marker[];
  /** Markers an allowed Admin or own answer must carry, so the cell cannot pass by being empty. */
  ownShows?: readonly Marker[];
  /** Every refusal of this operation carries a message matching this. */
  refusalMessage?: RegExp;
}

const vehicleBody = (r: CellResource, plate: string) => ({
  plateNumber: plate,
  brand: 'Ford',
  model: 'Transit',
  vehicleType: 'Kamyonet',
  kilometer: 130000,
  ownerName: r.ownerName,
  driverPhone: r.driverPhone,
  companyId: r.companyId,
});

const CONTACT_FIELDS = ['driverPhone', 'companyEmail', 'companyPhone', 'companyAddress'] as const;

/**
 * Hole 3: a form for a vehicle whose company is not linked to the caller's shop needs what a
 * repair shop has in front of it, the plate (as plate search gives it), in this body field; a bare
 * vehicleId is refused. The link made that way lasts only as long as the form that made it.
 */
export const PLATE_PROOF_FIELD = 'plateNumber';

const CORE_RULES: Record<string, OperationRule> = {
  'GET /api/health': {
    why: 'liveness for load balancers; no data',
    ...OPEN_TO_ALL,
  },
  'GET /api/health/ready': {
    why: 'readiness for load balancers (database reachable, migrations current); no data',
    ...OPEN_TO_ALL,
  },

  'POST /api/auth/login': {
    why: 'public; the credentials are the permission (the answer describes the account logged in to)',
    ...OPEN_TO_ALL,
    body: (r) => ({ username: r.username, password: r.password }),
    destructive: true,
    otherMayShow: ALL_MARKERS,
  },
  'POST /api/auth/register': {
    why: 'hole 10: admins create every account; registration answers 403 with a Turkish text, for everyone',
    anonymous: 403,
    admin: 403,
    own: 403,
    other: 403,
    body: (r) => ({ username: r.freshName.replace(/\W/g, '').toLowerCase(), password: 'Sifre!123', firstName: 'Yeni', lastName: 'Kullanıcı' }),
    refusalMessage: /yönetici/i,
  },
  'POST /api/auth/logout': {
    why: 'answers 200 with or without a (valid) token; the client clears its session either way',
    ...OPEN_TO_ALL,
    freshSession: true,
  },
  'POST /api/auth/refresh-token': {
    why: 'any signed-in user renews their own token',
    ...SIGNED_IN,
    freshSession: true,
  },

  'GET /api/vehicles': {
    why: 'Admin: every vehicle; Tamirci: vehicles of companies linked to their shop (another company id: empty list)',
    ...SIGNED_IN,
    query: (r) => ({ companyId: String(r.companyId) }),
    ownShows: ['plate', 'driverPhone'],
  },
  'POST /api/vehicles': {
    why: 'a Tamirci adds vehicles only to companies linked to their shop',
    anonymous: 401,
    admin: 'allowed',
    own: 'allowed',
    other: 403,
    body: (r) => vehicleBody(r, r.freshPlate),
  },
  'GET /api/vehicles/search/{plate}': {
    why: 'plate search is system-wide; contact details of an unlinked company stay hidden (ARCHITECTURE §3)',
    ...SIGNED_IN,
    params: { plate: 'plate' },
    hiddenFromOther: CONTACT_FIELDS,
    otherMayShow: ['plate', 'ownerName', 'companyName'],
    ownShows: ['plate', 'driverPhone', 'companyEmail'],
  },
  'GET /api/vehicles/{id}': {
    why: 'hole 4: enumeration by id must not show another shop’s vehicles (only plate search is system-wide)',
    ...OWN_SHOP,
    params: { id: 'vehicleId' },
    ownShows: ['plate', 'driverPhone'],
  },
  'PUT /api/vehicles/{id}': {
    why: 'a Tamirci edits only vehicles of companies linked to their shop',
    anonymous: 401,
    admin: 'allowed',
    own: 'allowed',
    other: [403, 404],
    params: { id: 'vehicleId' },
    body: (r) => vehicleBody(r, r.plate),
  },
  'DELETE /api/vehicles/{id}': {
    why: 'a Tamirci deletes only vehicles of companies linked to their shop',
    anonymous: 401,
    admin: 'allowed',
    own: 'allowed',
    other: [403, 404],
    params: { id: 'vehicleId' },
    withoutForm: true,
  },

  'POST /api/repairform': {
    why:
      'hole 3: a bare vehicleId of a vehicle whose company is not linked to the caller’s shop is refused (the plate is needed), ' +
      'like an unknown vehicle (400 vehicleMissing) or as 403/404, and nothing is written or linked',
    anonymous: 401,
    admin: 'allowed',
    own: 'allowed',
    other: [400, 403, 404],
    body: (r) => ({ vehicleId: r.vehicleId, descriptionLines: ['Fren balatası sesi'] }),
  },
  'GET /api/repairform': {
    why: 'Admin: every form (optionally one shop’s); Tamirci: their shop’s forms only, whatever repairShopId says',
    ...SIGNED_IN,
    query: (r) => ({ repairShopId: String(r.shopId) }),
    ownShows: ['formNumber'],
  },
  'DELETE /api/repairform/{id}': onOwnForm('forms of another shop are not found (404, not 403)'),
  'GET /api/repairform/{id}': onOwnForm('forms of another shop are not found (404, not 403)', { ownShows: ['formNumber', 'token'] }),
  'GET /api/repairform/public/{token}': {
    why: 'no login: the link token is the permission (core-journeys §6)',
    ...OPEN_TO_ALL,
    params: { token: 'token' },
    otherMayShow: ALL_MARKERS,
    ownShows: ['formNumber'],
  },
  'POST /api/repairform/{id}/link': onOwnForm('forms of another shop are not found', { body: () => ({ validityDays: 7 }) }),
  'POST /api/repairform/{id}/send': onOwnForm('forms of another shop are not found', {
    body: (r) => ({ repairFormId: r.formId, email: 'paylasim@example.com', phone: null, sendEmail: true, sendSms: false }),
  }),

  'GET /api/dashboard/admin': {
    why: 'Admin only',
    ...ADMIN_ONLY,
  },
  'GET /api/dashboard/tamirci': {
    why: 'a Tamirci’s own shop figures; not for Admin',
    anonymous: 401,
    admin: 403,
    own: 'allowed',
    other: 'allowed',
    ownShows: ['formNumber'],
  },
  'GET /api/forms/vehicle/{id}': {
    why: 'as GET /api/vehicles/{id}: a vehicle the caller may not see is not found (no enumeration by id)',
    ...OWN_SHOP,
    params: { id: 'vehicleId' },
    ownShows: ['formNumber'],
  },
  'GET /api/drivers': {
    why: 'Admin only (core-journeys §6)',
    ...ADMIN_ONLY,
    query: (r) => ({ companyId: String(r.companyId) }),
    ownShows: ['ownerName', 'plate'],
  },
  'GET /api/drivers/statistics': {
    why: 'Admin only, as the drivers list: the stat cards count every driver of every company',
    ...ADMIN_ONLY,
  },
  'GET /api/settings': {
    why: 'Admin: every section (secrets masked); Tamirci: the system name, the form redirect timeout and the password minimum only',
    ...SIGNED_IN,
  },
};

/** Every rule: the operations' core above, and one file per administration area beside it. */
export const RULES: Record<string, OperationRule> = {
  ...CORE_RULES,
  ...USER_RULES,
  ...REPAIR_SHOP_RULES,
  ...COMPANY_RULES,
  ...NOTIFICATION_RULES,
  ...SETTINGS_RULES,
  ...BACKUP_RULES,
  ...SYSTEM_LOG_RULES,
  ...FORM_SIGNATURE_RULES,
  ...FORM_PDF_RULES,
  ...REPAIR_WORK_RULES,
  ...FORM_PHOTO_RULES,
  ...KVKK_RULES,
  ...INVOICE_RULES,
  ...REMINDER_RULES,
};
