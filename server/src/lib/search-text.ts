import { foldForSearch } from '@tamir/shared-api/domain';

// One folding for the stored search_text columns and the screens that search what they hold.
export { foldForSearch };

/** A user's text as a LIKE pattern: folded, with %, _ and \ escaped. */
export function likePattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Plates are stored without spaces ('34abc123' in search_text): '34 ABC 123' typed with spaces
 * or dashes also matches as this pattern. Null when it adds nothing to likePattern (or holds no
 * digit, so it cannot be part of a plate).
 */
export function compactPattern(text: string): string | null {
  const folded = foldForSearch(text);
  const compact = folded.replace(/[^a-z0-9]/g, '');
  return compact.length >= 2 && compact !== folded && /\d/.test(compact) ? `%${compact}%` : null;
}
