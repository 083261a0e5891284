import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PERSONAL_REGISTER } from '../src/modules/kvkk/personal-register';
import type { PersonalTable } from '../src/modules/kvkk/register';
import { createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';
import { registerVerified } from './helpers/kvkk-application';

// Issue 41 §1, "finder, export, eraser … are derived from that register": a table the KVKK module
// has never heard of, declared only in the register, is searched, exported and erased by a request
// like the tables it was written with. The probe table has a name column (matched by name alone),
// a free-text column on the form (found where it names the person) and a link to the form.

const PERSON = { name: 'Nermin Sarıkayalı', phone: '0533 801 44 90' };
const NAMESAKE_PHONE = '0544 801 44 91';
const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

/** The declaration a new module would add to its personal-data.ts (with nothing else written for it). */
const PROBE: PersonalTable = {
  table: 'kvkk_probe_notes',
  category: 'forms',
  module: 'test',
  exportAs: 'probeNotes',
  title: 'Deneme notları',
  formColumn: 'repair_form_id',
  columns: [
    { column: 'witness_name', kind: 'name', label: 'Tanığın adı', exportAs: 'witnessName', reach: { by: 'name' }, erase: 'anonymousIfNamed' },
    { column: 'remark', kind: 'freeText', label: 'Deneme notu', exportAs: 'remark', reach: { by: 'link', via: 'form' }, erase: 'maskNames' },
  ],
};

for (const kind of DATABASES) {
  describe(`a table declared only in the register is reached by a request on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA } = cast));
    const register = PERSONAL_REGISTER as PersonalTable[];

    before(async () => {
      await server.app.db.execute(
        sql`create table kvkk_probe_notes (id serial primary key, repair_form_id integer not null, witness_name text not null, remark text not null)`,
      );
      register.push(PROBE);
    });
    after(() => {
      register.splice(register.indexOf(PROBE), 1);
    });

    async function formOf(phone: string): Promise<number> {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, ownerName: PERSON.name, phone });
      const made = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yağ değişimi'] } });
      assert.equal(made.status, 201, made.text);
      return made.body.id as number;
    }
    const probe = async (formId: number, witness: string, remark: string) =>
      Number(
        (
          (
            await server.app.db.execute(
              sql`insert into kvkk_probe_notes (repair_form_id, witness_name, remark) values (${formId}, ${witness}, ${remark}) returning id`,
            )
          ).rows[0] as { id: number }
        ).id,
      );
    const row = async (id: number) =>
      (await server.app.db.execute(sql`select witness_name, remark from kvkk_probe_notes where id = ${id}`)).rows[0] as {
        witness_name: string;
        remark: string;
      };

    it('finds, exports and erases the new table’s rows of the applicant, and leaves the namesake’s and other rows whole', async () => {
      const own = await formOf(PERSON.phone);
      const namesakes = await formOf(NAMESAKE_PHONE);
      const onOwnForm = await probe(own, 'Ali Tanık', `${PERSON.name} aracı teslim aldı`);
      const unrelatedOnOwnForm = await probe(own, 'Ali Tanık', 'Lastik basıncı ayarlandı');
      const onNamesakesForm = await probe(namesakes, PERSON.name, `${PERSON.name} aracı bıraktı`);

      const id = await registerVerified(server, admin, {
        applicantName: PERSON.name,
        channel: 'KEP',
        receivedAt: today(),
        kind: 'Silme',
        phone: PERSON.phone,
        name: PERSON.name,
      });

      const file = await fetch(`${server.url}/api/kvkk/requests/${id}/export?format=json`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(file.status, 200);
      const data = (await file.json()) as Record<string, Array<Record<string, unknown>>>;
      assert.ok(Array.isArray(data.probeNotes), 'the export has a section for the new table');
      assert.deepEqual(
        data.probeNotes.map((r) => r.remark),
        [`${PERSON.name} aracı teslim aldı`],
        'the export gives the applicant’s row only (not the one that does not name them, not the namesake’s)',
      );

      const erased = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin, body: {} });
      assert.equal(erased.status, 200, erased.text);
      assert.deepEqual(
        await row(onOwnForm),
        { witness_name: 'Ali Tanık', remark: 'Anonim aracı teslim aldı' },
        'the name in the text on the applicant’s form is masked',
      );
      assert.deepEqual(await row(unrelatedOnOwnForm), { witness_name: 'Ali Tanık', remark: 'Lastik basıncı ayarlandı' });
      assert.deepEqual(
        await row(onNamesakesForm),
        { witness_name: PERSON.name, remark: `${PERSON.name} aracı bıraktı` },
        'a row that matches by name alone, on a namesake’s form, is left whole',
      );
    });

    it('reaches a column added to one of the tables the KVKK module was first written with (the status history) once it is declared', async () => {
      const statusHistory = register.find((t) => t.table === 'repair_status_history')!;
      await server.app.db.execute(sql`alter table repair_status_history add column courier_name text not null default ''`);
      const declared = {
        column: 'courier_name',
        kind: 'name',
        label: 'Kuryenin adı',
        exportAs: 'courierName',
        reach: { by: 'name' },
        erase: 'anonymousIfNamed',
      } as const;
      statusHistory.columns.push(declared);
      try {
        const courier = 'Selami Gökçeoğlu';
        const formId = await formOf('0533 801 44 92');
        const moved = await server.app.db.execute(
          sql`insert into repair_status_history (repair_form_id, from_status, to_status, source, changed_by_name, courier_name)
            values (${formId}, 'Beklemede', 'İşlemde', 'manual', 'Usta Bir', ${courier}) returning id`,
        );
        const rowId = Number((moved.rows[0] as { id: number }).id);
        const id = await registerVerified(server, admin, { applicantName: courier, channel: 'KEP', receivedAt: today(), kind: 'Silme', name: courier });
        const matches = await server.request('GET', `/api/kvkk/requests/${id}/matches`, { token: admin });
        assert.equal(matches.status, 200, matches.text);
        const found = (matches.body.statusNotes as Array<{ id: number; matched: string[]; nameOnly: boolean }>).find((m) => m.id === rowId);
        assert.ok(found, 'the status note is found by the new name column');
        assert.deepEqual(found.matched, ['Kuryenin adı']);
        assert.equal(found.nameOnly, true, 'a name alone never ties it to the applicant');
        const erased = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin, body: { ticked: { statusNotes: [rowId] } } });
        assert.equal(erased.status, 200, erased.text);
        const after = (await server.app.db.execute(sql`select courier_name from repair_status_history where id = ${rowId}`)).rows[0] as {
          courier_name: string;
        };
        assert.equal(after.courier_name, 'Anonim', 'the ticked row’s new column is erased');
      } finally {
        statusHistory.columns.splice(statusHistory.columns.indexOf(declared), 1);
      }
    });
  });
}
