import type { KvkkMatchKind } from '@tamir/shared-api/dto';
import type { Found, FoundRow } from './finder';

/** Name-only rows the admin ticked, by kind (the matches answer's kinds), each an id. */
export type Ticked = Partial<Record<KvkkMatchKind, number[]>>;

/** The matches' kind of a registered table found from the register (finder `others`). */
export const OTHER_KINDS: Record<string, KvkkMatchKind> = { repair_items: 'repairItems', reminders: 'reminders' };

/**
 * What an erase may act on (Law 6698 Art. 4/2-a, 7; docs/decisions.md): the records tied to the
 * applicant by the phone's keyed hash given in the request, and the rows linked to those records
 * (signatures, photos, approvals, status notes, notifications, log rows, repair lines and
 * reminders of the tied forms and vehicles). A record that matches by name alone may be a
 * namesake's: it is listed apart ('yalnız ad eşleşmesi') and acted on only when the admin ticks
 * it (`ticked`); a ticked form or vehicle then counts as the person's, with the rows on it.
 */
export function tiedToApplicant(found: Found, ticked: Ticked = {}): Found {
  const has = (kind: KvkkMatchKind, id: number) => (ticked[kind] ?? []).includes(id);
  const vehicles = found.vehicles.filter((v) => v.byPhone || has('vehicles', v.id)).map((v) => ({ ...v, byName: v.byPhone ? false : v.byName }));
  const forms = found.forms
    .filter((f) => f.driverByPhone || f.customerByPhone || has('forms', f.id))
    .map((f) => (has('forms', f.id) ? f : { ...f, driverByName: false, customerByName: false }));
  const formIds = new Set(forms.map((f) => f.id));
  const vehicleIds = new Set(vehicles.map((v) => v.id));
  const keep = <T extends FoundRow>(kind: KvkkMatchKind, rows: T[], linked: (row: T) => boolean) => rows.filter((r) => linked(r) || has(kind, r.id));
  const onTiedForm = (r: FoundRow) => r.repairFormId !== null && formIds.has(Number(r.repairFormId));
  const notifications = keep('notifications', found.notifications, onTiedForm);
  const notificationIds = new Set(notifications.map((n) => n.id));
  const driverFormIds = new Set(forms.filter((f) => f.driverByPhone || f.driverByName).map((f) => f.id));
  const others: Record<string, FoundRow[]> = {};
  for (const [table, rows] of Object.entries(found.others)) {
    const kind = OTHER_KINDS[table];
    // A reminder hangs on a vehicle, a repair line on a form.
    others[table] = rows.filter((r) => (r.vehicleId != null ? vehicleIds.has(r.vehicleId) : onTiedForm(r)) || (kind && has(kind, r.id)));
  }
  return {
    names: found.names,
    vehicles,
    forms,
    // A driver's signature only on a form where the driver is the applicant.
    signatures: keep('signatures', found.signatures, (s) => onTiedForm(s) && (!s.text.startsWith('driver:') || driverFormIds.has(Number(s.repairFormId)))),
    photos: keep('photos', found.photos, onTiedForm),
    approvals: keep('approvals', found.approvals, onTiedForm),
    statusNotes: keep('statusNotes', found.statusNotes, onTiedForm),
    notifications,
    logs: keep(
      'logs',
      found.logs,
      (l) =>
        l.entityId != null &&
        ((l.entityType === 'Vehicle' && vehicleIds.has(l.entityId)) ||
          (l.entityType === 'RepairForm' && formIds.has(l.entityId)) ||
          (l.entityType === 'Notification' && notificationIds.has(l.entityId))),
    ),
    others,
    // Found by the applicant's own T.C. kimlik no: theirs.
    retained: found.retained,
  };
}

/** The ticked ids that are not name-only rows of what was found (the erase refuses them). */
export function unknownTicks(found: Found, ticked: Ticked): number[] {
  const rowsOf = (f: Found, kind: KvkkMatchKind): Array<{ id: number }> => {
    if (kind in f && Array.isArray((f as unknown as Record<string, unknown>)[kind])) return (f as unknown as Record<string, Array<{ id: number }>>)[kind];
    const table = Object.keys(OTHER_KINDS).find((t) => OTHER_KINDS[t] === kind);
    return table ? (f.others[table] ?? []) : [];
  };
  const bad: number[] = [];
  for (const [kind, list] of Object.entries(ticked) as Array<[KvkkMatchKind, number[]]>) {
    const all = new Set(rowsOf(found, kind).map((r) => r.id));
    for (const id of list) if (!all.has(id)) bad.push(id);
  }
  return bad;
}
