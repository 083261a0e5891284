import { MSG } from './messages';

/**
 * The repair's steps (issue 28), in Turkish on every screen. A form starts at 'Beklemede' (the
 * spec's initial status); 'Teslim Edildi' and 'İptal' are final.
 */
export const REPAIR_STATUSES = ['Beklemede', 'Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İşlemde', 'Tamamlandı', 'Teslim Edildi', 'İptal'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const INITIAL_REPAIR_STATUS: RepairStatus = 'Beklemede';

export const isRepairStatus = (value: unknown): value is RepairStatus => REPAIR_STATUSES.includes(value as RepairStatus);

/**
 * Who makes a move:
 * - 'manual': the shop, with a status button (PUT /repairform/{id}/status);
 * - 'estimate': the shop's 'Teklif Gönder' (POST /repairform/{id}/estimate), which e-mails the company;
 * - 'approval': the company's answer from its link (POST /repairform/public/{token}/approval);
 * - 'lines': the server, when the lines change after the company approved them.
 */
export const MOVE_SOURCES = ['manual', 'estimate', 'approval', 'lines'] as const;
export type MoveSource = (typeof MOVE_SOURCES)[number];

export interface RepairMove {
  from: RepairStatus;
  to: RepairStatus;
  by: MoveSource;
}

/**
 * The one table of allowed moves: the screens read it for the buttons they offer, the server for
 * the moves it refuses (409). Decisions (docs/decisions.md, issue 28):
 * - Onay Bekliyor is reached only by sending an estimate (it e-mails the company); sending again
 *   while it waits (after the lines changed) is the self-move Onay Bekliyor → Onay Bekliyor.
 * - Onaylandı / Reddedildi only by the company's answer from its link.
 * - Reddedildi goes back to Onay Bekliyor only with a new estimate, or to İptal.
 * - Changing the lines after the company approved (Onaylandı, or İşlemde after an approval) sends
 *   the form back to Onay Bekliyor.
 * - İptal from any step before Teslim Edildi; Teslim Edildi and İptal are final.
 */
export const REPAIR_MOVES: readonly RepairMove[] = [
  { from: 'Beklemede', to: 'Onay Bekliyor', by: 'estimate' },
  { from: 'Beklemede', to: 'İşlemde', by: 'manual' },
  { from: 'Beklemede', to: 'İptal', by: 'manual' },
  { from: 'Onay Bekliyor', to: 'Onay Bekliyor', by: 'estimate' },
  { from: 'Onay Bekliyor', to: 'Onaylandı', by: 'approval' },
  { from: 'Onay Bekliyor', to: 'Reddedildi', by: 'approval' },
  { from: 'Onay Bekliyor', to: 'İptal', by: 'manual' },
  { from: 'Onaylandı', to: 'İşlemde', by: 'manual' },
  { from: 'Onaylandı', to: 'Onay Bekliyor', by: 'lines' },
  { from: 'Onaylandı', to: 'İptal', by: 'manual' },
  { from: 'Reddedildi', to: 'Onay Bekliyor', by: 'estimate' },
  { from: 'Reddedildi', to: 'İptal', by: 'manual' },
  { from: 'İşlemde', to: 'Tamamlandı', by: 'manual' },
  { from: 'İşlemde', to: 'Onay Bekliyor', by: 'lines' },
  { from: 'İşlemde', to: 'İptal', by: 'manual' },
  { from: 'Tamamlandı', to: 'Teslim Edildi', by: 'manual' },
  { from: 'Tamamlandı', to: 'İptal', by: 'manual' },
];

/** The statuses `status` may move to (any source, or only `by`), in the table's order. */
export function allowedMoves(status: string, by?: MoveSource): RepairStatus[] {
  return REPAIR_MOVES.filter((move) => move.from === status && (by === undefined || move.by === by)).map((move) => move.to);
}

/** Whether `from` → `to` is in the table (made by `by`, when given). */
export function canMove(from: string, to: string, by?: MoveSource): boolean {
  return REPAIR_MOVES.some((move) => move.from === from && move.to === to && (by === undefined || move.by === by));
}

/** Who makes `from` → `to`, or null when the table has no such move. */
export function moveSource(from: string, to: string): MoveSource | null {
  return REPAIR_MOVES.find((move) => move.from === from && move.to === to)?.by ?? null;
}

/** The moves a status button makes (PUT status): the screen's buttons for a form in `status`. */
export const manualMoves = (status: string): RepairStatus[] => allowedMoves(status, 'manual');

export const isFinalStatus = (status: string): boolean => allowedMoves(status).length === 0;

/** 'Teklif Gönder' is offered (and accepted) in these statuses. */
export const canSendEstimate = (status: string): boolean => allowedMoves(status, 'estimate').includes('Onay Bekliyor');

/** Lines can change until Tamamlandı (issue 28): not once the work is done, delivered or cancelled. */
export const LINES_LOCKED_STATUSES: readonly RepairStatus[] = ['Tamamlandı', 'Teslim Edildi', 'İptal'];
export const canEditLines = (status: string): boolean => isRepairStatus(status) && !LINES_LOCKED_STATUSES.includes(status);

/**
 * A delivered or cancelled form is a record of what happened (issue 40): it is kept, never deleted.
 * Answers the refusal's text, or null when the form may be deleted (its signatures are checked apart).
 */
export function formDeleteRefusal(status: string): string | null {
  if (status === 'Teslim Edildi') return MSG.deliveredFormLocked;
  if (status === 'İptal') return MSG.cancelledFormLocked;
  return null;
}

/** The company answers only while its estimate waits (Onay Bekliyor). */
export const canAnswerEstimate = (status: string): boolean => allowedMoves(status, 'approval').length > 0;

/** The company's two answers and the statuses they lead to. */
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];
export const APPROVAL_STATUS: Record<ApprovalDecision, RepairStatus> = { approve: 'Onaylandı', reject: 'Reddedildi' };
/** The public page's buttons. */
export const APPROVAL_LABELS: Record<ApprovalDecision, string> = { approve: 'Teklifi Onayla', reject: 'Reddet' };

/** The statuses in which a form counts as open work (dashboard: open work at a glance). */
export const OPEN_REPAIR_STATUSES: readonly RepairStatus[] = ['Beklemede', 'Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İşlemde', 'Tamamlandı'];

/** A badge's tone per status, for the screens (shared-ui badges). */
export const REPAIR_STATUS_TONES: Record<RepairStatus, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  Beklemede: 'neutral',
  'Onay Bekliyor': 'warning',
  Onaylandı: 'success',
  Reddedildi: 'danger',
  İşlemde: 'info',
  Tamamlandı: 'success',
  'Teslim Edildi': 'neutral',
  İptal: 'danger',
};

/** The button text of a manual move, by its target. */
export const MOVE_LABELS: Partial<Record<RepairStatus, string>> = {
  İşlemde: 'İşleme Al',
  Tamamlandı: 'Tamamlandı',
  'Teslim Edildi': 'Teslim Et',
  İptal: 'İptal Et',
};
