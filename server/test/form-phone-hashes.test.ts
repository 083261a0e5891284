import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inArray, isNull, or } from 'drizzle-orm';
import { repairForms } from '../src/db/schema/index';
import { fillFormPhoneHashes } from '../src/modules/kvkk/form-phone-hashes';
import { createForm, withServer } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 30: forms written before their phone hashes existed (or brought back by a restore of such a
// backup) get them once, from their encrypted phones, so a KVKK search by phone finds them.
for (const kind of DATABASES) {
  describe(`form phone hashes filled on ${kind}`, () => {
    let server: TestServer;
    withServer(kind, (cast) => {
      server = cast.server;
    });

    it('fills every form with a phone and no hash, across batches, with the hash a search uses', async () => {
      const crypto = server.app.fieldCrypto;
      const phones = ['05320000001', '05320000002', '05320000003'];
      const ids: number[] = [];
      for (const phone of phones) {
        const form = await createForm(server);
        ids.push(form.id);
        await server.app.db
          .update(repairForms)
          .set({ driverPhoneEnc: crypto.encrypt(phone), customerPhoneEnc: crypto.encrypt(phone), driverPhoneHash: null, customerPhoneHash: null })
          .where(inArray(repairForms.id, [form.id]));
      }
      // One form without any phone stays as it is.
      const bare = await createForm(server);
      await server.app.db
        .update(repairForms)
        .set({ driverPhoneEnc: null, customerPhoneEnc: null, driverPhoneHash: null, customerPhoneHash: null })
        .where(inArray(repairForms.id, [bare.id]));

      // Two a batch: the walk goes on past the first batch.
      const filled = await fillFormPhoneHashes(server.app.db, crypto, 2);
      assert.ok(filled >= phones.length, `filled ${filled}`);
      const rows = await server.app.db
        .select({ id: repairForms.id, driver: repairForms.driverPhoneHash, customer: repairForms.customerPhoneHash })
        .from(repairForms)
        .where(inArray(repairForms.id, [...ids, bare.id]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      phones.forEach((phone, i) => {
        assert.equal(byId.get(ids[i])?.driver, crypto.hash(phone));
        assert.equal(byId.get(ids[i])?.customer, crypto.hash(phone));
      });
      assert.deepEqual({ ...byId.get(bare.id), id: 0 }, { id: 0, driver: null, customer: null });

      const missing = await server.app.db
        .select({ id: repairForms.id })
        .from(repairForms)
        .where(or(isNull(repairForms.driverPhoneHash), isNull(repairForms.customerPhoneHash)));
      const unfilled = missing.filter((row) => ids.includes(row.id));
      assert.deepEqual(unfilled, []);
      assert.equal(await fillFormPhoneHashes(server.app.db, crypto), 0, 'a second run finds nothing to do');
    });
  });
}
