import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { MSG, PHOTO_LIMITS } from '@tamir/shared-api/domain';
import { repairForms } from '../src/db/schema/index';
import { createTenant, createVehicle, type Tenant } from './helpers/fixtures';
import { heicPhoto, jpegPhoto, photoForm, pngPhoto, webpPhoto } from './helpers/photo-images';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { readPdf } from './helpers/pdf-reader';
import { asDataUrl, signaturePng } from './helpers/signature-png';

// Issue 29: photos on the form over real HTTP on both databases: every accepted type re-encoded
// to a JPEG without metadata, every refusal in Turkish with nothing stored, the limits, delete
// ending at signing and delivery, the public link's reads, and backup → delete → restore.

const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

for (const kind of DATABASES) {
  describe(`form photos on ${kind}`, () => {
    let server: TestServer;
    let shop: Tenant;
    let other: Tenant;
    let admin: string;
    let vehicleId: number;

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      shop = await createTenant(server);
      other = await createTenant(server);
      vehicleId = (await createVehicle(server, { companyId: shop.companyId })).id;
    });
    after(() => server?.close());

    const newForm = async () => {
      const created = await server.request('POST', '/api/repairform', {
        token: shop.token,
        body: { vehicleId, descriptionLines: ['Sağ ön çamurlukta göçük'] },
      });
      assert.equal(created.status, 201, created.text);
      return created.body as { id: number; formLinks: { token: string }[] };
    };
    const upload = (formId: number, form: FormData, token = shop.token) => server.request('POST', `/api/repairform/${formId}/photos`, { token, body: form });
    const stored = async (formId: number) =>
      ((await server.app.db.execute(sql`select count(*)::int as n from form_photos where repair_form_id = ${formId}`)).rows[0] as { n: number }).n;
    const imageOf = async (formId: number, photoId: number, thumb = false) => {
      const response = await fetch(`${server.url}/api/repairform/${formId}/photos/${photoId}${thumb ? '/thumb' : ''}`, {
        headers: { authorization: `Bearer ${shop.token}` },
      });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };

    it('takes JPEG, PNG, WebP and HEIC, told from the bytes, and stores each as a JPEG with a 320 px thumbnail', async () => {
      const form = await newForm();
      const cases: Array<[string, Buffer, string, string]> = [
        ['jpeg', await jpegPhoto(1200, 900), 'kaput.jpg', 'image/jpeg'],
        ['png', await pngPhoto(640, 480), 'ekran.png', 'image/png'],
        ['webp', await webpPhoto(500, 700), 'tampon.webp', 'image/webp'],
        // A phone may name its HEIC anything and send it as octet-stream: the bytes decide.
        ['heic', heicPhoto(), 'IMG_0001.HEIC', 'application/octet-stream'],
      ];
      for (const [type, bytes, name, mime] of cases) {
        const reply = await upload(form.id, photoForm(bytes, { name, type: mime, caption: `${type} fotoğrafı` }));
        assert.equal(reply.status, 201, `${type}: ${reply.text}`);
        assert.equal(reply.body.stage, 'Teslim Alma');
        assert.equal(reply.body.caption, `${type} fotoğrafı`);
        const { response, bytes: image } = await imageOf(form.id, reply.body.id);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'image/jpeg');
        assert.ok(isJpeg(image), `${type} is stored as a JPEG`);
        const meta = await sharp(image).metadata();
        assert.equal(meta.width, reply.body.width);
        assert.equal(meta.height, reply.body.height);
        const thumb = await imageOf(form.id, reply.body.id, true);
        const thumbMeta = await sharp(thumb.bytes).metadata();
        assert.ok(Math.max(thumbMeta.width!, thumbMeta.height!) <= PHOTO_LIMITS.thumbSide, `${type} thumbnail ${thumbMeta.width}×${thumbMeta.height}`);
        assert.equal(thumbMeta.width, reply.body.thumbWidth);
      }
      const heicRow = (await server.app.db.execute(sql`select source_type, width, height from form_photos where repair_form_id = ${form.id} order by id`))
        .rows as Array<{ source_type: string; width: number; height: number }>;
      assert.deepEqual(
        heicRow.map((row) => row.source_type),
        ['jpeg', 'png', 'webp', 'heic'],
      );
      assert.deepEqual([heicRow[3].width, heicRow[3].height], [96, 64], 'the HEIC decoded at its own size');
      const list = await server.request('GET', `/api/repairform/${form.id}/photos`, { token: shop.token });
      assert.equal(list.status, 200);
      assert.equal(list.body.photos.length, 4);
      assert.equal(list.body.remaining, PHOTO_LIMITS.perForm - 4);
      assert.equal(list.body.canDelete, true);
    });

    it('serves an image with its ETag and a long private cache, and 304 when the browser has it', async () => {
      const form = await newForm();
      const reply = await upload(form.id, photoForm(await jpegPhoto(400, 300)));
      const first = await imageOf(form.id, reply.body.id);
      const etag = first.response.headers.get('etag');
      assert.match(etag ?? '', /^"[0-9a-f]{64}"$/);
      assert.match(first.response.headers.get('cache-control') ?? '', /max-age=31536000/);
      const again = await fetch(`${server.url}/api/repairform/${form.id}/photos/${reply.body.id}`, {
        headers: { authorization: `Bearer ${shop.token}`, 'if-none-match': etag! },
      });
      assert.equal(again.status, 304);
      const thumb = await imageOf(form.id, reply.body.id, true);
      assert.notEqual(thumb.response.headers.get('etag'), etag, 'the thumbnail has its own ETag');
      const list = await server.request('GET', `/api/repairform/${form.id}/photos`, { token: shop.token });
      assert.equal(list.headers.get('cache-control'), 'no-store', 'everything else stays no-store');
    });

    it('keeps no GPS position, phone model or serial: every EXIF field is gone', async () => {
      const form = await newForm();
      const original = await jpegPhoto(800, 600, { gps: true });
      const before = await exifr.parse(original);
      assert.equal(Math.round(before.latitude), 41, 'the upload does carry a GPS position');
      assert.equal(before.Make, 'Apple');
      for (const [bytes, type] of [
        [original, 'image/jpeg'],
        [await webpPhoto(600, 400, { gps: true }), 'image/webp'],
      ] as const) {
        const reply = await upload(form.id, photoForm(bytes, { type }));
        assert.equal(reply.status, 201, reply.text);
        for (const thumb of [false, true]) {
          const { bytes: image } = await imageOf(form.id, reply.body.id, thumb);
          assert.equal(await exifr.gps(image), undefined, `${type}${thumb ? ' thumbnail' : ''}: no GPS`);
          const left = await exifr.parse(image, { tiff: true, xmp: true, icc: false, iptc: true });
          assert.ok(!left || (!left.Make && !left.Model && !left.BodySerialNumber && !left[42033]), `${type}: no phone details left: ${JSON.stringify(left)}`);
          const stored = await server.app.db.execute(sql`select position('F2LXK9PQ1234'::bytea in image) as at from form_photos where id = ${reply.body.id}`);
          assert.equal((stored.rows[0] as { at: number }).at, 0, 'the serial is nowhere in the stored bytes');
        }
      }
    });

    it('refuses an SVG, an HTML file named .jpg, a truncated JPEG and text, in Turkish, storing nothing', async () => {
      const form = await newForm();
      const full = await jpegPhoto(1000, 800);
      const cases: Array<[string, Buffer, string, string, string]> = [
        [
          'svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
          'a.svg',
          'image/svg+xml',
          MSG.photoTypeRefused,
        ],
        ['html as .jpg', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'foto.jpg', 'image/jpeg', MSG.photoTypeRefused],
        ['truncated jpeg', full.subarray(0, Math.floor(full.length * 0.6)), 'yarim.jpg', 'image/jpeg', MSG.photoUnreadable],
        ['jpeg header only', full.subarray(0, 40), 'bas.jpg', 'image/jpeg', MSG.photoUnreadable],
        ['gif', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'a.gif', 'image/gif', MSG.photoTypeRefused],
        ['pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), 'belge.jpg', 'image/jpeg', MSG.photoTypeRefused],
      ];
      for (const [label, bytes, name, type, message] of cases) {
        const reply = await upload(form.id, photoForm(bytes, { name, type }));
        assert.equal(reply.status, 400, `${label}: ${reply.text}`);
        assert.equal(reply.body.message, message, label);
      }
      assert.equal(await stored(form.id), 0);
    });

    it('checks the text fields and the request’s shape, in Turkish', async () => {
      const form = await newForm();
      const jpeg = await jpegPhoto(200, 150);
      const badStage = await upload(form.id, photoForm(jpeg, { stage: 'Tamir' }));
      assert.equal(badStage.status, 400);
      assert.deepEqual(badStage.body.errors, { stage: [MSG.photoStageInvalid] });
      const longCaption = await upload(form.id, photoForm(jpeg, { caption: 'ç'.repeat(PHOTO_LIMITS.captionMax + 1) }));
      assert.deepEqual(longCaption.body.errors, { caption: [MSG.photoCaptionMax] });
      const control = await upload(form.id, photoForm(jpeg, { caption: 'a\u0000b' }));
      assert.equal(control.status, 400);
      const noFile = new FormData();
      noFile.append('stage', 'Teslim');
      assert.equal((await upload(form.id, noFile)).body.message, MSG.photoFileRequired);
      const json = await server.request('POST', `/api/repairform/${form.id}/photos`, { token: shop.token, body: { stage: 'Teslim' } });
      assert.equal(json.status, 400);
      assert.equal(json.body.message, MSG.photoMultipartRequired);
      const two = photoForm(jpeg);
      two.append('file2', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'b.jpg');
      const twoFiles = await upload(form.id, two);
      assert.equal(twoFiles.status, 400);
      assert.equal(twoFiles.body.message, MSG.photoOneFile);
      assert.equal(await stored(form.id), 0);
      // Teslim (delivery) is the other stage, and the caption is trimmed.
      const delivery = await upload(form.id, photoForm(jpeg, { stage: 'Teslim', caption: '  Yeni tampon  ' }));
      assert.equal(delivery.status, 201, delivery.text);
      assert.equal(delivery.body.stage, 'Teslim');
      assert.equal(delivery.body.caption, 'Yeni tampon');
    });

    it('refuses over 10 MB (413), over 6000 × 6000 px before decoding, and a 21st photo (409)', async () => {
      const form = await newForm();
      const big = Buffer.concat([await jpegPhoto(100, 100), Buffer.alloc(PHOTO_LIMITS.uploadBytes + 1024)]);
      const tooBig = await upload(form.id, photoForm(big));
      assert.equal(tooBig.status, 413);
      assert.equal(tooBig.body.message, MSG.photoTooLarge);
      // A decompression bomb: 8000 × 8000 of one colour is a few KB, 192 MB once decoded.
      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#808080' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      assert.ok(bomb.length < 1024 * 1024, `the bomb is small (${bomb.length} bytes)`);
      const refusedBomb = await upload(form.id, photoForm(bomb, { type: 'image/png' }));
      assert.equal(refusedBomb.status, 400);
      assert.equal(refusedBomb.body.message, MSG.photoDimensionsTooLarge);
      const wide = await sharp({ create: { width: 6001, height: 10, channels: 3, background: '#808080' } })
        .jpeg()
        .toBuffer();
      assert.equal((await upload(form.id, photoForm(wide))).body.message, MSG.photoDimensionsTooLarge);
      assert.equal(await stored(form.id), 0);

      const small = await jpegPhoto(120, 90);
      for (let i = 0; i < PHOTO_LIMITS.perForm; i++) assert.equal((await upload(form.id, photoForm(small))).status, 201);
      const over = await upload(form.id, photoForm(small));
      assert.equal(over.status, 409);
      assert.equal(over.body.message, MSG.photoLimitReached);
      assert.equal(await stored(form.id), PHOTO_LIMITS.perForm);
      const list = await server.request('GET', `/api/repairform/${form.id}/photos`, { token: shop.token });
      assert.equal(list.body.remaining, 0);
    });

    it('deletes until the form is signed or delivered, then refuses with a Turkish text and keeps the photo', async () => {
      const form = await newForm();
      const jpeg = await jpegPhoto(300, 200);
      const first = await upload(form.id, photoForm(jpeg));
      const deleted = await server.request('DELETE', `/api/repairform/${form.id}/photos/${first.body.id}`, { token: shop.token });
      assert.equal(deleted.status, 200, deleted.text);
      assert.equal(deleted.body.message, MSG.photoDeleted);
      assert.equal((await imageOf(form.id, first.body.id)).response.status, 404);
      assert.equal((await server.request('DELETE', `/api/repairform/${form.id}/photos/${first.body.id}`, { token: shop.token })).status, 404);

      const kept = await upload(form.id, photoForm(jpeg));
      const signed = await server.request('POST', `/api/repairform/${form.id}/signatures`, {
        token: shop.token,
        body: { role: 'driver', signerName: 'Veli Kaya', image: asDataUrl(signaturePng({ width: 120, height: 40 })) },
      });
      assert.equal(signed.status, 201, signed.text);
      const refused = await server.request('DELETE', `/api/repairform/${form.id}/photos/${kept.body.id}`, { token: shop.token });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.message, MSG.photoDeleteLocked);
      assert.equal(await stored(form.id), 1);
      const list = await server.request('GET', `/api/repairform/${form.id}/photos`, { token: shop.token });
      assert.equal(list.body.canDelete, false);
      // Delivery photos are still taken after the intake signature.
      assert.equal((await upload(form.id, photoForm(jpeg, { stage: 'Teslim' }))).status, 201);

      const delivered = await newForm();
      const photo = await upload(delivered.id, photoForm(jpeg, { stage: 'Teslim' }));
      await server.app.db.update(repairForms).set({ status: 'Teslim Edildi' }).where(eq(repairForms.id, delivered.id));
      const afterDelivery = await server.request('DELETE', `/api/repairform/${delivered.id}/photos/${photo.body.id}`, { token: admin });
      assert.equal(afterDelivery.status, 409);
      assert.equal(afterDelivery.body.message, MSG.photoDeleteLocked);
    });

    it('another shop’s form and its photos are not found (404), and nothing is stored or removed', async () => {
      const form = await newForm();
      const photo = await upload(form.id, photoForm(await jpegPhoto(200, 100)));
      const jpeg = await jpegPhoto(200, 100);
      assert.equal((await upload(form.id, photoForm(jpeg), other.token)).status, 404);
      assert.equal((await server.request('GET', `/api/repairform/${form.id}/photos`, { token: other.token })).status, 404);
      assert.equal((await server.request('GET', `/api/repairform/${form.id}/photos/${photo.body.id}`, { token: other.token })).status, 404);
      assert.equal((await server.request('DELETE', `/api/repairform/${form.id}/photos/${photo.body.id}`, { token: other.token })).status, 404);
      // A photo id of another form under this form's id is not found either.
      const second = await newForm();
      assert.equal((await imageOf(second.id, photo.body.id)).response.status, 404);
      assert.equal(await stored(form.id), 1);
      assert.equal((await server.request('GET', `/api/repairform/${form.id}/photos`, { token: admin })).status, 200);
    });

    it('a link holder reads the list, thumbnails and images by the token; an unknown token or photo is 404', async () => {
      const form = await newForm();
      const token = form.formLinks[0].token;
      const photo = await upload(form.id, photoForm(await jpegPhoto(900, 600), { caption: 'Arka tampon' }));
      const list = await server.request('GET', `/api/repairform/public/${token}/photos`);
      assert.equal(list.status, 200);
      assert.deepEqual(list.body, [
        { id: photo.body.id, stage: 'Teslim Alma', caption: 'Arka tampon', thumbWidth: photo.body.thumbWidth, thumbHeight: photo.body.thumbHeight },
      ]);
      const page = await server.request('GET', `/api/repairform/public/${token}`);
      assert.equal(page.body.photos.length, 1, 'the public form carries its photos');
      for (const suffix of ['', '/thumb']) {
        const response = await fetch(`${server.url}/api/repairform/public/${token}/photos/${photo.body.id}${suffix}`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'image/jpeg');
        assert.ok(isJpeg(Buffer.from(await response.arrayBuffer())));
      }
      assert.equal((await server.request('GET', `/api/repairform/public/${'x'.repeat(43)}/photos/${photo.body.id}`)).status, 404);
      const otherForm = await newForm();
      assert.equal((await server.request('GET', `/api/repairform/public/${otherForm.formLinks[0].token}/photos/${photo.body.id}`)).status, 404);
    });

    it('the PDF gets photo pages after the form: six photos a page with stage and caption; none without photos', async () => {
      const form = await newForm();
      const pdfOf = async () => {
        const response = await fetch(`${server.url}/api/repairform/${form.id}/pdf`, { headers: { authorization: `Bearer ${shop.token}` } });
        assert.equal(response.status, 200);
        return Buffer.from(await response.arrayBuffer());
      };
      const without = await readPdf(await pdfOf());
      assert.ok(!without.pages.join(' ').includes('Fotoğraflar'), 'no photo page without photos');
      for (let i = 1; i <= 7; i++) {
        const reply = await upload(form.id, photoForm(await jpegPhoto(600, 400), { stage: i === 7 ? 'Teslim' : 'Teslim Alma', caption: `Kare ${i}` }));
        assert.equal(reply.status, 201, reply.text);
      }
      const bytes = await pdfOf();
      const withPhotos = await readPdf(bytes);
      assert.equal(withPhotos.pageCount, without.pageCount + 2, 'seven photos take two pages');
      const photoPages = withPhotos.pages.slice(without.pageCount);
      assert.match(photoPages[0], /Fotoğraflar/);
      for (let i = 1; i <= 6; i++) assert.match(photoPages[0], new RegExp(`Teslim Alma · Kare ${i}\\b`));
      assert.match(photoPages[1], /Teslim · Kare 7/);
      const images = bytes.toString('latin1').split('/Subtype /Image').length - 1;
      assert.ok(images >= 7, `seven photo images embedded: ${images}`);
    });

    it('backup → delete → restore brings the photos back, bytes and all', async () => {
      const form = await newForm();
      const photo = await upload(form.id, photoForm(await jpegPhoto(640, 480), { caption: 'Yedekte' }));
      const original = await imageOf(form.id, photo.body.id);
      const taken = await server.request('POST', '/api/settings/backup', { token: admin, body: { description: 'Fotoğraflı' } });
      assert.equal(taken.status, 201, taken.text);
      assert.equal((await server.request('DELETE', `/api/repairform/${form.id}/photos/${photo.body.id}`, { token: shop.token })).status, 200);
      assert.equal(await stored(form.id), 0);
      const restored = await server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: taken.body.fileName } });
      assert.equal(restored.status, 200, restored.text);
      shop.token = await server.login(shop.user.username, shop.user.password);
      admin = await server.login(ADMIN.username, ADMIN.password);
      other.token = await server.login(other.user.username, other.user.password);
      const back = await imageOf(form.id, photo.body.id);
      assert.equal(back.response.status, 200);
      assert.ok(back.bytes.equals(original.bytes), 'the restored image is byte for byte the one stored');
      assert.equal(back.response.headers.get('etag'), original.response.headers.get('etag'));
      const list = await server.request('GET', `/api/repairform/${form.id}/photos`, { token: shop.token });
      assert.equal(list.body.photos[0].caption, 'Yedekte');
    });
  });
}
