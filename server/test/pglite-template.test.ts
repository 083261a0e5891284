import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';

// The template folder is read when the module loads: this file's own, so the build's is left alone.
const root = mkdtempSync(path.join(tmpdir(), 'tamir-template-'));
process.env.PGLITE_TEMPLATE_DIR = path.join(root, 'templates');
const { makeSpare, seedFromTemplate } = await import('../src/db/pglite-template');
const { pgliteOptions, preparePgliteTemplate } = await import('../src/db/client');
const MIGRATIONS = path.resolve(import.meta.dirname, '..', 'drizzle');

/** Every file under a folder, by its path inside it. */
function filesOf(dir: string, inside = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(path.join(dir, inside), { withFileTypes: true })) {
    const relative = path.join(inside, entry.name);
    if (entry.isDirectory()) for (const [name, data] of filesOf(dir, relative)) files.set(name, data);
    else files.set(relative, readFileSync(path.join(dir, relative)));
  }
  return files;
}

function assertSameFiles(copy: string, template: string) {
  const [copied, original] = [filesOf(copy), filesOf(template)];
  assert.deepEqual([...copied.keys()].sort(), [...original.keys()].sort());
  for (const [name, data] of original) assert.ok(copied.get(name)!.equals(data), `${name} is the template's, byte for byte`);
}

const entries = () => readdirSync(process.env.PGLITE_TEMPLATE_DIR!);

describe('a new PGlite data directory starts from the migrated template', () => {
  let template: string;
  before(async () => {
    template = await preparePgliteTemplate();
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('the build makes the template and its spare; the template holds the one database the portal uses', async () => {
    assert.deepEqual(entries().sort(), [path.basename(template), `${path.basename(template)}.spare`]);
    assertSameFiles(`${template}.spare`, template);
    const probe = path.join(root, 'probe');
    await seedFromTemplate(probe, pgliteOptions(), MIGRATIONS);
    const client = await PGlite.create(probe, pgliteOptions());
    try {
      assert.deepEqual((await client.query('select datname from pg_database')).rows, [{ datname: 'postgres' }]);
      const migrated = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      assert.equal(migrated.rows[0].n, readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).length);
    } finally {
      await client.close();
    }
  });

  // Each seeding also starts the next spare two seconds later: the assertions hold whether or not
  // such a copy is under way meanwhile.
  it('an empty data directory takes the spare; the next one gets the template too; a copy left by a process that ended is removed', async () => {
    await makeSpare(template);
    // A mark in this very spare tells it apart from any spare made after it.
    const mark = 'spare-mark';
    writeFileSync(path.join(`${template}.spare`, mark), '');
    const first = path.join(root, 'first');
    mkdirSync(first); // an empty folder is taken as well as a missing one
    await seedFromTemplate(first, pgliteOptions(), MIGRATIONS);
    assert.ok(existsSync(path.join(first, mark)), 'the spare was moved into place');
    rmSync(path.join(first, mark));
    assertSameFiles(first, template);

    const second = path.join(root, 'second');
    await seedFromTemplate(second, pgliteOptions(), MIGRATIONS);
    assertSameFiles(second, template);

    const leftover = `${template}.spare-999999999.1`;
    mkdirSync(leftover);
    await makeSpare(template);
    assert.ok(!existsSync(leftover), 'a half-made copy of a process that is gone');
    assertSameFiles(`${template}.spare`, template);
  });

  it('a spare that cannot be made leaves nothing behind and throws nothing (it runs on a timer)', async () => {
    const missing = path.join(process.env.PGLITE_TEMPLATE_DIR!, 'no-such-template');
    await makeSpare(missing);
    assert.deepEqual(
      entries().filter((entry) => entry.startsWith('no-such-template')),
      [],
    );
    assert.ok(existsSync(template), 'the template of the current migrations is still there');
  });

  it('leaves an existing cluster, and a folder that is not one, as they are', async () => {
    const existing = path.join(root, 'first');
    const before = filesOf(existing);
    await seedFromTemplate(existing, pgliteOptions(), MIGRATIONS);
    assert.equal(filesOf(existing).size, before.size);

    const other = path.join(root, 'other');
    mkdirSync(other);
    writeFileSync(path.join(other, 'not-a-cluster.txt'), 'mine');
    await seedFromTemplate(other, pgliteOptions(), MIGRATIONS);
    assert.deepEqual(readdirSync(other), ['not-a-cluster.txt']);
  });
});
