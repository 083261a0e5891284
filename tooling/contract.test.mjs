// How a change to the shared packages' contract sets the version bump, and where a bump is written.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { compare } from './contract.mjs';
import { setPackageVersion } from './package-version.mjs';

describe('compare: the bump a contract change needs', () => {
  const before = ['endpoint GET /company', 'value . listCompanies: (api: AxiosInstance, name?: string) => Promise<Company[]>'];
  it('needs none when nothing changed', () => {
    assert.equal(compare(before, [...before]).level, null);
  });
  it('needs a minor when lines are only added (a new export or endpoint)', () => {
    const result = compare(before, [...before, 'endpoint GET /company/statistics']);
    assert.equal(result.level, 'minor');
    assert.deepEqual(result.added, ['endpoint GET /company/statistics']);
  });
  it('needs a major when an endpoint is renamed', () => {
    const result = compare(before, ['endpoint GET /companies', before[1]]);
    assert.equal(result.level, 'major');
    assert.deepEqual(result.removed, ['endpoint GET /company']);
  });
  it('needs a major when a signature changes', () => {
    assert.equal(compare(before, [before[0], 'value . listCompanies: (api: AxiosInstance) => Promise<Company[]>']).level, 'major');
  });
});

describe('setPackageVersion: one bump, every place npm reads it', () => {
  it('writes the package, the exact pins of its dependents and the lockfile', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tamir-version-'));
    try {
      const write = (file, value) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), JSON.stringify(value));
      };
      write('package.json', { workspaces: ['shared-api', 'shell'] });
      write('shared-api/package.json', { name: '@tamir/shared-api', version: '1.0.0' });
      write('shell/package.json', { name: '@tamir/shell', version: '0.1.0', dependencies: { '@tamir/shared-api': '1.0.0', react: '19.3.1' } });
      write('package-lock.json', {
        packages: {
          'shared-api': { name: '@tamir/shared-api', version: '1.0.0' },
          shell: { version: '0.1.0', dependencies: { '@tamir/shared-api': '1.0.0' } },
        },
      });
      setPackageVersion('shared-api', '2.0.0', root);
      const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
      assert.equal(read('shared-api/package.json').version, '2.0.0');
      assert.deepEqual(read('shell/package.json').dependencies, { '@tamir/shared-api': '2.0.0', react: '19.3.1' });
      assert.equal(read('shell/package.json').version, '0.1.0');
      assert.equal(read('package-lock.json').packages['shared-api'].version, '2.0.0');
      assert.equal(read('package-lock.json').packages.shell.version, '0.1.0');
      assert.deepEqual(read('package-lock.json').packages.shell.dependencies, { '@tamir/shared-api': '2.0.0' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
