import type { AxiosInstance } from 'axios';
import { LIMITS } from '../domain/limits';
import { compactParams } from './query-params';

/** One page of a list as the client reads it: the rows and the x-total-count header. */
export interface Page<T> {
  data: T[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** The x-total-count header of a paged list; the rows' count when a server leaves it out. */
export function totalCountOf(headers: unknown, rows: number): number {
  const raw = (headers as Record<string, unknown> | undefined)?.['x-total-count'];
  const total = Number(raw);
  return raw !== undefined && raw !== null && raw !== '' && Number.isFinite(total) ? total : rows;
}

/** GET `url` for one page (empty filters left out; default page 1 of LIMITS.listPageSize). */
export async function getPage<T, P extends { page?: number; pageSize?: number } = { page?: number; pageSize?: number }>(
  api: AxiosInstance,
  url: string,
  params: P = {} as P,
): Promise<Page<T>> {
  const page = params.page ?? 1;
  const pageSize = params.pageSize ?? LIMITS.listPageSize;
  const response = await api.get<T[]>(url, { params: compactParams({ ...params, page, pageSize }) });
  const totalCount = totalCountOf(response.headers, response.data.length);
  return { data: response.data, totalCount, page, pageSize, totalPages: Math.ceil(totalCount / pageSize) };
}

/** Every row of a paged list: page after page of the largest size until the total is reached. */
export async function everyPage<T>(fetchPage: (page: number) => Promise<{ data: T[]; totalCount: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage(page);
    rows.push(...answer.data);
    if (answer.data.length === 0 || rows.length >= answer.totalCount) return rows;
  }
}
