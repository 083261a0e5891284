import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS, listCompanies, type Company } from '@tamir/shared-api';
import { useApi } from '../../api-context';

/** Wait after the last keystroke before asking the server. */
export const COMPANY_SEARCH_DELAY_MS = 250;

/**
 * Company autocomplete data: searches from 2 typed characters (core-journeys §5, §9). A failed
 * search is only logged and gives an empty list (§8). Answers to older queries are dropped.
 */
export function useCompanySearch() {
  const api = useApi();
  const [companies, setCompanies] = useState<Company[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const query = useCallback(
    (text: string) => {
      const term = text.trim();
      const request = ++latest.current;
      if (timer.current) clearTimeout(timer.current);
      if (term.length < LIMITS.companyAutocompleteMin) {
        setLoading(false);
        setCompanies([]);
        return;
      }
      setLoading(true);
      timer.current = setTimeout(async () => {
        let found: Company[] = [];
        try {
          found = await listCompanies(api, term);
        } catch (error) {
          // The spec wants company search failures logged only, with an empty result.
          console.warn('Firma araması başarısız oldu', error);
        }
        if (request !== latest.current) return;
        setCompanies(Array.isArray(found) ? found : []);
        setLoading(false);
      }, COMPANY_SEARCH_DELAY_MS);
    },
    [api],
  );

  return { companies, loading, query };
}
