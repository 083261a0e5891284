import { isLogDate } from '../schemas/system-log';
import { fakeApi } from '../testing/fake-api';
import { fileNameOf } from './file-download';
import { exportLogs } from './system-logs';

describe('log export file', () => {
  it('reads the name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="logs_2026-11-01_2026-11-23.xlsx"')).toBe('logs_2026-11-01_2026-11-23.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''logs_2026-11-01_2026-11-23.csv")).toBe('logs_2026-11-01_2026-11-23.csv');
    expect(fileNameOf('attachment; filename=logs_a_b.json')).toBe('logs_a_b.json');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(undefined)).toBeNull();
  });

  it('falls back to logs_{start}_{end}.{ext} and gives the refusal’s field errors', async () => {
    const ok = fakeApi({ 'POST /logs/export': { status: 200, data: '[]', headers: { 'content-type': 'application/json' } } });
    const file = await exportLogs(ok.api, { startDate: '2026-11-01', endDate: '2026-11-02', format: 'JSON' });
    expect(file.fileName).toBe('logs_2026-11-01_2026-11-02.json');
    expect(file.blob.size).toBe(2);
    const refused = fakeApi({
      'POST /logs/export': { status: 400, data: { message: 'Girilen bilgiler geçersiz', errors: { startDate: ['Başlangıç tarihi zorunludur'] } } },
    });
    await expect(exportLogs(refused.api, { startDate: '', endDate: '2026-11-02' })).rejects.toMatchObject({
      status: 400,
      errors: { startDate: ['Başlangıç tarihi zorunludur'] },
    });
    expect(refused.calls[0].body).toEqual({ endDate: '2026-11-02' });
  });
});

describe('log filter dates', () => {
  it('takes a day or an ISO date-time, with or without a zone', () => {
    for (const ok of ['2026-11-23', '2026-11-23T14:30', '2026-11-23T14:30:05', '2026-11-23T14:30:05.123Z', '2026-11-23T14:30+03:00', '2026-11-23 14:30']) {
      expect(isLogDate(ok)).toBe(true);
    }
    for (const bad of ['2026-02-30', '23.11.2026', '2026-11-23T24:00', 'dün', '2026-11-23T14:30:05+3']) expect(isLogDate(bad)).toBe(false);
  });
});
