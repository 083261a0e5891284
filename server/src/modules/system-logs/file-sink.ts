import { once } from 'node:events';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { RollStream } from 'pino-roll';
import { describeFailure } from '../../lib/failure';
import type { LogSink } from '../../lib/log-sink';

/** The files are system-logs.1.jsonl, system-logs.2.jsonl, … (pino-roll numbers them before the extension). */
const FILE_NAME = 'system-logs.jsonl';
const FILE_PATTERN = /^system-logs\.\d+\.jsonl$/;

/**
 * The logging settings' file log (enableFileLogging, maxFileSizeMB): one JSON object per line in
 * DATA_DIR/logs, through pino-roll, which starts the next numbered file once the current one
 * reaches maxFileSizeMB. A changed size reopens the stream (numbering continues). Failures are
 * reported to the server log and never reach a request.
 */
export class LogFileSink {
  private stream: Promise<RollStream | null> | null = null;
  private sizeMB = 0;

  constructor(
    readonly dir: string,
    private readonly logger: LogSink,
  ) {}

  /** Appends the lines (each already JSON) to the current file, opening it with this size on first use. */
  async write(lines: string[], maxFileSizeMB: number): Promise<void> {
    if (lines.length === 0) return;
    if (!this.stream || this.sizeMB !== maxFileSizeMB) {
      await this.close();
      this.sizeMB = maxFileSizeMB;
      this.stream = this.open(maxFileSizeMB);
    }
    const stream = await this.stream;
    stream?.write(`${lines.join('\n')}\n`);
  }

  private async open(sizeMB: number): Promise<RollStream | null> {
    try {
      // Loaded when the file log is first opened: pino-roll brings date-fns and some 300 modules.
      const { default: pinoRoll } = await import('pino-roll');
      const stream = await pinoRoll({ file: path.join(this.dir, FILE_NAME), size: `${sizeMB}m`, mkdir: true });
      stream.on('error', (error: unknown) => this.logger.warn({ failure: describeFailure(error) }, 'log file write failed'));
      return stream;
    } catch (error) {
      this.logger.warn({ failure: describeFailure(error) }, 'log file could not be opened');
      return null;
    }
  }

  /**
   * Waits until what was written has reached the file. (SonicBoom's own flush() does nothing with
   * its default minLength 0; its 'drain' follows the last pending write, which is also when
   * pino-roll starts the next file.)
   */
  async flush(): Promise<void> {
    const stream = await this.stream;
    if (!stream || !(stream as unknown as { _writing?: boolean })._writing) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      once(stream, 'drain'),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 2000);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /** Flushes and closes the current file (file logging switched off, or the server stops). */
  async close(): Promise<void> {
    const pending = this.stream;
    this.stream = null;
    const stream = await pending;
    if (!stream) return;
    await new Promise<void>((resolve) => {
      stream.once('close', () => resolve());
      stream.once('error', () => resolve());
      stream.end();
    });
  }

  /** The log files, oldest number first. */
  async files(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((name) => FILE_PATTERN.test(name))
      .sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]))
      .map((name) => path.join(this.dir, name));
  }

  /** Deletes the finished files last written before `cutoff` (retentionDays); never the open one. Returns how many. */
  async removeOlderThan(cutoff: Date): Promise<number> {
    const current = (await this.stream)?.file;
    let removed = 0;
    for (const file of await this.files()) {
      if (file === current) continue;
      const info = await stat(file).catch(() => null);
      if (
        info &&
        info.mtime < cutoff &&
        (await unlink(file)
          .then(() => true)
          .catch(() => false))
      )
        removed++;
    }
    return removed;
  }
}
