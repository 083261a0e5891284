import { useEffect } from 'react';
import { LIMITS, useCompanies } from '@tamir/shared-api';
import { useDebounced } from '@tamir/shared-ui';

/** Wait after the last keystroke before asking the server. */
export const COMPANY_SEARCH_DELAY_MS = 250;

/**
 * Company autocomplete data for the typed text: searches from 2 characters (core-journeys §5, §9).
 * A failed search is only logged and gives an empty list (§8).
 */
export function useCompanySearch(text: string) {
  const typed = text.trim();
  const term = useDebounced(typed, COMPANY_SEARCH_DELAY_MS);
  const searching = typed.length >= LIMITS.companyAutocompleteMin;
  const query = useCompanies({ name: term, enabled: searching && term === typed });

  useEffect(() => {
    // The spec wants company search failures logged only.
    if (query.error) console.warn('Firma araması başarısız oldu', query.error);
  }, [query.error]);

  return {
    companies: (searching && query.data) || [],
    loading: searching && (term !== typed || query.isFetching),
  };
}
