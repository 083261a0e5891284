import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

// Static imports and re-exports (type-only ones too: a cycle of types is still a knot) and dynamic imports.
const SPECIFIERS = [/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** `./x` from `file` → the .ts file it names (x.ts or x/index.ts); null for packages. */
function resolveImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(file), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(SRC, file)} imports ${specifier}, which names no file`);
}

/** Each file's relative imports, from its source text (comments dropped first). */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const targets = new Set<string>();
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const target = resolveImport(file, match[1]);
        if (target) targets.add(target);
      }
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('server/src import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    assert.deepEqual(findCycles(graph), [['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has no import cycle', () => {
    const files = sourceFiles(SRC);
    assert.ok(files.length > 50, `read ${files.length} files`);
    const cycles = findCycles(importGraph(files)).map((cycle) => cycle.map((file) => relative(SRC, file)).join(' → '));
    assert.deepEqual(cycles, []);
  });

  it('points down only: db/ and lib/ import no module, plugin or route', () => {
    const upper = ['modules', 'plugins', 'routes', 'scripts'].map((folder) => join(SRC, folder));
    const upward: string[] = [];
    for (const [file, targets] of importGraph(sourceFiles(SRC))) {
      const layer = relative(SRC, file).split('/')[0];
      if (layer !== 'db' && layer !== 'lib') continue;
      for (const target of targets)
        if (upper.some((folder) => target.startsWith(folder + '/'))) upward.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
    }
    assert.deepEqual(upward, []);
  });
});
