/**
 * Photos on the form (issue 29), measured on `npm start`'s server in a process of its own, for
 * each database: the server's time per upload (a 1600 px JPEG as the browser's shrink sends it,
 * one at a time), its memory while ten uploads arrive at once (shrunk photos, and 12-megapixel
 * originals as an API client could send), and the database's growth per photo (the table with
 * its TOAST, read after the server stops). Also what the server's own encoder makes of a
 * 12-megapixel photo brought to 1600 px, beside the browser's figure (e2e form-photos.spec.ts).
 * Prints the figures; judges none of them.
 *
 * Env: BENCH_DATABASES (pglite,postgres), BENCH_DATABASE_URL, BENCH_PHOTOS_SEQUENTIAL (20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { freePort } from '../test/helpers/free-port';
import { grainyPhoto } from '../test/helpers/photo-images';
import { BENCH_DATABASE_URL, envNumber, percentile, withFreshPostgres } from './bench-kit';
import { BENCH_USER, seedVehiclesFirstId } from './seed-vehicles';
import { benchServerEnv, buildServer, rssMb, serverCommand, spawnServer, stop, waitFor } from './server-process';

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const SEQUENTIAL = envNumber('BENCH_PHOTOS_SEQUENTIAL', 20);
const SAMPLE_MS = 20;
const print = (line: string) => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const original = await grainyPhoto(4000, 3000);
// The browser sends its canvas's JPEG at 0.82; libvips at the same quality stands in for it here.
const shrunk = await sharp(original).resize(1600, 1600, { fit: 'inside' }).jpeg({ quality: 82 }).toBuffer();
print(`12-megapixel photo (4000 × 3000, camera-like grain): ${kb(original.length)}; at 1600 px, JPEG 0.82: ${kb(shrunk.length)}`);

async function run(kind: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-photos-'));
  const env = benchServerEnv(dataDir, databaseUrl);
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  try {
    const vehicleId = await seedVehiclesFirstId(await buildApp({ config, announce: () => undefined }), 1);
    const port = await freePort();
    const server = spawnServer({ ...env, PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '100000' }, port, serverCommand());
    const base = `http://127.0.0.1:${port}`;
    let stored = 0;
    try {
      await waitFor(`${base}/api/health`, server);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_USER),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const newForm = async () => {
        const reply = await fetch(`${base}/api/repairform`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ vehicleId, descriptionLines: ['Kaporta hasarı'] }),
        });
        return ((await reply.json()) as { id: number }).id;
      };
      const upload = async (formId: number, bytes: Buffer) => {
        const body = new FormData();
        body.append('stage', 'Teslim Alma');
        body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
        const started = performance.now();
        const reply = await fetch(`${base}/api/repairform/${formId}/photos`, { method: 'POST', headers: auth, body });
        await reply.arrayBuffer();
        if (reply.status !== 201) throw new Error(`upload: ${reply.status}`);
        stored++;
        return performance.now() - started;
      };

      // One at a time: the server's time per upload (loopback, so nearly all of it is the server's).
      await upload(await newForm(), shrunk); // warm-up: sharp's first call loads libvips
      const form = await newForm();
      const times: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) times.push(await upload(form, shrunk));
      times.sort((a, b) => a - b);
      print(`\n${kind}: one upload at a time (${SEQUENTIAL} × ${kb(shrunk.length)}, 1600 × 1200)`);
      print(`  per upload: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, fastest ${times[0].toFixed(0)} ms`);

      for (const [label, bytes] of [
        ['shrunk 1600 px photos', shrunk],
        ['12-megapixel originals (an API client that skips the shrink)', original],
      ] as const) {
        await sleep(1500);
        const idle = rssMb(server.pid!);
        const samples: number[] = [];
        const sampler = setInterval(() => samples.push(rssMb(server.pid!)), SAMPLE_MS);
        const formId = await newForm();
        const started = performance.now();
        const each = await Promise.all(Array.from({ length: 10 }, () => upload(formId, bytes))).finally(() => clearInterval(sampler));
        const wall = performance.now() - started;
        print(`  ten at once, ${label} (${kb(bytes.length)} each): all in ${wall.toFixed(0)} ms (slowest ${Math.max(...each).toFixed(0)} ms)`);
        print(
          `    server RSS before ${idle.toFixed(0)} MB, peak ${Math.max(idle, ...samples).toFixed(0)} MB (+${(Math.max(idle, ...samples) - idle).toFixed(0)} MB)`,
        );
      }
    } finally {
      await stop(server);
    }

    // The database's growth: the table with its TOAST and indexes, per photo.
    const app = await buildApp({ config, announce: () => undefined });
    try {
      const result = await app.db.execute(sql`
        select count(*)::int as n, pg_total_relation_size('form_photos')::bigint as total,
          coalesce(sum(pg_column_size(image) + pg_column_size(thumb)), 0)::bigint as columns,
          coalesce(avg(pg_column_size(image) + pg_column_size(thumb)) filter (where width <= 1600), 0)::float as shrunk,
          coalesce(avg(pg_column_size(image) + pg_column_size(thumb)) filter (where width > 1600), 0)::float as large
        from form_photos`);
      const row = result.rows[0] as { n: number; total: string | number; columns: string | number; shrunk: number; large: number };
      const [total, columns] = [Number(row.total), Number(row.columns)];
      const overhead = (total - columns) / row.n;
      print(`  database: ${row.n} photos take ${kb(total)} (form_photos with TOAST and indexes), ${kb(overhead)} a row besides the bytes`);
      print(
        `    growth per photo: a shrunk 1600 px photo ${kb(Number(row.shrunk) + overhead)} (image and thumbnail), a 12-megapixel original stored at 2048 px ${kb(Number(row.large) + overhead)}`,
      );
      if (row.n !== stored) print(`  (uploads counted ${stored}, rows ${row.n})`);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildServer();
if (DATABASES.includes('pglite')) await run('pglite', null);
if (DATABASES.includes('postgres')) await withFreshPostgres(BENCH_DATABASE_URL, (url) => run('postgres', url));
