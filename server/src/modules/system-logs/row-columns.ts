import type { systemLogs } from '../../db/schema/index';
import { element, LOG_COLUMNS } from './batch-insert';

type Row = typeof systemLogs.$inferInsert;

/** One column's array literal as it grows: `{` and the elements so far, in bytes outside the JS heap. */
interface Column {
  bytes: Buffer;
  length: number;
  /** Where each row's element starts (its separator included), for a batch that must leave rows out. */
  starts: number[];
}

/**
 * Request rows waiting for their batch, held as the batch's fifteen array literals (`{"a",NULL,…}`)
 * in growing byte buffers instead of as row objects. A row object waited up to 200 ms for its
 * batch, so it outlived the young generation's collections: each of those copied every waiting
 * row and the old generation filled with them; at the default log level a plate search's
 * collections cost about 35 µs of server CPU against 9 µs with no row kept (issue 32). Here a row
 * is escaped once, as it arrives, and nothing of it stays on the heap but its level.
 */
export class LogRowColumns {
  private readonly columns: Column[] = LOG_COLUMNS.map(() => ({ bytes: Buffer.allocUnsafe(16 * 1024), length: 0, starts: [] }));
  /** Each row's level, for the settings at flush time. */
  readonly levels: string[] = [];

  constructor() {
    this.clear();
  }

  get size(): number {
    return this.levels.length;
  }

  clear(): void {
    this.levels.length = 0;
    for (const column of this.columns) {
      column.bytes[0] = 0x7b; // {
      column.length = 1;
      column.starts.length = 0;
    }
  }

  add(row: Row): void {
    const first = this.levels.length === 0;
    this.levels.push(row.logLevel);
    for (let c = 0; c < LOG_COLUMNS.length; c++) {
      const column = this.columns[c];
      column.starts.push(column.length);
      if (!first) this.write(column, ',');
      this.write(column, element(LOG_COLUMNS[c][2](row)));
    }
  }

  /**
   * Each column's array literal, of every row or of the rows `keep` says (by their order of
   * arrival): `{`, those rows' elements joined with commas, `}`.
   */
  literals(keep?: (index: number) => boolean): string[] {
    return this.columns.map((column) => {
      if (!keep) return `${column.bytes.toString('utf8', 0, column.length)}}`;
      const parts: string[] = [];
      for (let i = 0; i < column.starts.length; i++) {
        if (!keep(i)) continue;
        const end = i + 1 < column.starts.length ? column.starts[i + 1] : column.length;
        // The element without its separator: the first row has none, every later one a comma.
        parts.push(column.bytes.toString('utf8', column.starts[i] + (i === 0 ? 0 : 1), end));
      }
      return `{${parts.join(',')}}`;
    });
  }

  private write(column: Column, text: string): void {
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    const room = column.length + text.length * 3;
    if (room > column.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(room, column.bytes.length * 2));
      column.bytes.copy(grown, 0, 0, column.length);
      column.bytes = grown;
    }
    column.length += column.bytes.write(text, column.length, 'utf8');
  }
}
