import cluster from 'node:cluster';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How often the drain looks for keep-alive connections that have gone idle. */
const IDLE_SWEEP_MS = 50;
/**
 * A WORKERS worker is handed its connections by the primary one at a time over IPC (each after the
 * worker's receipt of the one before): it waits this long besides two turns before it takes itself
 * off the port, or the primary would reset what it still holds for it.
 */
const WORKER_HANDOFF_QUIET_MS = 250;

/**
 * Resolves after `turns` full turns of the event loop, each with its poll phase: connections waiting
 * in the listen backlog are accepted and bytes already received are read (their request begins).
 */
const loopTurns = (turns: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : setImmediate(() => next(left - 1)));
    next(turns + 1);
  });

export type DrainOutcome = 'drained' | 'cut';

/**
 * SIGTERM's drain (docs/operations.md "Stopping and deploying"):
 * 1. readiness answers 503 and every /api call that arrives from now on is answered 503 with
 *    Retry-After and `Connection: close` (plugins/app/load-shedding.ts);
 * 2. the connections already waiting to be accepted are accepted, then the port stops accepting.
 *    Node's http `close()` is not used for that: it also closes every connection whose request it
 *    has not read yet, which resets requests a client has already sent (issue 42);
 * 3. every request already received is answered (those begun before the signal to the end; the
 *    rest 503), each answer closing its connection; a keep-alive connection with no request in
 *    it is closed once the bytes already sent to it have been read;
 * 4. once no connection is left, the app closes (e-mail batch, request log, database, lock).
 * `graceMs` bounds steps 2–3: then the connections still open are cut and the outcome is 'cut'.
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<DrainOutcome> {
  const server = app.server;
  app.beginDrain();
  let cut = false;
  if (server.listening) {
    const ended = new Promise<void>((resolve) => server.once('close', () => resolve()));
    const grace = setTimeout(() => {
      cut = true;
      app.log.warn({ graceMs }, 'drain limit reached: cutting the connections still open');
      server.closeAllConnections();
    }, graceMs);
    // The kernel has completed connections the busy loop has not accepted yet (it takes about one
    // per turn), their requests already sent: closing the port now would reset them. Accept until
    // two turns pass with nothing left to accept (in a WORKERS worker, and a quiet pause after them).
    let accepted = 0;
    const count = () => accepted++;
    server.on('connection', count);
    for (let before = -1; before !== accepted && !cut;) {
      before = accepted;
      await loopTurns(2);
      if (cluster.isWorker && before === accepted) await new Promise((resolve) => setTimeout(resolve, WORKER_HANDOFF_QUIET_MS));
    }
    server.off('connection', count);
    NetServer.prototype.close.call(server);
    let done = false;
    void ended.then(() => (done = true));
    while (!done) {
      await loopTurns(2);
      server.closeIdleConnections();
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, IDLE_SWEEP_MS))]);
    }
    clearTimeout(grace);
  }
  await app.close();
  return cut ? 'cut' : 'drained';
}
