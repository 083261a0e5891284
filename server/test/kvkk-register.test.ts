import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PERSONAL_REGISTER } from '../src/modules/kvkk/personal-register';
import { reachedByRequest, type PersonalColumn } from '../src/modules/kvkk/register';
import { retentionValue } from '../src/modules/kvkk/retention';
import { inventoryLines } from '../src/modules/kvkk/spreadsheets';
import { createTenant, createVehicle, type Tenant } from './helpers/fixtures';
import { jpegPhoto, photoForm } from './helpers/photo-images';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { asDataUrl, signaturePng } from './helpers/signature-png';
import { registerVerified } from './helpers/kvkk-application';

// Issue 41 §1, "one register of personal fields": (a) every column of the migrated database whose
// name or type suggests personal data is in a module's register entry or on the short allow-list
// below; (b) one person seeded into every registered column a request reaches is gone from each
// after the erase.

/** Parts of a column name that suggest a person's data (the name split at '_'). */
const PERSONAL_WORDS = new Set([
  'name',
  'phone',
  'email',
  'mail',
  'signature',
  'signer',
  'photo',
  'image',
  'thumb',
  'note',
  'description',
  'caption',
  'address',
  'tckn',
  'kimlik',
  'tc',
  'passport',
  'tax',
  'ip',
  'username',
  'recipient',
  'body',
  'subject',
  'person',
  'owner',
  'driver',
  'customer',
  'approver',
  'applicant',
  'birth',
  'iban',
]);
/** Types that hold a picture or a file (a photo, a signature). */
const PERSONAL_TYPES = new Set(['bytea']);

/** Columns that look personal by their name but are not a person's data (each says why). */
const NOT_PERSONAL = new Set([
  // The name of a table whose rows are counted.
  'row_counts.table_name',
  // A backup file's name (a date and a number) and the admin's note about the backup.
  'backups.file_name',
  'backups.description',
  // The data controller's (the business's) title and addresses on the KVKK tab.
  'kvkk_settings.address',
  'kvkk_settings.email',
  'kvkk_settings.kep_address',
  // A repair shop's own data controller (a business's title and addresses; issue 41 §3).
  'repair_shop_kvkk.address',
  'repair_shop_kvkk.email',
  'repair_shop_kvkk.kep_address',
  // The country of the e-mail provider (a transfer abroad, KVKK Art. 9), not anyone's e-mail.
  'kvkk_settings.email_provider_country',
  // The photo's thumbnail size in pixels.
  'form_photos.thumb_width',
  'form_photos.thumb_height',
]);

const suspicious = (column: string, type: string) => PERSONAL_TYPES.has(type) || column.split('_').some((word) => PERSONAL_WORDS.has(word));

const PERSON = { name: 'Zeynep Kalaycıoğlu', typed: 'Z. Kalaycıoğlu', phone: '0532 417 28 93', digits: '05324172893', ip: '203.0.113.77' };
const TRACES = ['kalaycıoğlu', 'kalaycioglu', 'KALAYCIOĞLU', PERSON.digits, '417 28 93', PERSON.ip];

describe('the personal-data register (detector)', () => {
  it('puts every registered table on a line of the data inventory', () => {
    const listed = new Set(inventoryLines(null as never).flatMap((line) => line.tables));
    assert.deepEqual(
      PERSONAL_REGISTER.map((t) => t.table).filter((t) => !listed.has(t)),
      [],
    );
  });

  it('gives every column the retention run clears a value to clear it with', () => {
    for (const table of PERSONAL_REGISTER)
      for (const column of table.columns.filter((c) => c.retention))
        assert.doesNotThrow(() => retentionValue(column, sql`x`), `${table.table}.${column.column}`);
  });

  it('calls personal what a name or a type suggests, and not the rest', () => {
    for (const column of ['driver_email', 'tckn', 'kimlik_no', 'customer_phone_enc', 'ip_address', 'home_address', 'signer_name', 'note'])
      assert.equal(suspicious(column, 'character varying'), true, column);
    assert.equal(suspicious('scan', 'bytea'), true);
    for (const column of ['kilometer', 'status', 'form_number', 'total_kurus', 'created_at']) assert.equal(suspicious(column, 'integer'), false, column);
  });
});

for (const kind of DATABASES) {
  describe(`the personal-data register on ${kind}`, () => {
    let server: TestServer, shop: Tenant, admin: string;
    before(async () => {
      server = await startServer(kind);
      shop = await createTenant(server);
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(() => server.close());

    it('(a) every column of the schema that looks personal is in a register entry or on the allow-list, and every entry is a real column', async () => {
      const { rows } = await server.app.db.execute(
        sql`select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`,
      );
      const columns = rows as Array<{ table_name: string; column_name: string; data_type: string }>;
      const registered = new Set(PERSONAL_REGISTER.flatMap((t) => t.columns.map((c) => `${t.table}.${c.column}`)));
      const missing = columns
        .filter((c) => suspicious(c.column_name, c.data_type))
        .map((c) => `${c.table_name}.${c.column_name}`)
        .filter((key) => !registered.has(key) && !NOT_PERSONAL.has(key));
      assert.deepEqual(missing, [], 'columns that look personal but are in no register entry');
      const real = new Set(columns.map((c) => `${c.table_name}.${c.column_name}`));
      assert.deepEqual(
        [...registered].filter((key) => !real.has(key)),
        [],
        'register entries that name no column',
      );
      for (const key of NOT_PERSONAL) assert.ok(real.has(key), `allow-list entry ${key} names no column`);
      // reminders.description is free text (issue 44's note).
      assert.ok(registered.has('reminders.description'));
    });

    it('(b) a person seeded into every registered column is gone from each after the erase by their request', async () => {
      const db = server.app.db;
      const crypto = server.app.fieldCrypto;
      const vehicle = await createVehicle(server, { companyId: shop.companyId, ownerName: PERSON.name, phone: PERSON.phone });
      const made = await server.request('POST', '/api/repairform', {
        token: shop.token,
        body: { vehicleId: vehicle.id, descriptionLines: [`Fren sesi, ${PERSON.name} arayacak`] },
      });
      assert.equal(made.status, 201, made.text);
      const formId: number = made.body.id;
      // Signed with the name as typed on the pad, and a photo.
      const signed = await server.request('POST', `/api/repairform/${formId}/signatures`, {
        token: shop.token,
        body: { role: 'driver', signerName: PERSON.typed, image: asDataUrl(signaturePng()) },
      });
      assert.equal(signed.status, 201, signed.text);
      const photo = await server.request('POST', `/api/repairform/${formId}/photos`, { token: shop.token, body: photoForm(await jpegPhoto(320, 240)) });
      assert.equal(photo.status, 201, photo.text);
      const one = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)).rows[0] as { id: number | string }).id);
      const approval = await one(sql`insert into repair_approvals (repair_form_id, items_version, decision, approver_name, note, total_kurus, source_address)
        values (${formId}, 0, 'approve', ${PERSON.name}, ${`Onaylayan ${PERSON.name}, tel ${PERSON.phone}`}, 1000, ${PERSON.ip}) returning id`);
      const history = await one(sql`insert into repair_status_history (repair_form_id, from_status, to_status, source, note, changed_by_name)
        values (${formId}, 'Beklemede', 'Onaylandı', 'approval', ${`${PERSON.name} onayladı`}, ${PERSON.name}) returning id`);
      const item =
        await one(sql`insert into repair_items (repair_form_id, position, kind, description, quantity_hundredths, unit, unit_price_kurus, vat_rate, line_total_kurus, vat_kurus)
        values (${formId}, 1, 'İşçilik', ${`${PERSON.name} için ek iş`}, 100, 'adet', 1000, 20, 1000, 200) returning id`);
      const notification =
        await one(sql`insert into notifications (type, status, recipient, recipient_masked, customer_name, subject, body, sealed_body, error_message, repair_form_id)
        values ('SMS', 'Failed', ${PERSON.digits}, ${PERSON.digits}, ${PERSON.name}, ${`${PERSON.name}: aracınız hazır`}, ${`Sayın ${PERSON.name}`}, 'sealed',
          ${`${PERSON.name} numarasına gönderilemedi`}, ${formId}) returning id`);
      const log = await one(sql`insert into system_logs (log_level, action, entity_type, entity_id, description, error_message, stack_trace)
        values ('Information', 'Update', 'RepairForm', ${String(formId)}, ${`Form güncellendi: ${PERSON.name}`}, ${`Hata: ${PERSON.name}`}, ${`at ${PERSON.name}`}) returning id`);
      const reminder = await one(
        sql`insert into reminders (vehicle_id, kind, description, due_date) values (${vehicle.id}, 'Araç Muayenesi', ${`${PERSON.name} randevu istedi`}, '2027-03-01') returning id`,
      );
      await db.execute(sql`update repair_forms set description = ${`Fren sesi, ${PERSON.name} arayacak`} where id = ${formId}`);
      const signatureId = await one(sql`select id from form_signatures where repair_form_id = ${formId}`);
      const photoId = await one(sql`select id from form_photos where repair_form_id = ${formId}`);
      const signingLog = await one(
        sql`select id from system_logs where entity_type = 'RepairForm' and entity_id = ${String(formId)} and description like 'Form cihazda imzalandı%'`,
      );

      /** The seeded row of each registered table a request reaches (the test fails when a new table is registered and not seeded here). */
      const seeded: Record<string, number[]> = {
        vehicles: [vehicle.id],
        repair_forms: [formId],
        form_signatures: [signatureId],
        form_photos: [photoId],
        repair_approvals: [approval],
        repair_status_history: [history],
        repair_items: [item],
        notifications: [notification],
        system_logs: [log, signingLog],
        reminders: [reminder],
      };
      const reached = PERSONAL_REGISTER.filter((t) => t.columns.some(reachedByRequest));
      assert.deepEqual(reached.map((t) => t.table).sort(), Object.keys(seeded).sort(), 'every table a request reaches is seeded');

      // Before the erase the person is in every reached column (else the read-back below proves nothing).
      const value = async (table: string, column: string, id: number) => {
        const { rows } = await db.execute(sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)} where id = ${id}`);
        return rows.length ? ((rows[0] as { v: string | null }).v ?? null) : undefined;
      };
      const shows = (text: string | null | undefined, encrypted: boolean) => {
        if (text === null || text === undefined) return false;
        const plain = encrypted && text ? crypto.decrypt(text) : text;
        return TRACES.some((t) => plain.toLocaleLowerCase('tr-TR').includes(t.toLocaleLowerCase('tr-TR'))) || plain === crypto.hash(PERSON.digits);
      };
      // The phone's search buckets are numbers made from it: present while not empty.
      const holds = (column: PersonalColumn, v: string | null | undefined) =>
        column.erase === 'emptyArray' ? v !== null && v !== undefined && v !== '{}' : shows(v, !!column.encrypted);
      const seededColumns = reached.flatMap((t) =>
        t.columns.filter(reachedByRequest).map((c) => ({ table: t.table, column: c, deletes: t.columns.some((x) => x.erase === 'deleteRow') })),
      );
      const notSeeded: string[] = [];
      for (const { table, column } of seededColumns) {
        if (['image', 'thumb', 'caption', 'sealed_body'].includes(column.column)) continue; // a picture, a blank caption, a sealed copy: present, not text of the name
        const shown = await Promise.all(seeded[table].map(async (id) => holds(column, await value(table, column.column, id))));
        if (!shown.some(Boolean)) notSeeded.push(`${table}.${column.column}`);
      }
      assert.deepEqual(notSeeded, [], 'the person is seeded into every reached column');

      const requestId = await registerVerified(server, admin, {
        applicantName: PERSON.name,
        channel: 'Yazılı',
        receivedAt: new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10),
        kind: 'Silme',
        phone: PERSON.phone,
        name: PERSON.name,
      });
      const erased = await server.request('POST', `/api/kvkk/requests/${requestId}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);

      const left: string[] = [];
      for (const { table, column, deletes } of seededColumns) {
        for (const id of seeded[table]) {
          const v = await value(table, column.column, id);
          if (deletes) {
            if (v !== undefined) left.push(`${table}.${column.column} #${id}: the row is still there`);
          } else if (holds(column, v)) left.push(`${table}.${column.column} #${id}: ${v}`);
        }
      }
      // The derived columns go with what they are made of.
      for (const t of reached)
        for (const c of t.columns.filter((x) => x.reach.by === 'derived'))
          for (const id of seeded[t.table] ?? []) if (shows(await value(t.table, c.column, id), false)) left.push(`${t.table}.${c.column} #${id} (derived)`);
      assert.deepEqual(left, [], 'what is left of the person after the erase');
      assert.equal(await value('form_signatures', 'image', signatureId), '', 'the drawn signature is gone, the signed row stays');
      assert.match((await value('system_logs', 'description', signingLog)) ?? '', /^Form cihazda imzalandı \(Şoför: Anonim\)/);
    });
  });
}
