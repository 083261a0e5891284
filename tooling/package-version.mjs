// Sets the version of an in-house shared package (shared-api, shared-ui) everywhere npm reads it:
// its package.json, every workspace that depends on it (exact pin) and package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Workspace folders, from the root package.json. */
export function workspaces(root = ROOT) {
  return readJson(path.join(root, 'package.json')).workspaces;
}

/** Sets `folder`'s package (e.g. 'shared-api') to `version` in its package.json, its dependents and the lockfile. */
export function setPackageVersion(folder, version, root = ROOT) {
  const pkgFile = path.join(root, folder, 'package.json');
  const pkg = readJson(pkgFile);
  pkg.version = version;
  writeJson(pkgFile, pkg);
  const pin = (deps) => {
    if (deps && deps[pkg.name] !== undefined) deps[pkg.name] = version;
  };
  for (const ws of workspaces(root)) {
    const file = path.join(root, ws, 'package.json');
    const dependent = readJson(file);
    if (ws === folder) continue;
    pin(dependent.dependencies);
    pin(dependent.devDependencies);
    writeJson(file, dependent);
  }
  const lockFile = path.join(root, 'package-lock.json');
  const lock = readJson(lockFile);
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (key === folder) entry.version = version;
    pin(entry.dependencies);
    pin(entry.devDependencies);
  }
  writeJson(lockFile, lock);
}
