import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminders, repairItems } from '../../db/schema/index';
import { nextDue } from './roll-forward';

/**
 * Completes one open reminder inside `tx` (by hand, or by the delivery of a form with a line linked
 * to it): a repeating one gets its next due and the next cycle (so its e-mails are sent again for
 * the new due), another is closed. Returns false when it was already closed.
 */
export async function completeReminder(tx: Db, id: number, done: { day: string; kilometer: number; formId: number | null }): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, id), isNull(reminders.completedAt)))
    .for('update');
  if (!row) return false;
  const next = nextDue(row, done);
  const now = new Date();
  if (next) {
    await tx
      .update(reminders)
      .set({ ...next, cycle: row.cycle + 1, completedFormId: done.formId, updatedAt: now })
      .where(eq(reminders.id, id));
  } else {
    await tx.update(reminders).set({ completedAt: now, completedFormId: done.formId, updatedAt: now }).where(eq(reminders.id, id));
  }
  return true;
}

/** At Teslim Edildi: every open reminder a line of the form is linked to is completed at the delivery kilometre. Returns their ids. */
export async function completeRemindersOfForm(tx: Db, form: { id: number; vehicleId: number | null }, day: string, kilometer: number): Promise<number[]> {
  if (form.vehicleId === null) return [];
  const linked = await tx
    .selectDistinct({ id: repairItems.reminderId })
    .from(repairItems)
    .innerJoin(reminders, eq(reminders.id, repairItems.reminderId))
    .where(and(eq(repairItems.repairFormId, form.id), isNotNull(repairItems.reminderId), eq(reminders.vehicleId, form.vehicleId)));
  const done: number[] = [];
  for (const { id } of linked) if (id !== null && (await completeReminder(tx, id, { day, kilometer, formId: form.id }))) done.push(id);
  return done;
}

/** The open reminders of `vehicleId` among `ids` (a line may link only to one of those). */
export async function openRemindersOf(tx: Db, vehicleId: number | null, ids: readonly number[]): Promise<Set<number>> {
  if (vehicleId === null || ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.vehicleId, vehicleId), isNull(reminders.completedAt), inArray(reminders.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
