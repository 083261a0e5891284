import { randomUUID } from 'node:crypto';
import { KVKK_DATA_CATEGORIES, kvkkDestructionMethod, type KvkkMethod, type KvkkReason } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { kvkkDestructionLog } from '../../db/schema/index';
import type { Counts } from './eraser';

/** The actor name of the server's own runs (retention, a restore's re-application). */
export const SYSTEM_ACTOR = 'Sistem';

/** Writes one destruction log entry per category that had records (none when nothing was touched). */
export async function writeDestructionLog(
  tx: Db,
  counts: Counts,
  entry: { method: KvkkMethod; reason: KvkkReason; requestId: number | null; by: string; at?: Date },
): Promise<number> {
  const rows = KVKK_DATA_CATEGORIES.filter((category) => (counts[category] ?? 0) > 0).map((category) => ({
    key: randomUUID(),
    category,
    // Said as it is: deleted whole ('Silme') or masked in place with the plate/company still linking it ('Maskeleme').
    method: kvkkDestructionMethod(category, entry.method, entry.reason),
    reason: entry.reason,
    count: counts[category] ?? 0,
    requestId: entry.requestId,
    by: entry.by,
    at: entry.at ?? new Date(),
  }));
  if (rows.length) await tx.insert(kvkkDestructionLog).values(rows);
  return rows.length;
}
