import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `Veri dizini başka bir sunucu süreci tarafından kullanılıyor (PID ${pid ?? '?'}): ${dataDir}. ` +
        'Aynı dizinde ikinci bir süreç çalıştırılamaz; birden fazla süreç için DATABASE_URL ile PostgreSQL kullanın. ' +
        `/ The data directory is in use by another server process (PID ${pid ?? '?'}): ${dataDir}. ` +
        'A second process cannot run on the same directory; use PostgreSQL via DATABASE_URL for more than one process.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** server.lock: the holder's pid, for people and error messages only; the socket is the lock. */
  file: string;
  release(): Promise<void>;
}

/**
 * The lock is a listening Unix socket named after the directory: binding is atomic, and the
 * kernel frees the name when the holder dies, however it dies. A pid in a file can outlive its
 * process and be reused by another. On Linux the socket is in the abstract namespace (no file);
 * elsewhere it is DATA_DIR/server.sock, and one nobody answers on is stale.
 */
function socketAddress(dataDir: string): { address: string; file: string | null } {
  if (process.platform === 'linux') {
    const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40);
    return { address: `\0tamir-formu-data-${id}`, file: null };
  }
  const file = path.join(dataDir, 'server.sock');
  return { address: file, file };
}

function listen(address: string): Promise<net.Server | null> {
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen(address, () => resolve(server));
  });
}

/** The holder's pid as it answers itself; 'gone' when nobody listens on the address. */
function askHolder(address: string): Promise<number | null | 'gone'> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : null));
    socket.on('close', () => {
      const pid = Number.parseInt(answer.trim(), 10);
      resolve(Number.isInteger(pid) && pid > 0 ? pid : null);
    });
  });
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Two processes on one PGlite directory silently lose committed rows: the second one is refused. */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const { address, file: socketFile } = socketAddress(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = await listen(address);
    if (server) {
      server.unref();
      writeFileSync(file, `${process.pid}\n`, { mode: 0o644 });
      let released: Promise<void> | null = null;
      return {
        file,
        release() {
          released ??= new Promise<void>((resolve) => {
            if (readPid(file) === process.pid) unlinkSync(file);
            server.close(() => resolve());
          });
          return released;
        },
      };
    }
    const holder = await askHolder(address);
    if (holder !== 'gone' || !socketFile) throw new DataDirLockedError(dataDir, holder === 'gone' ? readPid(file) : (holder ?? readPid(file)));
    unlinkSync(socketFile);
  }
  throw new DataDirLockedError(dataDir, readPid(file));
}
