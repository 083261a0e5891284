import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Statements the code prepares with a name (`.prepare('vehicle_by_plate')`) keep their plan on
 * PGlite as they do on PostgreSQL, where node-postgres sends them as named statements.
 *
 * drizzle's PGlite driver ignores the name: PGlite's `query` parses, describes, binds and plans
 * the text again on every call, in six calls into WebAssembly, and planning asks the size of the
 * table and of every index (an `fstat` each: 11 % of the server's CPU under plate-search load).
 * Here a named statement is parsed and described once per connection (its row fields kept for the
 * parser); each call then sends bind, execute and sync as one message. PostgreSQL re-plans it by
 * itself when the schema changes; a statement dropped meanwhile (a backup's `DEALLOCATE ALL`) or
 * whose result changed shape is parsed again.
 *
 * Every other statement takes PGlite's own steps (parse, describe, bind, describe, execute, sync),
 * sent in two calls instead of six. Either way the rows are read with the type parsers merged once
 * per query, not on every call.
 *
 * Only top-level calls take these paths: inside a transaction drizzle queries through PGlite's
 * transaction object, as before.
 */
export function keepNamedPlans(client: PGlite, db: object): void {
  carryStatementNames(db);
  const named = namedStatements(client);
  const query = async (text: string, params?: unknown[], options?: NamedQueryOptions) => {
    const name = options?.[STATEMENT_NAME];
    if (name) return named(name, text, params ?? [], options);
    return exclusive(client, () => runUnnamed(client, text, params ?? [], options ?? {}));
  };
  client.query = query as PGlite['query'];
}

/** Runs a statement under a name, parsed once per name and text (the benchmark's bare route uses it too). */
export type NamedQuery = (name: string, text: string, params: unknown[], options?: QueryOptions) => Promise<Results>;

export function namedStatements(client: PGlite): NamedQuery {
  const statements = new Map<string, Statement>();
  const names = { next: 1 };
  return (name, text, params, options = {}) => exclusive(client, () => runNamed(client, statements, names, name, text, params, options));
}

/** As PGlite's own `query` runs a statement: once the database is ready, alone, outside any transaction another caller holds. */
async function exclusive<T>(client: PGlite, work: () => Promise<T>): Promise<T> {
  await client.waitReady;
  return client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
}

/** The option that carries a prepared query's name from drizzle to `query`. */
const STATEMENT_NAME = Symbol('statement name');
type NamedQueryOptions = QueryOptions & { [STATEMENT_NAME]?: string };

interface Statement {
  serverName: string;
  paramTypes: number[];
  /** The statement's RowDescription, put before each execution's rows for the parser (none for a statement without rows). */
  fields: BackendMessage[];
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/**
 * The statement is gone from the session (26000, a backup's DEALLOCATE ALL) or its result's shape
 * changed with the schema (PostgreSQL refuses to change a cached plan's result type): parsed again.
 */
const prepareAgain = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code === '26000' || (code === '0A000' && /cached plan must not change result type/.test(message ?? ''));
};

async function runNamed(
  client: PGlite,
  statements: Map<string, Statement>,
  names: { next: number },
  name: string,
  text: string,
  params: unknown[],
  options: QueryOptions,
): Promise<Results> {
  const key = `${name}\u0000${text}`;
  let statement = statements.get(key) ?? (await prepare(client, statements, names, key, text));
  let messages;
  try {
    messages = await client.execProtocolStream(execution(client, statement, params, options), { syncToFs: false });
  } catch (error) {
    if (!prepareAgain(error)) throw error;
    statements.delete(key);
    statement = await prepare(client, statements, names, key, text);
    messages = await client.execProtocolStream(execution(client, statement, params, options), { syncToFs: false });
  }
  await client.syncToFs();
  return firstResult([...statement.fields, ...messages], parsersOf(client, options), options);
}

/**
 * A statement without a name, as PGlite's `query` runs it: parse and describe (for the parameters'
 * types), then bind, describe, execute and sync. A failure is reported after the sync, with the
 * statement and its parameters on the error, as PGlite does.
 */
async function runUnnamed(client: PGlite, text: string, params: unknown[], options: QueryOptions): Promise<Results> {
  const { serialize } = protocol;
  let messages;
  try {
    let described;
    try {
      described = await client.execProtocolStream(concat([serialize.parse({ text, types: options.paramTypes }), serialize.describe({ type: 'S' })]), {
        syncToFs: false,
      });
    } catch (error) {
      await client.execProtocolStream(serialize.sync(), { syncToFs: false });
      throw error;
    }
    const paramTypes = parse.parseDescribeStatementResults(described);
    const values = serializeParams(client, paramTypes, params, options);
    messages = await client.execProtocolStream(concat([serialize.bind({ values }), serialize.describe({ type: 'P' }), EXECUTE_AND_SYNC]), { syncToFs: false });
  } catch (error) {
    if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
    throw error;
  }
  await client.syncToFs();
  return firstResult(messages, parsersOf(client, options), options);
}

/** The command tags whose count PGlite reports as affectedRows. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The first result of a statement's messages, as PGlite's parseResults reads it, but with parsers
 * merged beforehand: parseResults copies PGlite's several hundred parsers into a new object on
 * every call.
 */
function firstResult(messages: BackendMessage[], parsers: PGlite['parsers'], options: QueryOptions): Results {
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  const value = (raw: string | null, index: number) => types.parseType(raw, fields[index].dataTypeID, parsers);
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      fields = message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    } else if (message instanceof protocol.messages.DataRowMessage) {
      rows.push(
        options.rowMode === 'array'
          ? message.fields.map(value)
          : Object.fromEntries(message.fields.map((raw, index) => [fields[index].name, value(raw, index)])),
      );
    } else if (message instanceof protocol.messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0];
      const count = parseInt(words[words.length - 1], 10);
      if (COUNTED_COMMANDS.has(command)) affectedRows += count;
      return { rows, fields, command, affectedRows, ...(Number.isNaN(count) ? {} : { rowCount: count }) } as Results;
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}

/**
 * The type parsers of a query: PGlite's own with the query's overrides. PGlite merges the two
 * (several hundred entries, one per type and array type) on every call, 14 % of the server's CPU
 * under plate-search load; drizzle passes the same overrides object on every call of a query.
 */
const mergedParsers = new WeakMap<object, WeakMap<object, Record<string, unknown>>>();
function parsersOf(client: PGlite, options: QueryOptions): PGlite['parsers'] {
  if (!options.parsers) return client.parsers;
  let byClient = mergedParsers.get(options.parsers);
  if (!byClient) mergedParsers.set(options.parsers, (byClient = new WeakMap()));
  let merged = byClient.get(client.parsers);
  if (!merged) byClient.set(client.parsers, (merged = { ...client.parsers, ...options.parsers }));
  return merged as PGlite['parsers'];
}

/** Parses and describes a statement under a name never used before in this session. */
async function prepare(client: PGlite, statements: Map<string, Statement>, names: { next: number }, key: string, text: string): Promise<Statement> {
  const serverName = `tf_named_${names.next++}`;
  const { serialize } = protocol;
  const messages = await client.execProtocolStream(
    concat([serialize.parse({ name: serverName, text }), serialize.describe({ type: 'S', name: serverName }), serialize.sync()]),
    { syncToFs: false },
  );
  const statement = {
    serverName,
    paramTypes: parse.parseDescribeStatementResults(messages),
    fields: messages.filter((message) => message.name === 'rowDescription'),
  };
  statements.set(key, statement);
  return statement;
}

/** Execute and sync: the same bytes for every execution. */
const EXECUTE_AND_SYNC = concat([protocol.serialize.execute({}), protocol.serialize.sync()]);

/** Bind, execute and sync: one call into PGlite (the row's fields were described once, at prepare). */
function execution(client: PGlite, { serverName, paramTypes }: Statement, params: unknown[], options: QueryOptions): Uint8Array {
  return concat([protocol.serialize.bind({ statement: serverName, values: serializeParams(client, paramTypes, params, options) }), EXECUTE_AND_SYNC]);
}

/** Each parameter as its described type's serializer writes it, as PGlite's `query` does. */
function serializeParams(client: PGlite, paramTypes: number[], params: unknown[], options: QueryOptions): Array<string | null> {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = paramTypes[index];
    const serializer = options.serializers?.[type] ?? client.serializers[type];
    return serializer ? serializer(value) : String(value);
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface DrizzlePreparedQuery {
  queryConfig?: QueryOptions;
  rawQueryConfig?: QueryOptions;
}

/** drizzle's PGlite session drops the name given to `.prepare(name)`; this keeps it in the query's options. */
function carryStatementNames(db: object): void {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => DrizzlePreparedQuery } }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    const prepared = prepareQuery(...args);
    const name = args[2];
    if (typeof name === 'string' && name) {
      if (prepared.queryConfig) prepared.queryConfig = { ...prepared.queryConfig, [STATEMENT_NAME]: name } as NamedQueryOptions;
      if (prepared.rawQueryConfig) prepared.rawQueryConfig = { ...prepared.rawQueryConfig, [STATEMENT_NAME]: name } as NamedQueryOptions;
    }
    return prepared;
  };
}
