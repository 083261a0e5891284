#!/usr/bin/env node
// `npm run deploy -w <remote> -- <target folder> [--dist <built folder>] [--switch <version folder>] [--shell <shell dist | portal URL>]`
// Without --shell it checks against this checkout's shell build (shell/dist); where there is none
// (a fresh clone) it stops at once and says to pass --shell <portal address>.
// Builds the remote (unless --dist names a build already made), copies it into
// <target>/<federation name>/<version>-<commit>/ beside the earlier versions (kept: a page still
// running one keeps finding its chunks), checks its shared singletons against what the running
// shell provides, and only then switches <target>/remotes.json, which the server re-reads (its
// REMOTES_DIR). --switch <version folder> switches back to a version deployed before (roll back).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const semver = require('semver');
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The singletons whose versions must fit (issue 31); the others in mf-shared.cjs follow them. */
export const CHECKED = ['react', 'react-dom', 'react-router-dom', 'zustand', '@tanstack/react-query', '@tamir/shared-api', '@tamir/shared-ui'];

export class DeployError extends Error {}

function fail(message) {
  throw new DeployError(message);
}

function parseArgs(argv) {
  const options = { target: null, dist: null, switchTo: null, shell: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dist') options.dist = argv[++i];
    else if (arg === '--switch') options.switchTo = argv[++i];
    else if (arg === '--shell') options.shell = argv[++i];
    else if (arg.startsWith('--')) fail(`Bilinmeyen seçenek / unknown option: ${arg}`);
    else if (!options.target) options.target = arg;
    else fail(`Fazla argüman / extra argument: ${arg}`);
  }
  if (options.switchTo && (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(options.switchTo) || options.switchTo.includes('..'))) {
    fail(`Geçersiz sürüm klasörü / invalid version folder: ${options.switchTo}`);
  }
  if (!options.target) fail('Hedef klasör verilmedi. Kullanım: npm run deploy -w <remote> -- <hedef klasör>\nNo target folder given.');
  return options;
}

function readJson(file, what) {
  if (!existsSync(file)) fail(`${what} bulunamadı / not found: ${file}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** This checkout's shell build, the default to check against. */
const LOCAL_SHELL = path.join(ROOT, 'shell', 'dist');

/**
 * Where the shell to check against is: `--shell` as given, else this checkout's build. A fresh
 * clone has no shell build: then it says so before anything is built (issue 40), naming the two ways on.
 */
function shellSource(given) {
  if (given) return given;
  if (existsSync(path.join(LOCAL_SHELL, 'mf-manifest.json'))) return LOCAL_SHELL;
  fail(
    [
      `Kabuğun derlemesi bulunamadı: ${path.relative(process.cwd(), LOCAL_SHELL) || LOCAL_SHELL} (bu kopyada kabuk derlenmemiş). Hiçbir şey derlenmedi ya da değiştirilmedi.`,
      'Çalışan portala karşı denetlemek için portalın adresini verin:  --shell <portal adresi>   (ör. --shell https://portal.example)',
      'ya da önce bu kopyanın kabuğunu derleyin:  npm run build -w shell',
      `No shell build found (${LOCAL_SHELL}); nothing was built or changed. Pass --shell <portal address> to check against the running portal, or run npm run build -w shell first.`,
    ].join('\n'),
  );
}

/** The remote's Module Federation name: its package name without the scope, '-' as '_' (webpack.config.cjs of each remote). */
export const federationName = (packageName) => packageName.replace(/^@[^/]+\//, '').replaceAll('-', '_');

/** The version folders deployed for `name` under `target`, oldest first, half-copied ones left out. */
function deployedVersions(target, name) {
  const dir = path.join(target, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.tmp'))
    .map((entry) => ({ folder: entry.name, at: statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => a.at - b.at || a.folder.localeCompare(b.folder))
    .map((entry) => entry.folder);
}

/** `--switch` to a folder that is not there: refused, listing what can be switched to. */
function unknownVersion(target, name, folder) {
  const versions = deployedVersions(target, name);
  const manifestFile = path.join(target, 'remotes.json');
  const live = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8'))[name]?.folder : undefined;
  const listed = versions.map((v) => `  ${v}${v === live ? '   (yayında / live)' : ''}`).join('\n');
  fail(
    versions.length
      ? `${name} için ${folder} sürümü yayınlanmamış; hiçbir şey değiştirilmedi.\nNo deployed version ${folder} of ${name}; nothing was changed.\nYayınlanmış sürümler / deployed versions (${path.join(target, name)}):\n${listed}`
      : `${name} için bu klasörde yayınlanmış sürüm yok: ${path.join(target, name)}; hiçbir şey değiştirilmedi.\nNo version of ${name} deployed in ${target}; nothing was changed.`,
  );
}

/** name → { version, singleton } the running shell provides, from its build's mf-manifest.json (a folder or a portal URL). */
async function shellShared(shell) {
  const manifest = /^https?:\/\//.test(shell)
    ? await fetch(new URL('/mf-manifest.json', shell)).then((r) => (r.ok ? r.json() : fail(`Kabuğun manifesti okunamadı / shell manifest: HTTP ${r.status}`)))
    : readJson(path.join(shell, 'mf-manifest.json'), 'Kabuğun derlemesi (mf-manifest.json) / shell build');
  return new Map((manifest.shared ?? []).map((item) => [item.name, item]));
}

/** Same release line: same major (for 0.x, same minor), what a caret range of either side accepts. */
function sameLine(a, b) {
  if (semver.major(a) !== semver.major(b)) return false;
  return semver.major(a) !== 0 || semver.minor(a) === semver.minor(b);
}

/**
 * Every problem with the remote's shared singletons against the shell's, checked both ways:
 * the remote must share each checked package as a singleton (else it would run its own copy), the
 * shell must provide it as a singleton, the shell's version must satisfy the remote's
 * requiredVersion (a remote needing a newer version than the shell has), and the remote must have
 * been built against the shell's major (a remote built against another major, whatever range it
 * declares). `shell` maps name → { version, singleton }. Empty when it fits.
 */
export function sharedProblems(remoteManifest, shell) {
  const problems = [];
  const remoteShared = new Map((remoteManifest.shared ?? []).map((item) => [item.name, item]));
  for (const name of CHECKED) {
    const item = remoteShared.get(name);
    const shellItem = shell.get(name);
    if (!item) {
      problems.push(`${name}: uzak modül bu paketi paylaşmıyor, kendi kopyasını çalıştırırdı / the remote does not share it`);
      continue;
    }
    if (item.singleton !== true) {
      problems.push(`${name}: uzak modül bu paketi tekil (singleton) olarak paylaşmıyor / the remote does not share it as a singleton`);
      continue;
    }
    if (!shellItem) {
      problems.push(`${name}: uzak modül ${item.requiredVersion} istiyor, çalışan kabuk bu paketi paylaşmıyor / the shell does not share it`);
      continue;
    }
    if (shellItem.singleton !== true) {
      problems.push(`${name}: çalışan kabuk bu paketi tekil (singleton) olarak paylaşmıyor / the shell does not share it as a singleton`);
      continue;
    }
    const shellVersion = shellItem.version;
    if (!semver.valid(item.version) || !semver.valid(shellVersion)) {
      problems.push(`${name}: sürüm okunamadı (uzak modül ${item.version}, kabuk ${shellVersion}) / unreadable version`);
    } else if (!item.requiredVersion || !semver.satisfies(shellVersion, item.requiredVersion)) {
      problems.push(
        `${name}: uzak modül ${item.requiredVersion} istiyor (derlendiği sürüm ${item.version}), çalışan kabuk ${shellVersion} sağlıyor / remote requires ${item.requiredVersion}, shell provides ${shellVersion}`,
      );
    } else if (!sameLine(item.version, shellVersion)) {
      problems.push(
        `${name}: uzak modül ${item.version} sürümüne göre derlenmiş, çalışan kabuk ${shellVersion} sağlıyor; ana sürümler farklı / remote built against ${item.version}, shell provides ${shellVersion}`,
      );
    }
  }
  return problems;
}

function gitCommit(cwd) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.'], { cwd, encoding: 'utf8' }).trim();
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return 'nocommit';
  }
}

/** Writes `file` whole or not at all: the server never reads half a manifest. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Written into each version folder: its version, commit and build time. */
const DEPLOY_INFO = 'deploy-info.json';

/**
 * The version, commit and build time of a deployed version folder: from its deploy-info.json, or
 * (a folder deployed before that file existed) from its name `<version>-<commit>[-<n>]` and mtime.
 */
function versionInfo(versionDir, folder) {
  const file = path.join(versionDir, DEPLOY_INFO);
  if (existsSync(file)) {
    const { version, commit, builtAt } = JSON.parse(readFileSync(file, 'utf8'));
    return { version: String(version), commit: String(commit), builtAt: String(builtAt) };
  }
  const match = /^([0-9]+\.[0-9]+\.[0-9]+)-(.+?)(?:-[0-9]+)?$/.exec(folder);
  return { version: match?.[1] ?? folder, commit: match?.[2] ?? '', builtAt: statSync(versionDir).mtime.toISOString() };
}

export async function deploy(argv, cwd = process.cwd(), log = (line) => process.stdout.write(`${line}\n`)) {
  const options = parseArgs(argv);
  const pkg = readJson(path.join(cwd, 'package.json'), 'package.json');
  const target = path.resolve(cwd, options.target);
  if (options.switchTo) {
    // A switch needs no build of the remote here: its name comes from the package.
    const switchName = federationName(pkg.name);
    if (!existsSync(path.join(target, switchName, options.switchTo, 'mf-manifest.json'))) unknownVersion(target, switchName, options.switchTo);
  }
  const provided = await shellShared(shellSource(options.shell));

  let name;
  let folder;
  let source;
  let commit;
  if (options.switchTo) {
    source = null;
    folder = options.switchTo;
    name = federationName(pkg.name);
  } else {
    source = options.dist ? path.resolve(cwd, options.dist) : path.join(cwd, 'dist');
    if (!options.dist) {
      log(`Derleniyor: ${pkg.name} ...`);
      const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
      if (build.status !== 0) fail(`Derleme başarısız (çıkış kodu ${build.status}) / build failed`);
    }
    name = readJson(path.join(source, 'mf-manifest.json'), 'Uzak modülün derlemesi / remote build').name;
    commit = gitCommit(cwd);
    folder = `${pkg.version}-${commit}`;
    for (let n = 2; existsSync(path.join(target, name, folder)); n += 1) folder = `${pkg.version}-${commit}-${n}`;
  }
  const versionDir = path.join(target, name, folder);
  const manifest = readJson(path.join(source ?? versionDir, 'mf-manifest.json'), 'Uzak modülün manifesti / remote manifest');
  const problems = sharedProblems(manifest, provided);
  if (problems.length) {
    fail(
      `Dağıtım reddedildi: paylaşılan paketler çalışan kabukla uyuşmuyor; hiçbir şey değiştirilmedi.\nDeploy refused: shared packages do not fit the running shell; nothing was changed.\n  ${problems.join('\n  ')}`,
    );
  }

  if (source) {
    mkdirSync(path.join(target, name), { recursive: true });
    const staging = `${versionDir}.${process.pid}.tmp`;
    cpSync(source, staging, { recursive: true, filter: (file) => path.basename(file) !== '.build-stamp' });
    // What the system-info tab shows for this version, kept with it for a later switch back.
    const builtAt = statSync(path.join(source, 'mf-manifest.json')).mtime.toISOString();
    writeFileSync(path.join(staging, DEPLOY_INFO), `${JSON.stringify({ version: pkg.version, commit, builtAt }, null, 2)}\n`);
    renameSync(staging, versionDir);
  }
  const info = versionInfo(versionDir, folder);
  const manifestFile = path.join(target, 'remotes.json');
  const current = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  current[name] = { entry: `/remotes/${name}/${folder}/mf-manifest.json`, ...info, folder };
  writeAtomically(manifestFile, `${JSON.stringify(current, null, 2)}\n`);
  log(`${name} ${folder} yayında / is live (${versionDir}).`);
  log(
    `Önceki sürümler / earlier versions: ${
      readdirSync(path.join(target, name))
        .filter((f) => f !== folder && !f.endsWith('.tmp'))
        .join(', ') || '-'
    }`,
  );
  return { name, folder, versionDir };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  deploy(process.argv.slice(2)).catch((error) => {
    if (error instanceof DeployError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`${error?.stack ?? error}\n`);
    process.exitCode = 1;
  });
}
