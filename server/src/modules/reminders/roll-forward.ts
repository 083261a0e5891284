/** Adds whole months to a 'YYYY-MM-DD' day; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export interface RepeatingDue {
  dueDate: string | null;
  dueKilometer: number | null;
  repeatMonths: number | null;
  repeatKilometers: number | null;
  fixedInterval: boolean;
}

/**
 * The next due of a repeating reminder (issue 44), or null when it does not repeat: from the
 * completion (its day and the kilometre then), or with `fixedInterval` from the old due.
 */
export function nextDue(r: RepeatingDue, done: { day: string; kilometer: number }): { dueDate: string | null; dueKilometer: number | null } | null {
  if (!r.repeatMonths && !r.repeatKilometers) return null;
  const dateBase = r.fixedInterval && r.dueDate ? r.dueDate : done.day;
  const kmBase = r.fixedInterval && r.dueKilometer != null ? r.dueKilometer : done.kilometer;
  return {
    dueDate: r.repeatMonths ? addMonths(dateBase, r.repeatMonths) : null,
    dueKilometer: r.repeatKilometers ? kmBase + r.repeatKilometers : null,
  };
}
