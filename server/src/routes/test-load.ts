import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';

/** How long each slice of the busy loop holds the event loop: past the 200 ms default delay limit. */
const BUSY_SLICE_MS = 400;
/** A megabyte of heap: this many doubles in a plain array (8 bytes each, on V8's heap, not outside it). */
const DOUBLES_PER_MB = 131_072;

/**
 * Test suites only (`TEST_LOAD_ROUTES=1`, never set in production): load the server the way
 * real overload does, so the shedding paths run in tests exactly as shipped. Outside /api (never
 * shed, never in the OpenAPI document, no sign-in) so a test can always start and stop the load.
 * - POST /__test-load/busy/start: the event loop is held in 400 ms slices, with one turn for I/O
 *   between them, until POST /__test-load/busy/stop (sustained lag and utilisation).
 * - POST /__test-load/heap/hold?mb=N: N MB more are held on the heap; /heap/release lets them go and
 *   collects them at once.
 */
export default async function testLoadRoutes(app: FastifyInstance) {
  let busy = false;
  let held: number[][] = [];
  const hide = { schema: { hide: true } };

  const spin = () => {
    if (!busy) return;
    const until = Date.now() + BUSY_SLICE_MS;
    while (Date.now() < until) {
      // hold the loop
    }
    setImmediate(spin);
  };

  app.post('/__test-load/busy/start', hide, async () => {
    if (!busy) {
      busy = true;
      setImmediate(spin);
    }
    return { busy };
  });
  app.post('/__test-load/busy/stop', hide, async () => {
    busy = false;
    return { busy };
  });
  app.post<{ Querystring: { mb?: string } }>('/__test-load/heap/hold', hide, async (request) => {
    const mb = Math.min(4096, Math.max(1, Number(request.query.mb) || 1));
    for (let i = 0; i < mb; i++) held.push(new Array<number>(DOUBLES_PER_MB).fill(i + 0.5));
    return { heldMb: held.length, heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576) };
  });
  app.post('/__test-load/heap/release', hide, async () => {
    held = [];
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    return { heldMb: 0, heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576) };
  });
  app.addHook('onClose', async () => {
    busy = false;
    held = [];
  });
}
