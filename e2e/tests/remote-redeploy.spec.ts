import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { deployedPortal } from './support/deployed-portal';
import { signIn } from './support/session';

// Issue 31, test (3): a signed-in Tamirci works on the form list while `npm run deploy -w
// mfe-operations` ships a new version with a visible change; the next navigation shows it, with no
// server restart, no page reload and no white page. The "new version" is the real build copied
// with one text changed ('Son Tamir Formları' → 'Son Tamir Formları · yeni sürüm'): what a team's
// rebuild with that change produces, without a minute of webpack in the test. The deploy command
// does the shipping (versioned folder, shared check, switch of remotes.json).
const PORTAL_PORT = Number(process.env.E2E_PORT || 3100) + 5;
const NEW_TEXT = 'Son Tamir Formları · yeni sürüm';
/** shell/src/mfe/remote-loader.ts UPDATE_CHECK_INTERVAL_MS: a navigation reads /remotes.json again at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 10_000;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORTAL_PORT}` });
const { remotesDir, runDeploy, root: ROOT } = deployedPortal(PORTAL_PORT, 'tamir-redeploy-');

/** The operations build with NEW_TEXT in place of the dashboard's title; compressed copies of changed files dropped. */
function buildWithVisibleChange(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tamir-ops-v2-'));
  cpSync(join(ROOT, 'mfe-operations', 'dist'), folder, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(folder, file), 'utf8');
    if (!text.includes('Son Tamir Formları')) continue;
    writeFileSync(join(folder, file), text.replaceAll('Son Tamir Formları', NEW_TEXT));
    rmSync(join(folder, `${file}.gz`), { force: true });
    rmSync(join(folder, `${file}.br`), { force: true });
    changed += 1;
  }
  expect(changed, 'the dashboard title is in the build').toBeGreaterThan(0);
  return folder;
}

test('(3) a redeploy under a signed-in user shows the new version on the next navigation, without a restart or a white page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // Issue 40 item 13: mounting the new version is expected, so the console carries no runtime
  // warning that the remote is 'already registered'.
  const consoleWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') consoleWarnings.push(message.text());
  });
  await signIn(page, 'tamirci', DEMO.password);
  await page.goto('/admin/forms');
  const formsTable = page.getByRole('table', { name: 'Tamir Formları' });
  await expect(formsTable.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const loadedAt = Date.now();
  // A mark on this page: it is still there at the end only if the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { redeployMark: number }).redeployMark = 42));
  const before = (await (await request.get('/remotes.json')).json()).mfe_operations as string;

  const v2 = buildWithVisibleChange();
  const deployed = runDeploy('--dist', v2);
  rmSync(v2, { recursive: true, force: true });
  expect(deployed.status, deployed.stderr).toBe(0);
  const after = (await (await request.get('/remotes.json')).json()).mfe_operations as string;
  expect(after, 'the running server names the new version (no restart)').not.toBe(before);
  const newFolder = after.split('/')[3];
  // The same commit deployed again gets its own folder (`-2`); the commit recorded is the commit.
  const live = JSON.parse(readFileSync(join(remotesDir, 'remotes.json'), 'utf8')).mfe_operations as { folder: string; commit: string; version: string };
  expect(live.folder).toBe(newFolder);
  expect(newFolder).toMatch(/-2$/);
  expect(live.commit).toMatch(/^([0-9a-f]{8}(-dirty)?|nocommit)$/);
  expect(newFolder).toBe(`${live.version}-${live.commit}-2`);

  // Nothing changes under the user until they navigate: the list is still there, working.
  await expect(formsTable.getByRole('row').nth(1)).toBeVisible();
  const fromNew: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/remotes/mfe_operations/${newFolder}/`) && response.ok()) fromNew.push(response.url());
  });

  // What the user types on the screen stays: the new version waits for a navigation (typing in
  // the search box changes only the query of the address, not the screen).
  const search = page.getByLabel('Ara', { exact: true });
  await search.fill('Kaya');
  // The next navigation after the shell's check interval (it reads /remotes.json at most every 10 s).
  await page.waitForTimeout(Math.max(0, UPDATE_CHECK_INTERVAL_MS + 500 - (Date.now() - loadedAt)));
  await expect(search).toHaveValue('Kaya');
  await search.press('End');
  await search.pressSequentially(' ');
  await expect(search).toHaveValue('Kaya ');
  expect(fromNew, 'nothing of the new version loaded while the user stayed on the screen').toEqual([]);
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await nav.getByRole('link', { name: 'Panel' }).click();
  await expect(page.getByText(NEW_TEXT).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Son Tamir Formları', { exact: true })).toHaveCount(0);
  expect(
    fromNew.some((url) => url.endsWith('.js')),
    'scripts came from the new version folder',
  ).toBe(true);

  // Never a white page: the shell's menu stayed, the page was not reloaded, no uncaught error.
  await expect(nav).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { redeployMark?: number }).redeployMark)).toBe(42);
  expect(errors).toEqual([]);
  expect(consoleWarnings.filter((text) => /already registered/i.test(text))).toEqual([]);

  // The new version keeps working: back to the form list.
  await nav.getByRole('link', { name: 'Tamir Formları' }).click();
  await expect(formsTable.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Modül yüklenemedi' })).toHaveCount(0);
});
