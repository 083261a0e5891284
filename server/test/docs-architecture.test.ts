import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SERVER_ROOT } from '../src/server-root';

// Issue 27: docs/architecture.md must match the tree. Each server module, each top-level folder of
// server/src and each workspace package is named in it; every module folder, server/src folder,
// package and file path it names exists.

const REPO = path.join(SERVER_ROOT, '..');
const SRC = path.join(SERVER_ROOT, 'src');
const DOC = readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8');

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const workspaces = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

/** The fenced block that starts with `first` (its first line), as lines. */
function block(first: string): string[] {
  const match = DOC.match(new RegExp('```\\n' + first.replace(/[/.]/g, '\\$&') + '\\n([\\s\\S]*?)```'));
  assert.ok(match, `docs/architecture.md has no block starting with ${first}`);
  return match[1].split('\n');
}

/** Folders a block names at its first level of indentation (`  db/   …`). */
const treeFolders = (lines: string[]) => lines.flatMap((line) => line.match(/^ {2}([\w.-]+)\//)?.[1] ?? []);

/** Rows of the table whose header's first cell is `first`: each row's first cell, backticks and slash dropped. */
function tableNames(first: string): string[] {
  const lines = DOC.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  assert.ok(start >= 0, `docs/architecture.md has no table headed '${first}'`);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    const cell = line.match(/^\| `([^`]+)` \|/);
    if (!cell) break;
    rows.push(cell[1].replace(/\/$/, ''));
  }
  return rows;
}

/** Every `modules/<name>/` the document mentions (placeholders such as `<resource>` aside). */
const mentionedModules = () => [...new Set([...DOC.matchAll(/modules\/([a-z0-9-]+)\//g)].map((match) => match[1]))].sort();

/** Where a path the document names may be relative to: the repository, the server, each package and its src. */
const BASES = [REPO, SERVER_ROOT, SRC, ...workspaces.flatMap((name) => [path.join(REPO, name), path.join(REPO, name, 'src')])];

/** Backticked repository paths: `a/b.ts`, `lib/`, `server/test/x.test.ts` (not routes, package names or patterns). */
const namedPaths = () =>
  [...new Set([...DOC.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]))].filter(
    (token) => /^[\w.-]+(\/[\w.-]+)*\/?$/.test(token) && token.includes('/') && /\/$|\.(ts|tsx|cjs|mjs|js|json|md|css)$/.test(token),
  );

/** What the document fails on: names missing from it, or names it gives that the tree does not have. */
export function architectureProblems() {
  const modules = folders(path.join(SRC, 'modules'));
  const mentioned = mentionedModules();
  const tree = treeFolders(block('server/src/'));
  const packages = tableNames('package');
  return {
    modulesNotNamed: modules.filter((name) => !mentioned.includes(name)),
    modulesNotFound: mentioned.filter((name) => !modules.includes(name)),
    srcFoldersNotNamed: folders(SRC).filter((name) => !tree.includes(name)),
    srcFoldersNotFound: tree.filter((name) => !existsSync(path.join(SRC, name))),
    packagesNotNamed: workspaces.filter((name) => !packages.includes(name)),
    packagesNotFound: packages.filter((name) => !workspaces.includes(name)),
    pathsNotFound: namedPaths().filter((named) => !BASES.some((base) => existsSync(path.join(base, named)))),
  };
}

describe('docs/architecture.md matches the tree', () => {
  const problems = architectureProblems();

  it('names every server module, and no module that does not exist', () => {
    assert.ok(mentionedModules().length >= 10, `only ${mentionedModules().join(', ')} named`);
    assert.deepEqual(problems.modulesNotNamed, [], 'server/src/modules/<name>/ missing from the document');
    assert.deepEqual(problems.modulesNotFound, [], 'the document names modules/<name>/ that does not exist');
  });

  it('names every top-level folder of server/src in its tree, and none that does not exist', () => {
    assert.deepEqual(problems.srcFoldersNotNamed, [], 'server/src folders missing from the tree');
    assert.deepEqual(problems.srcFoldersNotFound, [], 'the tree names server/src folders that do not exist');
  });

  it('lists every workspace package of the root package.json, and no other', () => {
    assert.deepEqual(problems.packagesNotNamed, [], 'workspace packages missing from the packages table');
    assert.deepEqual(problems.packagesNotFound, [], 'the packages table lists folders that are not workspaces');
  });

  it('names only files and folders that exist', () => {
    assert.ok(namedPaths().length >= 20, `only ${namedPaths().length} paths found`);
    assert.deepEqual(problems.pathsNotFound, []);
  });
});
