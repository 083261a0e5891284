import { allowedMoves, canEditLines, canMove, canSendEstimate, isFinalStatus, manualMoves, REPAIR_MOVES, REPAIR_STATUSES } from './repair-status';

describe('the repair status table', () => {
  it('has the issue’s steps in Turkish, Beklemede first', () => {
    expect(REPAIR_STATUSES).toEqual(['Beklemede', 'Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İşlemde', 'Tamamlandı', 'Teslim Edildi', 'İptal']);
  });

  it('lets a shop that asks no approval go Beklemede → İşlemde directly', () => {
    expect(canMove('Beklemede', 'İşlemde', 'manual')).toBe(true);
    expect(manualMoves('Beklemede')).toEqual(['İşlemde', 'İptal']);
  });

  it('reaches Onay Bekliyor only by an estimate (or lines changed after approval), Onaylandı/Reddedildi only by the answer', () => {
    for (const move of REPAIR_MOVES) {
      if (move.to === 'Onay Bekliyor') expect(['estimate', 'lines']).toContain(move.by);
      if (move.to === 'Onaylandı' || move.to === 'Reddedildi') expect(move.by).toBe('approval');
    }
    expect(canMove('Onay Bekliyor', 'Onaylandı', 'manual')).toBe(false);
    expect(canMove('Onay Bekliyor', 'Onaylandı', 'approval')).toBe(true);
  });

  it('offers İptal from every step before Teslim Edildi, and nothing after the final ones', () => {
    for (const status of REPAIR_STATUSES.filter((s) => s !== 'Teslim Edildi' && s !== 'İptal')) expect(canMove(status, 'İptal', 'manual')).toBe(true);
    expect(allowedMoves('Teslim Edildi')).toEqual([]);
    expect(allowedMoves('İptal')).toEqual([]);
    expect(isFinalStatus('Teslim Edildi')).toBe(true);
    expect(isFinalStatus('İşlemde')).toBe(false);
  });

  it('Reddedildi goes on only with a new estimate or to İptal', () => {
    expect(allowedMoves('Reddedildi')).toEqual(['Onay Bekliyor', 'İptal']);
    expect(canSendEstimate('Reddedildi')).toBe(true);
    expect(canSendEstimate('İşlemde')).toBe(false);
  });

  it('keeps lines editable until Tamamlandı', () => {
    expect(REPAIR_STATUSES.filter(canEditLines)).toEqual(['Beklemede', 'Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İşlemde']);
  });
});
