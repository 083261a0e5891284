import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../../src/config';
import type { TestServer } from './server';

/** The public page's budget on the wire (issue 13): its HTML and every asset it names, gzip. */
export const PAGE_BUDGET = 60 * 1024;

/** What a page is made of on the wire: its HTML and every stylesheet and script it names, gzip. */
export async function pageWeight(server: TestServer, html: string): Promise<number> {
  const assets = [...html.matchAll(/(?:href|src)="(\/mfe\/[^"]+)"/g)].map((match) => match[1]);
  let total = gzipSync(html).length;
  for (const asset of assets) {
    const reply = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(reply.status, 200, asset);
    assert.match(reply.headers.get('cache-control') ?? '', /immutable/);
    total += gzipSync(Buffer.from(await reply.arrayBuffer())).length;
  }
  return total;
}

/** Builds the public page's server renderer and assets (mfe-public-form's dist/ssr), as production serves them. */
export function buildPublicFormPage(): void {
  const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'mfe-public-form', 'scripts', 'build-ssr.mjs')], { encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
}
