import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRepairStatus, type RepairFormListParams, type RepairStatus } from '@tamir/shared-api';

/** The list's filters, kept in the URL so the dashboards can link to them and Back restores them. */
export interface FormListQuery {
  search: string;
  startDate: string;
  endDate: string;
  today: boolean;
  mine: boolean;
  repairShopId: number | null;
  /** Issue 28: the statuses shown (none: all), `status=İşlemde,Tamamlandı` in the URL. */
  statuses: RepairStatus[];
  page: number;
}

export type FormListChange = Partial<Omit<FormListQuery, 'page'>> & { page?: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');
const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

const statusesOf = (value: string | null): RepairStatus[] => [...new Set((value ?? '').split(',').filter(isRepairStatus))];

export function readQuery(params: URLSearchParams): FormListQuery {
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    startDate: day(params.get('startDate')),
    endDate: day(params.get('endDate')),
    today: params.get('date') === 'today',
    mine: params.get('user') === 'me',
    repairShopId: positive(params.get('repairShopId')),
    statuses: statusesOf(params.get('status')),
    page: positive(params.get('page')) ?? 1,
  };
}

function writeQuery(query: FormListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search);
  if (query.startDate) params.set('startDate', query.startDate);
  if (query.endDate) params.set('endDate', query.endDate);
  if (query.today) params.set('date', 'today');
  if (query.mine) params.set('user', 'me');
  if (query.repairShopId) params.set('repairShopId', String(query.repairShopId));
  if (query.statuses.length) params.set('status', query.statuses.join(','));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Whether anything narrows the list (then an empty list means "no match", not "no forms"). */
export const isFiltered = (query: FormListQuery) =>
  Boolean(query.search.trim() || query.startDate || query.endDate || query.today || query.mine || query.repairShopId || query.statuses.length);

export const dateRangeInvalid = (query: FormListQuery) => Boolean(query.startDate && query.endDate && query.startDate > query.endDate);

/** The call's parameters; `withShop` only for admins (the server ignores it for others anyway). */
export function toListParams(query: FormListQuery, pageSize: number, withShop: boolean): RepairFormListParams {
  return {
    search: query.search.trim() || undefined,
    startDate: query.startDate || undefined,
    endDate: query.endDate || undefined,
    date: query.today ? 'today' : undefined,
    user: query.mine ? 'me' : undefined,
    repairShopId: withShop && query.repairShopId ? query.repairShopId : undefined,
    status: query.statuses.length ? query.statuses : undefined,
    page: query.page,
    pageSize,
  };
}

/** Reads and changes the filters; a filter change goes back to page 1. */
export function useFormListQuery(): [FormListQuery, (change: FormListChange) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const change = useCallback(
    (next: FormListChange) => {
      setParams(
        (current) => {
          const before = readQuery(current);
          const filterChanged = Object.keys(next).some((key) => key !== 'page');
          return writeQuery({ ...before, ...next, page: next.page ?? (filterChanged ? 1 : before.page) });
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [query, change];
}
