import type { Found } from './finder';

/**
 * What an erase may act on (Law 6698 Art. 4/2-a, 7; docs/decisions.md): only records tied to the
 * applicant by the phone's keyed hash given in the request, and the rows linked to those records
 * (signatures, approvals, status notes, notifications and log rows of the tied forms and vehicles).
 * A record that matches by name alone may be a namesake's: it is listed ('yalnız ad eşleşmesi')
 * but never erased by this rule.
 */
export function tiedToApplicant(found: Found): Found {
  const vehicles = found.vehicles.filter((v) => v.byPhone).map((v) => ({ ...v, byName: false }));
  const forms = found.forms.filter((f) => f.driverByPhone || f.customerByPhone).map((f) => ({ ...f, driverByName: false, customerByName: false }));
  const formIds = new Set(forms.map((f) => f.id));
  const vehicleIds = new Set(vehicles.map((v) => v.id));
  const onTiedForm = <T extends { repairFormId: number | null }>(rows: T[]) =>
    rows.filter((r) => r.repairFormId !== null && formIds.has(Number(r.repairFormId)));
  const notificationIds = new Set(onTiedForm(found.notifications).map((n) => n.id));
  const driverFormIds = new Set(forms.filter((f) => f.driverByPhone).map((f) => f.id));
  return {
    names: found.names,
    vehicles,
    forms,
    // A driver's signature only on a form where the driver is the applicant by phone.
    signatures: onTiedForm(found.signatures).filter((s) => !s.text.startsWith('driver:') || driverFormIds.has(Number(s.repairFormId))),
    photos: onTiedForm(found.photos),
    approvals: onTiedForm(found.approvals),
    statusNotes: onTiedForm(found.statusNotes),
    notifications: onTiedForm(found.notifications),
    logs: found.logs.filter(
      (l) =>
        l.entityId != null &&
        ((l.entityType === 'Vehicle' && vehicleIds.has(l.entityId)) ||
          (l.entityType === 'RepairForm' && formIds.has(l.entityId)) ||
          (l.entityType === 'Notification' && notificationIds.has(l.entityId))),
    ),
  };
}
