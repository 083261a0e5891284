#!/usr/bin/env node
// Prints the gzipped size of what the browser loads for the login page (shell start, before a
// remote is needed) and for the public form page, by loading both pages in Chromium against
// a running portal and summing the gzip sizes of the JS and CSS files it fetched.
// Usage: BASE_URL=http://127.0.0.1:3000 node scripts/bundle-size.mjs   (default starts nothing)
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const base = process.env.BASE_URL || 'http://127.0.0.1:3000';

async function measure(browser, path) {
  const page = await browser.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.(js|css)(\?|$)/.test(url)) return;
    try {
      const body = await response.body();
      files.set(url, { raw: body.length, gz: gzipSync(body, { level: 9 }).length });
    } catch {
      /* redirected or aborted responses have no body */
    }
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.close();
  let raw = 0;
  let gz = 0;
  for (const f of files.values()) {
    raw += f.raw;
    gz += f.gz;
  }
  return { path, files: files.size, rawKB: (raw / 1024).toFixed(1), gzKB: (gz / 1024).toFixed(1) };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const path of ['/giris', '/forms/view/olcum-icin-gecersiz-token']) {
    const r = await measure(browser, path);
    console.log(`${r.path}: ${r.files} dosya, ${r.rawKB} KB ham, ${r.gzKB} KB gzip`);
  }
} finally {
  await browser.close();
}
