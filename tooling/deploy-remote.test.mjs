// The deploy guard's cases (issue 42, item 5): `node --test tooling/`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sharedProblems } from './deploy-remote.mjs';

/** A build's shared list as webpack's mf-manifest.json writes it; `changes` replaces entries by name. */
function shared(changes = {}) {
  const base = {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router-dom': '7.18.5',
    zustand: '5.1.0',
    '@tanstack/react-query': '5.108.0',
    '@tamir/shared-api': '1.0.0',
    '@tamir/shared-ui': '1.0.0',
  };
  const items = Object.entries(base).map(([name, version]) => ({ name, version, requiredVersion: `^${version}`, singleton: true }));
  return items.flatMap((item) => {
    if (!(item.name in changes)) return [item];
    return changes[item.name] === null ? [] : [{ ...item, ...changes[item.name] }];
  });
}
const remote = (changes) => ({ shared: shared(changes) });
const shell = (changes) => new Map(shared(changes).map((item) => [item.name, item]));

describe('sharedProblems: a remote against the running shell', () => {
  it('accepts a remote built against the same versions', () => {
    assert.deepEqual(sharedProblems(remote(), shell()), []);
  });

  it('accepts a remote built against an older minor of shared-api than the shell has', () => {
    const older = remote({ '@tamir/shared-api': { version: '1.2.0', requiredVersion: '^1.2.0' } });
    assert.deepEqual(sharedProblems(older, shell({ '@tamir/shared-api': { version: '1.5.0', requiredVersion: '^1.5.0' } })), []);
  });

  it('refuses a remote needing a newer shared-api major than the shell has, naming only it', () => {
    const problems = sharedProblems(remote({ '@tamir/shared-api': { version: '2.0.0', requiredVersion: '^2.0.0' } }), shell());
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^@tamir\/shared-api: uzak modül \^2\.0\.0 istiyor \(derlendiği sürüm 2\.0\.0\), çalışan kabuk 1\.0\.0 sağlıyor/);
  });

  it('refuses a remote needing a newer shared-ui minor than the shell has', () => {
    const problems = sharedProblems(remote({ '@tamir/shared-ui': { version: '1.4.0', requiredVersion: '^1.4.0' } }), shell());
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^@tamir\/shared-ui: uzak modül \^1\.4\.0 istiyor/);
  });

  it('refuses a remote built against a newer major even when its range would accept the shell', () => {
    const loose = remote({ '@tamir/shared-api': { version: '2.1.0', requiredVersion: '>=1.0.0' } });
    const problems = sharedProblems(loose, shell());
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^@tamir\/shared-api: uzak modül 2\.1\.0 sürümüne göre derlenmiş, çalışan kabuk 1\.0\.0 sağlıyor; ana sürümler farklı/);
  });

  it('refuses a remote built against an older major than the shell has', () => {
    const problems = sharedProblems(remote(), shell({ '@tamir/shared-api': { version: '2.0.0', requiredVersion: '^2.0.0' } }));
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^@tamir\/shared-api: uzak modül \^1\.0\.0 istiyor \(derlendiği sürüm 1\.0\.0\), çalışan kabuk 2\.0\.0 sağlıyor/);
  });

  it('refuses a remote that does not share a singleton at all (it would run its own copy)', () => {
    const problems = sharedProblems(remote({ '@tamir/shared-ui': null }), shell());
    assert.deepEqual(problems, ['@tamir/shared-ui: uzak modül bu paketi paylaşmıyor, kendi kopyasını çalıştırırdı / the remote does not share it']);
  });

  it('refuses a remote that shares a package but not as a singleton', () => {
    const problems = sharedProblems(remote({ zustand: { singleton: false } }), shell());
    assert.deepEqual(problems, ['zustand: uzak modül bu paketi tekil (singleton) olarak paylaşmıyor / the remote does not share it as a singleton']);
  });

  it('refuses when the shell does not share the package, or not as a singleton', () => {
    assert.deepEqual(sharedProblems(remote(), shell({ '@tamir/shared-api': null })), [
      '@tamir/shared-api: uzak modül ^1.0.0 istiyor, çalışan kabuk bu paketi paylaşmıyor / the shell does not share it',
    ]);
    assert.deepEqual(sharedProblems(remote(), shell({ '@tanstack/react-query': { singleton: false } })), [
      '@tanstack/react-query: çalışan kabuk bu paketi tekil (singleton) olarak paylaşmıyor / the shell does not share it as a singleton',
    ]);
  });

  it('names every misfit at once', () => {
    const problems = sharedProblems(remote({ react: { version: '20.0.0', requiredVersion: '^20.0.0' }, '@tamir/shared-ui': null }), shell());
    assert.deepEqual(
      problems.map((p) => p.split(':')[0]),
      ['react', '@tamir/shared-ui'],
    );
  });
});
