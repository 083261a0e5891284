#!/usr/bin/env node
// The contract of the in-house Module Federation singletons (shared-api, shared-ui) and the version
// that follows it. `contract.txt` in each package lists, one line each, every exported value's type,
// every member of every exported type, and (shared-api) every endpoint the client calls, under the
// version they belong to.
//   node tooling/contract.mjs --check   fails when the contract changed and the version did not
//   node tooling/contract.mjs --bump    bumps the version as the change requires and rewrites contract.txt
// A line gone or changed (a removed export, a changed signature, a renamed endpoint) needs a new
// major; lines only added need a new minor. The deploy guard (deploy-remote.mjs) refuses a remote
// built against another major than the running shell's.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, setPackageVersion } from './package-version.mjs';

const require = createRequire(import.meta.url);
const semver = require('semver');
const ts = require('typescript');

/** import("/abs/…/node_modules/axios/index") → import("axios/index"): the same on every machine. */
const portable = (text) =>
  text.replace(
    /import\("([^"]+)"\)/g,
    (_, file) => `import("${file.includes('/node_modules/') ? file.slice(file.lastIndexOf('/node_modules/') + 14) : path.relative(ROOT, file)}")`,
  );

/** The packages shared as in-house singletons; './testing' and style sheets are no runtime contract. */
export const PACKAGES = ['shared-api', 'shared-ui'];
const CONTRACT_FILE = 'contract.txt';
const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType | ts.TypeFormatFlags.WriteArrowStyleSignature;

function entryPoints(folder) {
  const { exports } = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([subpath, file]) => subpath !== './testing' && /\.tsx?$/.test(file))
    .map(([subpath, file]) => ({ subpath, file: path.join(ROOT, folder, file) }));
}

/** `method path` of every call the shared-api client makes (api.get('/company/...')). */
function endpointLines(folder) {
  const dir = path.join(ROOT, folder, 'src', 'endpoints');
  if (!existsSync(dir)) return [];
  const lines = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/\.(get|post|put|patch|delete)(?:<[^(]*?>)?\(\s*(['`])([^'`]+)\2/g)) {
      lines.add(`endpoint ${match[1].toUpperCase()} ${match[3].replace(/\$\{[^}]+\}/g, '{}')}`);
    }
  }
  return [...lines];
}

/** One line per exported value and per member of an exported type, for each entry point of `folder`. */
export function contractLines(folder) {
  const entries = entryPoints(folder);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, folder, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram(
    entries.map((e) => e.file),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const lines = new Set();
  const str = (type, node, flags = FLAGS) => checker.typeToString(type, node, flags);
  const ownSource = `${path.sep}${folder}${path.sep}src${path.sep}`;
  /** An object type written in this package (MSG, LIMITS, a parameter object), not a library's class. */
  const ownObject = (type) =>
    type.flags & ts.TypeFlags.Object &&
    !type.getCallSignatures().length &&
    !checker.isArrayType(type) &&
    (type.symbol?.declarations ?? []).some((d) => d.getSourceFile().fileName.includes(ownSource));
  /** Lines longer than this end in a hash: the change is still seen, the file stays readable. */
  const leaf = (prefix, type, node, flags = FLAGS) => {
    // A literal's value (a message's text, a limit's number) is no contract; its kind is.
    const text = portable(
      `${prefix}${prefix.endsWith('=') ? ' ' : ': '}${str(type.flags & ts.TypeFlags.Literal ? checker.getBaseTypeOfLiteralType(type) : type, node, flags)}`,
    );
    lines.add(text.length > 300 ? `${text.slice(0, 240)}… sha1:${createHash('sha1').update(text).digest('hex')}` : text);
  };
  const members = (prefix, type, node, depth) => {
    if (depth > 0 && ownObject(type) && type.objectFlags & (ts.ObjectFlags.ObjectLiteral | ts.ObjectFlags.Anonymous)) {
      for (const property of checker.getPropertiesOfType(type)) {
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        members(`${prefix}.${property.name}${optional}`, checker.getTypeOfSymbolAtLocation(property, node), node, depth - 1);
      }
    } else leaf(prefix, type, node);
  };
  for (const { subpath, file } of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${folder}: ${file} could not be read`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = `${subpath} ${exported.name}`;
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) {
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        const properties = type.flags & ts.TypeFlags.Object && !type.getCallSignatures().length ? checker.getPropertiesOfType(type) : [];
        for (const property of properties) {
          const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
          leaf(`type ${name}.${property.name}${optional}`, checker.getTypeOfSymbolAtLocation(property, source), source);
        }
        if (!properties.length) leaf(`type ${name} =`, type, source, FLAGS | ts.TypeFormatFlags.InTypeAlias);
      }
      if (symbol.flags & ts.SymbolFlags.Value) members(`value ${name}`, checker.getTypeOfSymbolAtLocation(symbol, source), source, 3);
    }
  }
  for (const line of endpointLines(folder)) lines.add(line);
  return [...lines].sort();
}

function readContract(folder) {
  const file = path.join(ROOT, folder, CONTRACT_FILE);
  if (!existsSync(file)) return { version: null, lines: [] };
  const [head, ...rest] = readFileSync(file, 'utf8').split('\n');
  return { version: head.replace(/^version /, ''), lines: rest.filter((line) => line && !line.startsWith('#')) };
}

const HEADER = '# Written by `npm run contract:bump` (tooling/contract.mjs). Do not edit by hand.';

function writeContract(folder, version, lines) {
  writeFileSync(path.join(ROOT, folder, CONTRACT_FILE), `version ${version}\n${HEADER}\n${lines.join('\n')}\n`);
}

/** What changed against the committed contract, and the bump it needs ('major', 'minor' or null). */
export function compare(committed, current) {
  const now = new Set(current);
  const before = new Set(committed);
  const removed = committed.filter((line) => !now.has(line));
  const added = current.filter((line) => !before.has(line));
  return { removed, added, level: removed.length ? 'major' : added.length ? 'minor' : null };
}

function packageVersion(folder) {
  return JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).version;
}

function run(mode) {
  let failed = false;
  for (const folder of PACKAGES) {
    const committed = readContract(folder);
    const current = contractLines(folder);
    const { removed, added, level } = compare(committed.lines, current);
    const version = packageVersion(folder);
    if (mode === '--bump') {
      const next = committed.version && level ? semver.inc(committed.version, level) : (committed.version ?? version);
      if (next !== version) setPackageVersion(folder, next);
      writeContract(folder, next, current);
      process.stdout.write(`${folder}: ${level ? `${level} → ${next}` : `unchanged, ${next}`} (${removed.length} lines gone, ${added.length} added)\n`);
      continue;
    }
    const problems = [];
    if (level) problems.push(`the contract changed (${level}: ${removed.length} lines gone, ${added.length} added) since ${committed.version}`);
    if (committed.version !== version) problems.push(`package.json says ${version}, contract.txt says ${committed.version}`);
    if (problems.length) {
      failed = true;
      process.stderr.write(
        `${folder}: ${problems.join('; ')}.\n${removed.map((l) => `  - ${l}\n`).join('')}${added.map((l) => `  + ${l}\n`).join('')}` +
          `  Run \`npm run contract:bump\` and commit the new version with the change.\n`,
      );
    } else process.stdout.write(`${folder}: contract matches ${version}\n`);
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2] ?? '--check';
  if (mode !== '--check' && mode !== '--bump') {
    process.stderr.write('Usage: node tooling/contract.mjs [--check | --bump]\n');
    process.exitCode = 2;
  } else run(mode);
}
