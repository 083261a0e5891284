#!/usr/bin/env node
// Prints the gzipped size of what the browser loads for the login page (shell start, before a
// remote is needed) and for the public form page, by loading both pages in Chromium against
// a running portal and summing the sizes of the HTML, JS and CSS it fetched.
// Usage: node scripts/bundle-size.mjs (starts the built portal on a temporary data directory), or
// BASE_URL=http://127.0.0.1:3000 node scripts/bundle-size.mjs against a portal already running.
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const { chromiumLaunchOptions } = require('../tooling/chromium.cjs');
let base = process.env.BASE_URL;
let portal = null;
let dataDir = null;
if (!base) {
  // A port the system hands out as free, so a run beside a portal (or CI) never collides.
  const port = await new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
  dataDir = mkdtempSync(join(tmpdir(), 'tamir-bundle-'));
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  portal = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'olcum-icin-gecici' },
  });
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('Portal did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function measure(browser, path, session = null) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
  }
  const page = await context.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    // The page itself, its scripts and stylesheets: what a first visit transfers before any API call.
    if (!['document', 'script', 'stylesheet'].includes(response.request().resourceType())) return;
    try {
      const body = await response.body();
      const { responseBodySize } = await response.request().sizes();
      files.set(url, { raw: body.length, gz: gzipSync(body, { level: 9 }).length, sent: responseBodySize });
    } catch {
      /* redirected or aborted responses have no body */
    }
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await context.close();
  let raw = 0;
  let gz = 0;
  let sent = 0;
  for (const f of files.values()) {
    raw += f.raw;
    gz += f.gz;
    sent += f.sent;
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  return { path, files: files.size, rawKB: kb(raw), gzKB: kb(gz), sentKB: kb(sent) };
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const path of ['/giris', '/forms/view/olcum-icin-gecersiz-token']) {
    const r = await measure(browser, path);
    console.log(`${r.path}: ${r.files} dosya, ${r.rawKB} KB ham, ${r.gzKB} KB gzip, ${r.sentKB} KB aktarılan (sunucunun gönderdiği)`);
  }
  // An admin screen of mfe-admin, opened cold by a signed-in admin (ADMIN_USERNAME/ADMIN_PASSWORD for a running portal).
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.ADMIN_USERNAME || 'admin', password: process.env.ADMIN_PASSWORD || 'olcum-icin-gecici' }),
  });
  if (login.ok) {
    const session = await login.json();
    const r = await measure(browser, '/admin/users', { token: session.token, user: session.user });
    console.log(`${r.path} (yönetici oturumu): ${r.files} dosya, ${r.rawKB} KB ham, ${r.gzKB} KB gzip, ${r.sentKB} KB aktarılan`);
    const entry = await fetch(`${base}/mfe/admin/remoteEntry.js`);
    if (entry.ok) console.log(`mfe-admin remoteEntry.js: ${(gzipSync(Buffer.from(await entry.arrayBuffer()), { level: 9 }).length / 1024).toFixed(1)} KB gzip`);
  } else console.log(`/admin/users: yönetici girişi yapılamadı (${login.status}); ADMIN_USERNAME/ADMIN_PASSWORD verin`);
} finally {
  await browser.close();
  if (portal) {
    portal.kill('SIGTERM');
    await new Promise((resolve) => portal.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
