import assert from 'node:assert/strict';
import type { TestServer } from './server';

/** What the Başvuru Tebliği asks of every KVKK request (issue 41 §2): an identity number, the address for notices, the subject. */
export const KVKK_APPLICATION = { tckn: '10000000146', noticeAddress: 'Atatürk Cad. No: 1, Kadıköy/İstanbul', subject: 'Hakkımdaki kişisel veriler' };

/** Registers a KVKK request with the Tebliğ's fields and records the applicant's identity as checked (before export, correction or erase). */
export async function registerVerified(server: TestServer, token: string, body: Record<string, unknown>): Promise<number> {
  const made = await server.request('POST', '/api/kvkk/requests', { token, body: { ...KVKK_APPLICATION, ...body } });
  assert.equal(made.status, 201, made.text);
  const verified = await server.request('POST', `/api/kvkk/requests/${made.body.id}/verify`, { token, body: { method: 'Kimlik belgesi ile yüz yüze' } });
  assert.equal(verified.status, 200, verified.text);
  return made.body.id as number;
}
