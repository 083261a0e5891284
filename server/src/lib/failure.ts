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
