import { fakeApi } from '../testing/fake-api';
import { kvkkDueDate, kvkkOverdue } from '../domain/kvkk';
import { istanbulToday, kvkkCorrectionSchema, kvkkRequestCreateSchema, kvkkSettingsSchema } from '../schemas/kvkk';
import { KVKK_DEFAULT_NOTICE, KVKK_RETENTION_DEFAULTS } from '../domain/kvkk';
import { createKvkkRequest, eraseKvkkPerson, exportKvkkRequest, listKvkkRequests } from './kvkk';

describe('KVKK endpoints', () => {
  it('pages the requests with x-total-count and posts a request', async () => {
    const { api, calls } = fakeApi({
      'GET /kvkk/requests': { status: 200, data: [{ id: 1 }], headers: { 'x-total-count': '51' } },
      'POST /kvkk/requests': { status: 201, data: { id: 2 } },
      'POST /kvkk/requests/2/erase': { status: 200, data: { message: 'ok' } },
    });
    const page = await listKvkkRequests(api, { page: 2, state: 'Açık' });
    expect(page).toMatchObject({ totalCount: 51, page: 2, pageSize: 50, totalPages: 2 });
    expect(calls[0].params).toEqual({ page: 2, pageSize: 50, state: 'Açık' });
    const body = {
      applicantName: 'Ali Veli',
      tckn: '10000000146',
      noticeAddress: 'Kadıköy, İstanbul',
      subject: 'Verilerimin silinmesi',
      channel: 'Kayıtlı E-posta' as const,
      receivedAt: '2026-11-01',
      kind: 'Silme' as const,
      phone: '05321234567',
    };
    expect(await createKvkkRequest(api, body)).toEqual({ id: 2 });
    expect(calls[1].body).toEqual(body);
    expect(await eraseKvkkPerson(api, 2)).toEqual({ message: 'ok' });
  });

  it('downloads the export named for the request', async () => {
    const { api, calls } = fakeApi({
      'GET /kvkk/requests/7/export': { status: 200, data: '{}', headers: { 'content-type': 'application/json' } },
    });
    const file = await exportKvkkRequest(api, 7, 'json');
    expect(file.fileName).toBe('kvkk-basvuru-7.json');
    expect(calls[0].params).toEqual({ format: 'json' });
  });
});

describe('KVKK contract', () => {
  it('puts the due date 30 days on and finds the overdue', () => {
    expect(kvkkDueDate('2026-11-01')).toBe('2026-12-01');
    expect(kvkkDueDate('2026-02-10')).toBe('2026-03-12');
    expect(kvkkOverdue({ state: 'Açık', dueAt: '2026-11-01' }, '2026-11-02')).toBe(true);
    expect(kvkkOverdue({ state: 'Tamamlandı', dueAt: '2026-11-01' }, '2026-11-02')).toBe(false);
  });

  it('checks a request: what the Tebliğ asks, a person to find, a real past date, the channel and kind', async () => {
    const base = { applicantName: 'Ali', tckn: '10000000146', noticeAddress: 'Kadıköy, İstanbul', subject: 'Bilgi talebi' };
    const ok = await kvkkRequestCreateSchema.validate({
      ...base,
      applicantName: ' Ali ',
      channel: 'KEP',
      receivedAt: '2026-11-01',
      kind: 'Bilgi',
      phone: '0532 123 45 67',
    });
    expect(ok).toMatchObject({ applicantName: 'Ali', phone: '05321234567', name: '' });
    await expect(kvkkRequestCreateSchema.validate({ ...base, channel: 'KEP', receivedAt: '2026-11-01', kind: 'Bilgi' })).rejects.toThrow(
      'Kişiyi bulmak için telefon numarası veya ad soyad giriniz',
    );
    await expect(kvkkRequestCreateSchema.validate({ ...base, tckn: '', channel: 'KEP', receivedAt: '2026-11-01', kind: 'Bilgi', name: 'A' })).rejects.toThrow(
      'T.C. kimlik numarası veya yabancılar için uyruk ve pasaport/kimlik numarası zorunludur',
    );
    // The two check digits: the last digit changed is refused.
    await expect(
      kvkkRequestCreateSchema.validate({ ...base, tckn: '10000000147', channel: 'KEP', receivedAt: '2026-11-01', kind: 'Bilgi', name: 'A' }),
    ).rejects.toThrow('Geçerli bir T.C. kimlik numarası giriniz (11 hane)');
    await expect(kvkkRequestCreateSchema.validate({ ...base, channel: 'E-posta', receivedAt: '2026-11-01', kind: 'Bilgi', name: 'A' })).rejects.toThrow(
      'Başvuru kanalı',
    );
    const tomorrow = new Date(Date.parse(`${istanbulToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect(kvkkRequestCreateSchema.validate({ ...base, channel: 'KEP', receivedAt: tomorrow, kind: 'Bilgi', name: 'A' })).rejects.toThrow(
      'Başvuru tarihi',
    );
    await expect(kvkkCorrectionSchema.validate({})).rejects.toThrow('Düzeltilecek');
  });

  it('bounds the KVKK tab and defaults the retention', async () => {
    const body = { controllerTitle: 'X Oto', address: 'İstanbul', email: 'kvkk@x.com', kepAddress: '', noticeText: KVKK_DEFAULT_NOTICE, retention: {} };
    expect((await kvkkSettingsSchema.validate(body)).retention).toEqual(KVKK_RETENTION_DEFAULTS);
    await expect(kvkkSettingsSchema.validate({ ...body, retention: { forms: 10 } })).rejects.toThrow('30 ile 7300');
    await expect(kvkkSettingsSchema.validate({ ...body, kepAddress: 'x@gmail.com' })).rejects.toThrow('KEP');
    await expect(kvkkSettingsSchema.validate({ ...body, noticeText: 'kısa' })).rejects.toThrow('en az 200');
  });
});
