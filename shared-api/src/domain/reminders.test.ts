import { analyseReadings, parseTurkishDate, reminderStanding } from './reminders';

const today = '2027-01-04';

describe('reminder urgency (issue 44)', () => {
  it('by date: 30 and 7 days', () => {
    expect(reminderStanding({ dueDate: '2027-01-16' }, { today, currentKilometer: 0, kmPerDay: null })).toEqual({
      urgency: 'Yakın',
      dueReason: '12 gün kaldı',
    });
    expect(reminderStanding({ dueDate: '2027-02-03' }, { today, currentKilometer: 0, kmPerDay: null }).urgency).toBe('Yakın');
    expect(reminderStanding({ dueDate: '2027-02-04' }, { today, currentKilometer: 0, kmPerDay: null })).toEqual({ urgency: 'Uzak', dueReason: '31 gün kaldı' });
    expect(reminderStanding({ dueDate: '2027-01-11' }, { today, currentKilometer: 0, kmPerDay: null })).toEqual({
      urgency: 'Çok Yakın',
      dueReason: '7 gün kaldı',
    });
    expect(reminderStanding({ dueDate: '2027-01-04' }, { today, currentKilometer: 0, kmPerDay: null })).toEqual({ urgency: 'Çok Yakın', dueReason: 'Bugün' });
    expect(reminderStanding({ dueDate: '2027-01-01' }, { today, currentKilometer: 0, kmPerDay: null })).toEqual({
      urgency: 'Gecikti',
      dueReason: '3 gün gecikti',
    });
  });

  it('by km: 1,000 and 300 km, without readings to project from', () => {
    expect(reminderStanding({ dueKilometer: 61000 }, { today, currentKilometer: 60000, kmPerDay: null })).toEqual({
      urgency: 'Yakın',
      dueReason: '1.000 km kaldı',
    });
    expect(reminderStanding({ dueKilometer: 61001 }, { today, currentKilometer: 60000, kmPerDay: null }).urgency).toBe('Uzak');
    expect(reminderStanding({ dueKilometer: 60300 }, { today, currentKilometer: 60000, kmPerDay: null }).urgency).toBe('Çok Yakın');
    expect(reminderStanding({ dueKilometer: 59500 }, { today, currentKilometer: 60000, kmPerDay: null })).toEqual({
      urgency: 'Gecikti',
      dueReason: '500 km geçti',
    });
  });

  it('by km with a projected date', () => {
    expect(reminderStanding({ dueKilometer: 50450 }, { today, currentKilometer: 50000, kmPerDay: 15 })).toEqual({
      urgency: 'Yakın',
      dueReason: '450 km kaldı, tahmini 03.02.2027',
      projectedDate: '2027-02-03',
    });
    // 5,000 km left is far by km, but at 1,000 km a day it is 5 days away.
    expect(reminderStanding({ dueKilometer: 65000 }, { today, currentKilometer: 60000, kmPerDay: 1000 })).toEqual({
      urgency: 'Çok Yakın',
      dueReason: '5.000 km kaldı, tahmini 09.01.2027',
      projectedDate: '2027-01-09',
    });
  });

  it('with both, whichever comes first', () => {
    expect(reminderStanding({ dueDate: '2027-06-01', dueKilometer: 60200 }, { today, currentKilometer: 60000, kmPerDay: null })).toEqual({
      urgency: 'Çok Yakın',
      dueReason: '200 km kaldı',
    });
    expect(reminderStanding({ dueDate: '2027-01-06', dueKilometer: 90000 }, { today, currentKilometer: 60000, kmPerDay: null })).toEqual({
      urgency: 'Çok Yakın',
      dueReason: '2 gün kaldı',
    });
  });

  it('takes thresholds from the settings', () => {
    const t = { soonDays: 60, verySoonDays: 14, soonKilometers: 2000, verySoonKilometers: 500 };
    expect(reminderStanding({ dueDate: '2027-01-16' }, { today, currentKilometer: 0, kmPerDay: null }, t).urgency).toBe('Çok Yakın');
    expect(reminderStanding({ dueKilometer: 61500 }, { today, currentKilometer: 60000, kmPerDay: null }, t).urgency).toBe('Yakın');
  });
});

describe('kilometre readings (issue 44)', () => {
  it('projects km per day from believed readings and flags a lower or implausible one', () => {
    const a = analyseReadings([
      { at: '2026-01-01', kilometer: 40000, source: 'F1' },
      { at: '2026-04-11', kilometer: 41500, source: 'F2' },
      { at: '2026-05-01', kilometer: 39000, source: 'F3' },
      { at: '2026-04-12', kilometer: 45000, source: 'F4' },
      { at: '2026-07-20', kilometer: 43000, source: 'F5' },
    ]);
    expect(a.currentKilometer).toBe(43000);
    expect(a.used.map((r) => r.source)).toEqual(['F1', 'F2', 'F5']);
    expect(a.flagged.map((r) => [r.source, r.reason])).toEqual([
      ['F4', 'Günde 2.000 km üzeri'],
      ['F3', 'Önceki okumadan düşük'],
    ]);
    // 3,000 km over 200 days
    expect(a.kmPerDay).toBe(15);
  });

  it('has no projection from one reading', () => {
    expect(analyseReadings([{ at: '2026-01-01', kilometer: 1000 }])).toEqual({
      currentKilometer: 1000,
      used: [{ at: '2026-01-01', kilometer: 1000 }],
      flagged: [],
      kmPerDay: null,
    });
  });
});

describe('parseTurkishDate', () => {
  it('reads GG.AA.YYYY as the day it names', () => {
    expect(parseTurkishDate('03.02.2027')).toBe('2027-02-03');
    expect(parseTurkishDate(' 3.2.2027 ')).toBe('2027-02-03');
  });
  it('answers empty for nothing typed and null for what is no day', () => {
    expect(parseTurkishDate('')).toBe('');
    expect(parseTurkishDate('31.02.2027')).toBeNull();
    expect(parseTurkishDate('2027-02-03')).toBeNull();
    expect(parseTurkishDate('03.02.27')).toBeNull();
  });
});
