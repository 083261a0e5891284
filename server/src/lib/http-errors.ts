import { MSG } from '@tamir/shared-api/domain';

export type FieldErrors = Record<string, string[]>;

/** An error whose message is meant for the user; the error handler sends it as { message, errors }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 429 (or 503) that tells the client when to try again: the error handler sends Retry-After. */
export class RetryLater extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const validationFailed = (errors: FieldErrors) => new HttpError(400, MSG.validationFailed, errors);
export const unauthorized = () => new HttpError(401, MSG.sessionExpired);
export const forbidden = () => new HttpError(403, MSG.forbidden);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && (!constraint || cause.constraint === constraint);
}
