const TURKISH_FOLD: Record<string, string> = { İ: 'i', I: 'i', ı: 'i', Ş: 's', ş: 's', Ğ: 'g', ğ: 'g', Ü: 'u', ü: 'u', Ö: 'o', ö: 'o', Ç: 'c', ç: 'c' };

/**
 * Lower-cases with Turkish letters folded to ASCII ('İSTANBUL', 'istanbul', 'Istanbul' all match),
 * so search does not depend on the database's collation. Stored in search_text columns.
 */
export function foldForSearch(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => !!part)
    .join(' ')
    .replace(/[İIıŞşĞğÜüÖöÇç]/g, (ch) => TURKISH_FOLD[ch] ?? ch)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A user's text as a LIKE pattern: folded, with %, _ and \ escaped. */
export function likePattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
