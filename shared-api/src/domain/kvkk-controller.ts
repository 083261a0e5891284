/**
 * What a notice still lacks before it names its data controller (KVKK Art. 10/1-a, Aydınlatma
 * Tebliği art. 5/1-a): the admin dashboard lists these until the KVKK tab is filled (issue 41 §3).
 */
export interface KvkkControllerFields {
  controllerTitle: string;
  address: string;
  email: string;
}

/** The missing controller details, by the KVKK tab's labels, in the tab's order. */
export function kvkkControllerMissing(fields: KvkkControllerFields): string[] {
  const missing: string[] = [];
  if (!fields.controllerTitle.trim()) missing.push('Veri Sorumlusunun Unvanı');
  if (!fields.email.trim()) missing.push('Başvuru E-posta Adresi');
  if (!fields.address.trim()) missing.push('Veri Sorumlusunun Adresi');
  return missing;
}
