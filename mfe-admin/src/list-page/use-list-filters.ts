import { useState } from 'react';
import { useDebounced } from '@tamir/shared-ui';

/** The filled filters as a list query takes them: text trimmed, empty ones left out. */
export function filledFilters<F extends Record<string, string>>(values: F): Partial<F> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value),
  ) as Partial<F>;
}

/**
 * The page number and the filters of a list that follows its filter fields as they are typed: the
 * query sees them 300 ms after typing stops; a changed or cleared filter goes back to page 1.
 */
export function useListFilters<F extends Record<string, string>>(empty: F) {
  const [filters, setFilters] = useState<F>(empty);
  const [page, setPage] = useState(1);
  const debounced = useDebounced(filters, 300);
  const sent = filledFilters(debounced);
  return {
    filters,
    page,
    setPage,
    /** The filters the query uses, with the page. */
    params: { ...sent, page },
    /** Whether the list shown is filtered (its empty text says 'no match' then). */
    filtering: Object.keys(sent).length > 0,
    /** Whether any field holds a value ('Temizle' is disabled otherwise). */
    anySet: Object.values(filters).some(Boolean),
    setFilter: (name: keyof F, value: string) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
    clear: () => {
      setFilters(empty);
      setPage(1);
    },
  };
}
