import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { deployedPortal } from './support/deployed-portal';
import { signIn } from './support/session';

// Issue 31, test (4): `npm run deploy -w <remote>` against a portal that serves its remotes from a
// deploy folder (REMOTES_DIR). The operations remote is first deployed for real (its build, with
// --dist so the test does not spend a minute in webpack), then a build whose manifest asks for
// react ^20 is offered: no react 20 is installed here, so that build is the real one with its
// mf-manifest.json's react entry changed, exactly what a remote built against react 20 declares.
const PORTAL_PORT = Number(process.env.E2E_PORT || 3100) + 4;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORTAL_PORT}` });
const { remotesDir, runDeploy, root: ROOT } = deployedPortal(PORTAL_PORT, 'tamir-remotes-');

test('(4) a remote built against another major of a shared singleton is refused and the running portal is unchanged', async ({ page, request }) => {
  const deployed = JSON.parse(readFileSync(join(remotesDir, 'remotes.json'), 'utf8')) as Record<string, { entry: string; folder: string }>;
  const live = deployed.mfe_operations;
  expect(live.entry).toBe(`/remotes/mfe_operations/${live.folder}/mf-manifest.json`);
  expect((await (await request.get('/remotes.json')).json()).mfe_operations).toBe(live.entry);

  // A Tamirci works on the deployed version: its files come from the version folder.
  const fromVersion: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/remotes/mfe_operations/${live.folder}/`) && response.ok()) fromVersion.push(response.url());
  });
  await signIn(page, 'tamirci', DEMO.password);
  await page.goto('/admin/forms');
  await expect(page.getByRole('table', { name: 'Tamir Formları' }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  expect(
    fromVersion.some((url) => url.endsWith('/remoteEntry.js') || /\.js$/.test(url)),
    'scripts came from the deployed version folder',
  ).toBe(true);

  const bad = mkdtempSync(join(tmpdir(), 'tamir-react20-'));
  cpSync(join(ROOT, 'mfe-operations', 'dist'), bad, { recursive: true });
  const manifestFile = join(bad, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
  for (const item of manifest.shared) {
    if (item.name === 'react') Object.assign(item, { version: '20.0.0', requiredVersion: '^20.0.0' });
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const manifestBefore = readFileSync(join(remotesDir, 'remotes.json'), 'utf8');
  const foldersBefore = readdirSync(join(remotesDir, 'mfe_operations'));

  const refused = runDeploy('--dist', bad);
  rmSync(bad, { recursive: true, force: true });
  expect(refused.status, 'the deploy command refuses').toBe(1);
  expect(refused.stderr).toContain('Dağıtım reddedildi');
  expect(refused.stderr).toMatch(/react: uzak modül \^20\.0\.0 istiyor .*çalışan kabuk 19\.\d+\.\d+ sağlıyor/);
  expect(refused.stderr, 'only react is named').not.toMatch(/react-dom:|zustand:/);

  // Nothing changed: the manifest, the version folders, what the portal serves, what the user sees.
  expect(readFileSync(join(remotesDir, 'remotes.json'), 'utf8')).toBe(manifestBefore);
  expect(readdirSync(join(remotesDir, 'mfe_operations'))).toEqual(foldersBefore);
  expect((await (await request.get('/remotes.json')).json()).mfe_operations).toBe(live.entry);
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Panel' }).click();
  await expect(page.getByRole('table', { name: 'Son Tamir Formları' })).toBeVisible();
  await page.goto('/plate-search');
  await expect(page.getByPlaceholder('34 ABC 123')).toBeVisible({ timeout: 20_000 });
});

test('(5) issue 42: a remote built against a newer major of shared-api is refused and the portal is unchanged', async ({ page, request }) => {
  const live = (JSON.parse(readFileSync(join(remotesDir, 'remotes.json'), 'utf8')) as Record<string, { entry: string }>).mfe_operations;
  await signIn(page, 'tamirci', DEMO.password);
  await page.goto('/admin/forms');
  await expect(page.getByRole('table', { name: 'Tamir Formları' }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });

  // What a remote built after the next breaking change to shared-api declares: the next major, needing it.
  const bad = mkdtempSync(join(tmpdir(), 'tamir-shared-api-next-'));
  cpSync(join(ROOT, 'mfe-operations', 'dist'), bad, { recursive: true });
  const manifestFile = join(bad, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
  const sharedApi = manifest.shared.find((item) => item.name === '@tamir/shared-api');
  // The real build declares the version shared-api's package.json gives (no longer a pinned 0.1.0).
  const ownVersion = (JSON.parse(readFileSync(join(ROOT, 'shared-api', 'package.json'), 'utf8')) as { version: string }).version;
  expect(sharedApi, 'the remote shares shared-api').toMatchObject({ version: ownVersion, requiredVersion: `^${ownVersion}` });
  expect(ownVersion).not.toBe('0.1.0');
  const shellMajor = Number(ownVersion.split('.')[0]);
  const next = `${shellMajor + 1}.0.0`;
  Object.assign(sharedApi!, { version: next, requiredVersion: `^${next}` });
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const manifestBefore = readFileSync(join(remotesDir, 'remotes.json'), 'utf8');
  const foldersBefore = readdirSync(join(remotesDir, 'mfe_operations'));

  const refused = runDeploy('--dist', bad);
  rmSync(bad, { recursive: true, force: true });
  expect(refused.status, 'the deploy command refuses').toBe(1);
  expect(refused.stderr).toContain('Dağıtım reddedildi');
  expect(refused.stderr).toContain(`@tamir/shared-api: uzak modül ^${next} istiyor (derlendiği sürüm ${next}), çalışan kabuk ${ownVersion} sağlıyor`);
  expect(refused.stderr, 'only shared-api is named').not.toMatch(/@tamir\/shared-ui:|react:/);

  expect(readFileSync(join(remotesDir, 'remotes.json'), 'utf8')).toBe(manifestBefore);
  expect(readdirSync(join(remotesDir, 'mfe_operations'))).toEqual(foldersBefore);
  expect((await (await request.get('/remotes.json')).json()).mfe_operations).toBe(live.entry);
  await page.goto('/plate-search');
  await expect(page.getByPlaceholder('34 ABC 123')).toBeVisible({ timeout: 20_000 });
  await page.goto('/admin/forms');
  await expect(page.getByRole('table', { name: 'Tamir Formları' }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
});

/**
 * What a fresh clone holds for one remote after `npm ci`: the deploy command and the remote's
 * package.json, the installed packages, and no build of the shell (nor of the remote).
 */
function freshCloneOfOperations(): { dir: string; deploy: (...args: string[]) => SpawnSyncReturns<string> } {
  const dir = mkdtempSync(join(tmpdir(), 'tamir-fresh-clone-'));
  mkdirSync(join(dir, 'tooling'));
  mkdirSync(join(dir, 'mfe-operations'));
  copyFileSync(join(ROOT, 'tooling', 'deploy-remote.mjs'), join(dir, 'tooling', 'deploy-remote.mjs'));
  copyFileSync(join(ROOT, 'mfe-operations', 'package.json'), join(dir, 'mfe-operations', 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const deploy = (...args: string[]) =>
    spawnSync(process.execPath, [join(dir, 'tooling', 'deploy-remote.mjs'), remotesDir, ...args], { cwd: join(dir, 'mfe-operations'), encoding: 'utf8' });
  return { dir, deploy };
}

test('issue 40 (13): from a fresh clone the command says to pass --shell <portal address>, builds nothing, and deploys with it', async ({ request }) => {
  const clone = freshCloneOfOperations();
  try {
    const manifestBefore = readFileSync(join(remotesDir, 'remotes.json'), 'utf8');
    const foldersBefore = readdirSync(join(remotesDir, 'mfe_operations'));
    const started = Date.now();
    const refused = clone.deploy();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Kabuğun derlemesi bulunamadı');
    expect(refused.stderr).toContain('--shell <portal adresi>');
    expect(refused.stderr).toContain('npm run build -w shell');
    expect(refused.stdout, 'it stopped before building the remote').not.toContain('Derleniyor');
    expect(Date.now() - started, 'no minute of webpack first').toBeLessThan(20_000);
    expect(readFileSync(join(remotesDir, 'remotes.json'), 'utf8')).toBe(manifestBefore);
    expect(readdirSync(join(remotesDir, 'mfe_operations'))).toEqual(foldersBefore);

    // Checked against the running portal instead: deployed, and the portal names the new version.
    const shipped = clone.deploy('--dist', join(ROOT, 'mfe-operations', 'dist'), '--shell', `http://127.0.0.1:${PORTAL_PORT}`);
    expect(shipped.status, shipped.stderr).toBe(0);
    const live = JSON.parse(readFileSync(join(remotesDir, 'remotes.json'), 'utf8')).mfe_operations as { folder: string; entry: string };
    expect(foldersBefore).not.toContain(live.folder);
    expect((await (await request.get('/remotes.json')).json()).mfe_operations).toBe(live.entry);

    // Rolling back from the same clone needs no build of the remote either.
    const back = clone.deploy('--switch', foldersBefore[0], '--shell', `http://127.0.0.1:${PORTAL_PORT}`);
    expect(back.status, back.stderr).toBe(0);
    expect((await (await request.get('/remotes.json')).json()).mfe_operations).toBe(`/remotes/mfe_operations/${foldersBefore[0]}/mf-manifest.json`);
  } finally {
    rmSync(clone.dir, { recursive: true, force: true });
  }
});

test('issue 40 (13): --switch to a version never deployed is refused, listing the deployed versions, and changes nothing', async ({ request }) => {
  const manifestBefore = readFileSync(join(remotesDir, 'remotes.json'), 'utf8');
  const live = JSON.parse(manifestBefore).mfe_operations as { folder: string; entry: string };
  const deployed = readdirSync(join(remotesDir, 'mfe_operations'));
  expect(deployed.length).toBeGreaterThanOrEqual(1);
  const refused = runDeploy('--switch', '9.9.9-deadbeef');
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('9.9.9-deadbeef sürümü yayınlanmamış');
  expect(refused.stderr).toContain('Yayınlanmış sürümler / deployed versions');
  for (const folder of deployed) expect(refused.stderr).toContain(`  ${folder}`);
  expect(refused.stderr).toContain(`${live.folder}   (yayında / live)`);
  expect(readFileSync(join(remotesDir, 'remotes.json'), 'utf8')).toBe(manifestBefore);
  expect((await (await request.get('/remotes.json')).json()).mfe_operations).toBe(live.entry);
});
