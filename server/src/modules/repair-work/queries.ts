import { and, asc, count, desc, eq } from 'drizzle-orm';
import { estimateTotals, hundredthsToQuantity } from '@tamir/shared-api/domain';
import type { Approval, RepairItem, RepairItems, StatusHistoryEntry } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { repairApprovals, repairItems, repairStatusHistory } from '../../db/schema/index';
import type { Paging } from '../../lib/paging';

export type ItemRow = typeof repairItems.$inferSelect;
export type ApprovalRow = typeof repairApprovals.$inferSelect;
export type HistoryRow = typeof repairStatusHistory.$inferSelect;

/** A form's lines in their order. */
export function itemsOf(db: Db, formId: number): Promise<ItemRow[]> {
  return db.select().from(repairItems).where(eq(repairItems.repairFormId, formId)).orderBy(asc(repairItems.position));
}

/** The lines, their version and the totals, as GET and PUT items answer (the totals summed from the stored, rounded lines). */
export function itemsDto(
  version: number,
  rows: readonly (Pick<ItemRow, 'kind' | 'description' | 'quantityHundredths' | 'unit' | 'unitPriceKurus' | 'vatRate'> & { reminderId?: number | null })[],
): RepairItems {
  const totals = estimateTotals(rows);
  const items: RepairItem[] = rows.map((row, index) => ({
    kind: row.kind as RepairItem['kind'],
    description: row.description,
    quantity: hundredthsToQuantity(row.quantityHundredths),
    unit: row.unit as RepairItem['unit'],
    unitPriceKurus: row.unitPriceKurus,
    vatRate: row.vatRate,
    lineTotalKurus: totals.lines[index].lineTotalKurus,
    vatKurus: totals.lines[index].vatKurus,
    reminderId: row.reminderId ?? null,
  }));
  return { version, items, subtotalKurus: totals.subtotalKurus, vatByRate: totals.vatByRate, vatKurus: totals.vatKurus, totalKurus: totals.totalKurus };
}

/** The form's estimate as stored. */
export async function estimateOf(db: Db, formId: number, version: number): Promise<RepairItems> {
  return itemsDto(version, await itemsOf(db, formId));
}

/** The company's newest answer, if any. */
export async function latestApproval(db: Db, formId: number): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(repairApprovals)
    .where(eq(repairApprovals.repairFormId, formId))
    .orderBy(desc(repairApprovals.decidedAt), desc(repairApprovals.id))
    .limit(1);
  return row;
}

/** The answer given to one version of the lines, if any. */
export async function approvalOfVersion(db: Db, formId: number, version: number): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(repairApprovals)
    .where(and(eq(repairApprovals.repairFormId, formId), eq(repairApprovals.itemsVersion, version)));
  return row;
}

export function approvalDto(row: ApprovalRow): Approval {
  return {
    decision: row.decision as Approval['decision'],
    name: row.approverName,
    note: row.note,
    version: row.itemsVersion,
    totalKurus: row.totalKurus,
    decidedAt: row.decidedAt.toISOString(),
  };
}

export function historyDto(row: HistoryRow): StatusHistoryEntry {
  return {
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    source: row.source as StatusHistoryEntry['source'],
    note: row.note,
    deliveryKilometer: row.deliveryKilometer,
    changedByUsername: row.changedByUsername,
    changedByName: row.changedByName,
    changedAt: row.changedAt.toISOString(),
  };
}

/** One page of a form's moves, newest first, and how many there are. */
export async function historyPage(db: Db, formId: number, { pageSize, offset }: Paging): Promise<{ rows: StatusHistoryEntry[]; total: number }> {
  const where = eq(repairStatusHistory.repairFormId, formId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(repairStatusHistory)
      .where(where)
      .orderBy(desc(repairStatusHistory.changedAt), desc(repairStatusHistory.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(repairStatusHistory).where(where),
  ]);
  return { rows: rows.map(historyDto), total: counted.n };
}
