import { logLevelRank } from '@tamir/shared-api/domain';

/** The logging section of the settings (administration §3): what the writer obeys. */
export interface LoggingSettings {
  logLevel: string;
  retentionDays: number;
  maxFileSizeMB: number;
  enableFileLogging: boolean;
  enableDatabaseLogging: boolean;
}

export const DEFAULT_LOGGING: LoggingSettings = {
  logLevel: 'Information',
  retentionDays: 90,
  maxFileSizeMB: 10,
  enableFileLogging: false,
  enableDatabaseLogging: true,
};

/** How long a read of the settings is trusted: a change applies within this, without a restart. */
export const LOGGING_SETTINGS_MAX_AGE_MS = 2000;

/**
 * The logging settings as the writer sees them: read from the settings table at most every
 * `maxAgeMs` (one read at a time), so PUT /settings takes effect within two seconds in every process
 * on the database; `invalidate()` makes the next use read them at once. A failed read keeps the
 * last known values.
 */
export class LoggingPolicy {
  private value: LoggingSettings = DEFAULT_LOGGING;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<LoggingSettings> | null = null;

  constructor(
    private readonly read: () => Promise<Partial<LoggingSettings>>,
    private readonly maxAgeMs = LOGGING_SETTINGS_MAX_AGE_MS,
  ) {}

  /** The last values read (defaults before the first read). */
  latest(): LoggingSettings {
    return this.value;
  }

  /**
   * The last values read, for a caller that cannot wait: when they are older than maxAgeMs a read
   * starts in the background, so they stay within maxAgeMs plus one read however often it is asked.
   */
  glance(): LoggingSettings {
    if (Date.now() - this.readAt >= this.maxAgeMs) void this.current();
    return this.value;
  }

  /** Fresh enough values: re-read when older than maxAgeMs. */
  current(): Promise<LoggingSettings> {
    if (Date.now() - this.readAt < this.maxAgeMs) return Promise.resolve(this.value);
    this.reading ??= this.read()
      .then((read) => {
        this.value = sanitize({ ...DEFAULT_LOGGING, ...read });
        this.readAt = Date.now();
        return this.value;
      })
      .catch(() => this.value)
      .finally(() => (this.reading = null));
    return this.reading;
  }

  /** The next use reads the settings again (for whoever changes them). */
  invalidate(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
  }
}

/** Values outside the bounds of administration §5 (a hand-edited row) fall back to the defaults. */
function sanitize(value: LoggingSettings): LoggingSettings {
  const within = (n: unknown, min: number, max: number, fallback: number) =>
    typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
  return {
    logLevel: logLevelRank(value.logLevel) >= 0 ? value.logLevel : DEFAULT_LOGGING.logLevel,
    retentionDays: within(value.retentionDays, 1, 365, DEFAULT_LOGGING.retentionDays),
    maxFileSizeMB: within(value.maxFileSizeMB, 1, 1000, DEFAULT_LOGGING.maxFileSizeMB),
    enableFileLogging: value.enableFileLogging === true,
    enableDatabaseLogging: value.enableDatabaseLogging !== false,
  };
}

/** Whether a row of `level` is written under the setting `threshold` (Debug < Information < Warning < Error < Critical). */
export const passes = (level: string, threshold: string) => logLevelRank(level) >= logLevelRank(threshold);
