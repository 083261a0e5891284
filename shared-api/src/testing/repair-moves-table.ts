/**
 * The 64 from → to pairs of the eight repair statuses, written out by hand from issue 28's steps
 * and the decisions recorded for it (docs/decisions.md "The repair followed to delivery: the
 * contract"), NOT read from `REPAIR_MOVES`: the tests of the shared-api rule and of the server
 * compare the code against this table, so a move added to (or dropped from) the code's table
 * fails a test. Test-only; never imported by application code.
 *
 * Who may make a move:
 * - 'shop':    Tamirci or Admin, by hand, with a status button (PUT /api/repairform/{id}/status);
 * - 'estimate': Tamirci or Admin, by hand, only through 'Teklif Gönder' (POST …/estimate), which
 *               e-mails the company; a status button cannot make it;
 * - 'company': only the system, on the company's answer from its link (POST
 *               /api/repairform/public/{token}/approval);
 * - 'lines':   only the system, when the lines change after the company approved;
 * - null:      not allowed at all.
 */
export type MoveMaker = 'shop' | 'estimate' | 'company' | 'lines' | null;

export const STATUSES_IN_ORDER = ['Beklemede', 'Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İşlemde', 'Tamamlandı', 'Teslim Edildi', 'İptal'] as const;
export type StatusName = (typeof STATUSES_IN_ORDER)[number];

export const MOVES_BY_HAND: Record<StatusName, Record<StatusName, MoveMaker>> = {
  // The first step. A shop that does not ask for approval goes straight to İşlemde.
  Beklemede: {
    Beklemede: null,
    'Onay Bekliyor': 'estimate',
    Onaylandı: null,
    Reddedildi: null,
    İşlemde: 'shop',
    Tamamlandı: null,
    'Teslim Edildi': null,
    İptal: 'shop',
  },
  // Waiting for the company: only its answer moves on; no skipping the approval to İşlemde.
  'Onay Bekliyor': {
    Beklemede: null,
    'Onay Bekliyor': 'estimate',
    Onaylandı: 'company',
    Reddedildi: 'company',
    İşlemde: null,
    Tamamlandı: null,
    'Teslim Edildi': null,
    İptal: 'shop',
  },
  Onaylandı: {
    Beklemede: null,
    'Onay Bekliyor': 'lines',
    Onaylandı: null,
    Reddedildi: null,
    İşlemde: 'shop',
    Tamamlandı: null,
    'Teslim Edildi': null,
    İptal: 'shop',
  },
  // The company said no: a new estimate, or İptal.
  Reddedildi: {
    Beklemede: null,
    'Onay Bekliyor': 'estimate',
    Onaylandı: null,
    Reddedildi: null,
    İşlemde: null,
    Tamamlandı: null,
    'Teslim Edildi': null,
    İptal: 'shop',
  },
  // Work under way: done first (Tamamlandı), never delivered straight from İşlemde.
  İşlemde: {
    Beklemede: null,
    'Onay Bekliyor': 'lines',
    Onaylandı: null,
    Reddedildi: null,
    İşlemde: null,
    Tamamlandı: 'shop',
    'Teslim Edildi': null,
    İptal: 'shop',
  },
  Tamamlandı: {
    Beklemede: null,
    'Onay Bekliyor': null,
    Onaylandı: null,
    Reddedildi: null,
    İşlemde: null,
    Tamamlandı: null,
    'Teslim Edildi': 'shop',
    İptal: 'shop',
  },
  // Final.
  'Teslim Edildi': {
    Beklemede: null,
    'Onay Bekliyor': null,
    Onaylandı: null,
    Reddedildi: null,
    İşlemde: null,
    Tamamlandı: null,
    'Teslim Edildi': null,
    İptal: null,
  },
  // Final.
  İptal: {
    Beklemede: null,
    'Onay Bekliyor': null,
    Onaylandı: null,
    Reddedildi: null,
    İşlemde: null,
    Tamamlandı: null,
    'Teslim Edildi': null,
    İptal: null,
  },
};

/** Every pair with who may make it, in table order (64 rows). */
export const ALL_MOVE_PAIRS: { from: StatusName; to: StatusName; maker: MoveMaker }[] = STATUSES_IN_ORDER.flatMap((from) =>
  STATUSES_IN_ORDER.map((to) => ({ from, to, maker: MOVES_BY_HAND[from][to] })),
);
