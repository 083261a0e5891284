type State = 'code' | 'single' | 'double' | 'dollar' | 'line' | 'block' | 'meta';

/**
 * Splits a plain-SQL dump (pg_dump's text format, from PGlite's pg_dump or PostgreSQL's) into
 * statements, fed in chunks so a large dump is never held whole. Quotes ('…', "…", $tag$…$tag$)
 * and comments (-- and nested block comments) are respected; psql meta-command lines (\restrict,
 * \unrestrict, \connect, …) between statements are dropped, since no psql runs the script.
 * No token of SQL spans a line break, so a chunk is scanned up to its last line break only.
 */
export class SqlStatementSplitter {
  private buffer = '';
  /** Where the scan of `buffer` resumes. */
  private pos = 0;
  private state: State = 'code';
  private dollarTag = '';
  private blockDepth = 0;
  /** Only white space and comments in the statement so far (a meta-command may start here). */
  private blank = true;

  /** Complete statements found in the text so far, each ending with its ';'. */
  push(chunk: string): string[] {
    this.buffer += chunk;
    return this.scan(this.buffer.lastIndexOf('\n') + 1);
  }

  /** The statements left, including one the script ends with without a ';'. */
  end(): string[] {
    const statements = this.scan(this.buffer.length);
    const rest = this.buffer.trim();
    if (rest && !this.blank && this.state !== 'meta') statements.push(rest);
    this.buffer = '';
    this.pos = 0;
    return statements;
  }

  private scan(limit: number): string[] {
    const statements: string[] = [];
    const text = this.buffer;
    let start = 0;
    let i = this.pos;
    while (i < limit) {
      const ch = text[i];
      const next = text[i + 1];
      switch (this.state) {
        case 'meta':
          if (ch === '\n') {
            this.state = 'code';
            start = i + 1;
          }
          break;
        case 'code':
          if (ch === ';') {
            statements.push(text.slice(start, i + 1).trim());
            start = i + 1;
            this.blank = true;
          } else if (ch === '\\' && this.blank && onlyBlanksBefore(text, i, start)) {
            this.state = 'meta';
          } else if (ch === '-' && next === '-') {
            this.state = 'line';
            i++;
          } else if (ch === '/' && next === '*') {
            this.state = 'block';
            this.blockDepth = 1;
            i++;
          } else if (!/\s/.test(ch)) {
            this.blank = false;
            if (ch === "'") this.state = 'single';
            else if (ch === '"') this.state = 'double';
            else if (ch === '$') {
              const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(text.slice(i, i + 128));
              if (tag) {
                this.state = 'dollar';
                this.dollarTag = tag[0];
                i += tag[0].length - 1;
              }
            }
          }
          break;
        case 'single':
          if (ch === "'") this.state = 'code';
          break;
        case 'double':
          if (ch === '"') this.state = 'code';
          break;
        case 'dollar':
          if (ch === '$' && text.startsWith(this.dollarTag, i)) {
            i += this.dollarTag.length - 1;
            this.state = 'code';
          }
          break;
        case 'line':
          if (ch === '\n') this.state = 'code';
          break;
        case 'block':
          if (ch === '*' && next === '/') {
            i++;
            if (--this.blockDepth === 0) this.state = 'code';
          } else if (ch === '/' && next === '*') {
            i++;
            this.blockDepth++;
          }
          break;
      }
      i++;
    }
    this.buffer = text.slice(start);
    this.pos = i - start;
    return statements;
  }
}

/** Only spaces or tabs between the line's start (or the statement's) and `at`. */
function onlyBlanksBefore(text: string, at: number, from: number): boolean {
  for (let j = at - 1; j >= from; j--) {
    if (text[j] === '\n') return true;
    if (text[j] !== ' ' && text[j] !== '\t' && text[j] !== '\r') return false;
  }
  return true;
}

/** The statements of a whole script (tests, small scripts). */
export function splitSqlScript(script: string): string[] {
  const splitter = new SqlStatementSplitter();
  return [...splitter.push(script), ...splitter.end()];
}
