import { formatDate, formatDateInWords, formatDateTime, formatFullName, formatInitials, formatLongDate, toDayKey } from './index';

describe('Turkish formatters', () => {
  const date = new Date(2026, 10, 21, 14, 5);

  it('formats dates in tr-TR', () => {
    expect(formatDateTime(date)).toBe('21.11.2026 14:05');
    expect(formatDate(date)).toBe('21.11.2026');
    expect(formatLongDate(date)).toBe('21 Kasım 2026 Cumartesi');
    expect(formatDateTime(date.toISOString())).toBe('21.11.2026 14:05');
    expect(toDayKey(date)).toBe('2026-11-21');
  });

  it("writes a day in words in Turkey's time, whatever the device's zone", () => {
    expect(formatDateInWords('2026-12-12T08:00:00.000Z')).toBe('12 Aralık 2026');
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    expect(formatDateInWords('2026-12-11T22:30:00.000Z')).toBe('12 Aralık 2026');
    expect(formatDateInWords(undefined)).toBe('-');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });

  it('makes initials and full names in Turkish upper case', () => {
    expect(formatInitials('ismail', 'öztürk')).toBe('İÖ');
    expect(formatInitials('', '', 'admin')).toBe('AD');
    expect(formatFullName('Ayşe', 'Yılmaz')).toBe('Ayşe Yılmaz');
    expect(formatFullName('', null, 'tamirci1')).toBe('tamirci1');
  });
});
