/** Initials of first and last name in Turkish upper case: ('ismail', 'öz') → 'İÖ'. */
export function formatInitials(firstName?: string | null, lastName?: string | null, fallback?: string | null): string {
  const first = (firstName ?? '').trim().charAt(0);
  const last = (lastName ?? '').trim().charAt(0);
  const initials = `${first}${last}` || (fallback ?? '').trim().slice(0, 2);
  return initials.toLocaleUpperCase('tr-TR');
}

/** 'Ayşe Yılmaz'; the username when no name is known. */
export function formatFullName(firstName?: string | null, lastName?: string | null, fallback?: string | null): string {
  const name = [firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || (fallback ?? '').trim();
}
