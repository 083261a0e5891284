import { ALL_MOVE_PAIRS, STATUSES_IN_ORDER, type MoveMaker } from '../testing/repair-moves-table';
import {
  allowedMoves,
  canMove,
  canSendEstimate,
  isFinalStatus,
  manualMoves,
  moveSource,
  REPAIR_MOVES,
  REPAIR_STATUSES,
  type MoveSource,
} from './repair-status';

// Issue 40: the rule is checked against the 64 pairs written out by hand (testing/repair-moves-table.ts,
// from issue 28's steps), never against REPAIR_MOVES itself.

const SOURCE_OF: Record<Exclude<MoveMaker, null>, MoveSource> = { shop: 'manual', estimate: 'estimate', company: 'approval', lines: 'lines' };

describe('the repair status moves, pinned to the 64 pairs written out by hand', () => {
  it('knows the same eight statuses', () => {
    expect([...REPAIR_STATUSES]).toEqual([...STATUSES_IN_ORDER]);
    expect(ALL_MOVE_PAIRS).toHaveLength(64);
  });

  it('gives every pair the maker the table names, or none', () => {
    const wrong = ALL_MOVE_PAIRS.filter(({ from, to, maker }) => moveSource(from, to) !== (maker === null ? null : SOURCE_OF[maker])).map(
      ({ from, to, maker }) => `${from} → ${to}: expected ${maker ?? 'not allowed'}, code says ${moveSource(from, to) ?? 'not allowed'}`,
    );
    expect(wrong).toEqual([]);
  });

  it('has no move besides the 64 pairs’ allowed ones, and none twice', () => {
    const expected = ALL_MOVE_PAIRS.filter((pair) => pair.maker !== null).map(({ from, to, maker }) => `${from} → ${to} (${SOURCE_OF[maker!]})`);
    const actual = REPAIR_MOVES.map(({ from, to, by }) => `${from} → ${to} (${by})`);
    expect([...actual].sort()).toEqual([...expected].sort());
  });

  it('offers as status buttons exactly the moves Tamirci/Admin make by hand', () => {
    for (const from of STATUSES_IN_ORDER) {
      const byHand = ALL_MOVE_PAIRS.filter((pair) => pair.from === from && pair.maker === 'shop').map((pair) => pair.to);
      expect({ from, buttons: [...manualMoves(from)].sort() }).toEqual({ from, buttons: [...byHand].sort() });
      for (const to of STATUSES_IN_ORDER) {
        expect({ from, to, manual: canMove(from, to, 'manual') }).toEqual({ from, to, manual: byHand.includes(to) });
      }
    }
  });

  it('offers Teklif Gönder exactly where the table lets an estimate move to Onay Bekliyor', () => {
    const withEstimate = STATUSES_IN_ORDER.filter((from) => canSendEstimate(from));
    expect(withEstimate).toEqual(ALL_MOVE_PAIRS.filter((pair) => pair.maker === 'estimate' && pair.to === 'Onay Bekliyor').map((pair) => pair.from));
  });

  it('makes final exactly the statuses with no move out', () => {
    const finals = STATUSES_IN_ORDER.filter((from) => ALL_MOVE_PAIRS.every((pair) => pair.from !== from || pair.maker === null));
    expect(finals).toEqual(['Teslim Edildi', 'İptal']);
    expect(STATUSES_IN_ORDER.filter(isFinalStatus)).toEqual(finals);
    for (const from of finals) expect(allowedMoves(from)).toEqual([]);
  });
});
