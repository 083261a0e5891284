import type { FormLink, RepairForm } from './types';

/** The active link of a form, if any. */
export function activeLink(form: Pick<RepairForm, 'formLinks'>): FormLink | null {
  const now = Date.now();
  return form.formLinks.find((link) => link.isActive && Date.parse(link.expiresAt) > now) ?? null;
}
