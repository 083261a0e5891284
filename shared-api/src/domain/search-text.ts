const TURKISH_FOLD: Record<string, string> = { İ: 'i', I: 'i', ı: 'i', Ş: 's', ş: 's', Ğ: 'g', ğ: 'g', Ü: 'u', ü: 'u', Ö: 'o', ö: 'o', Ç: 'c', ç: 'c' };

/**
 * Lower-cases with Turkish letters folded to ASCII ('İSTANBUL', 'istanbul', 'Istanbul' all match),
 * so search depends neither on the database's collation nor on the browser's locale. The server
 * stores it in search_text columns; the screens use it to search lists they hold.
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
