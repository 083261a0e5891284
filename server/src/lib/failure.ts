/**
 * An unexpected error as it may be logged. Drizzle puts the query's parameters (tokens, hashes,
 * encrypted phones) into its message and so into the stack's first line: both are rebuilt from
 * the driver's own message and the stack frames only.
 */
export function describeFailure(error: unknown): { message: string; stack: string | null } {
  const failure = error instanceof Error ? error : new Error(String(error));
  const cause = (failure as { cause?: unknown }).cause;
  const message =
    failure.name === 'DrizzleQueryError' || failure.message.startsWith('Failed query:')
      ? `Veritabanı sorgusu başarısız: ${cause instanceof Error ? cause.message : 'bilinmeyen hata'}`
      : failure.message;
  const frames = (failure.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return { message, stack: frames.length ? [`${failure.name}: ${message}`, ...frames].join('\n') : null };
}

/** An error's code (a SQLSTATE, a zlib or node code), or that of an error behind it: drizzle wraps the driver's error, and errors of our own may wrap drizzle's. */
export function errorCode(error: unknown): string | undefined {
  for (let at = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; at && depth < 4; at = at.cause as typeof at, depth++) {
    if (typeof at.code === 'string') return at.code;
  }
  return undefined;
}
