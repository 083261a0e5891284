import { foldForSearch } from '@tamir/shared-api/domain';

// One folding for the stored search_text columns and the screens that search what they hold.
export { foldForSearch };

/** A user's text as a LIKE pattern: folded, with %, _ and \ escaped. */
export function likePattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
