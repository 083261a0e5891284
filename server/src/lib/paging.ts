import { LIMITS, MSG } from '@tamir/shared-api/domain';
import { validationFailed, type FieldErrors } from './http-errors';

/** One page of a list: 1-based page, size clamped to LIMITS.listPageSizeMax. */
export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** page and pageSize of a list query (digits, checked by the route schema); 0 is refused with the field named. */
export function readPaging(query: { page?: string; pageSize?: string }): Paging {
  const errors: FieldErrors = {};
  const page = query.page === undefined ? 1 : Number(query.page);
  const size = query.pageSize === undefined ? LIMITS.listPageSize : Number(query.pageSize);
  if (!(page >= 1)) errors.page = [MSG.pageInvalid];
  if (!(size >= 1)) errors.pageSize = [MSG.pageInvalid];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const pageSize = Math.min(size, LIMITS.listPageSizeMax);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * page and pageSize of a list that refuses, rather than clamps, a size above
 * LIMITS.listPageSizeMax (the users and backups lists); a bad value is refused with the field named.
 */
export function readExactPaging(query: { page?: string; pageSize?: string }): Paging {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.pageSize === undefined ? LIMITS.listPageSize : Number(query.pageSize);
  const errors: FieldErrors = {};
  if (!Number.isInteger(page) || page < 1) errors.page = [MSG.pageInvalid];
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LIMITS.listPageSizeMax) errors.pageSize = [MSG.pageSizeInvalid(LIMITS.listPageSizeMax)];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { page, pageSize, offset: (page - 1) * pageSize };
}
