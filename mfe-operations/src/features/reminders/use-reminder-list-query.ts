import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REMINDER_KINDS, REMINDER_URGENCIES, type ReminderKind, type ReminderUrgency } from '@tamir/shared-api';

/** The list's filters, kept in the URL so the dashboard's counts link to them and Back restores them. */
export interface ReminderListQuery {
  urgency: ReminderUrgency | '';
  kind: ReminderKind | '';
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' => (raw && (values as readonly string[]).includes(raw) ? (raw as T) : '');

export function readReminderQuery(params: URLSearchParams): ReminderListQuery {
  const page = params.get('page');
  return {
    urgency: oneOf(REMINDER_URGENCIES, params.get('urgency')),
    kind: oneOf(REMINDER_KINDS, params.get('kind')),
    page: page && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

function writeReminderQuery(query: ReminderListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.urgency) params.set('urgency', query.urgency);
  if (query.kind) params.set('kind', query.kind);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Reads and changes the filters; a filter change goes back to page 1. */
export function useReminderListQuery(): [ReminderListQuery, (change: Partial<ReminderListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readReminderQuery(params), [params]);
  const change = useCallback(
    (next: Partial<ReminderListQuery>) =>
      setParams(
        (current) => {
          const before = readReminderQuery(current);
          const filterChanged = Object.keys(next).some((key) => key !== 'page');
          return writeReminderQuery({ ...before, ...next, page: next.page ?? (filterChanged ? 1 : before.page) });
        },
        { replace: true },
      ),
    [setParams],
  );
  return [query, change];
}
