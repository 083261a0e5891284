import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import { repairForms } from '../src/db/schema/index';
import { MAX_PERIODS, PERIOD_SECONDS, periodOf, SHOP_STRIDE, searchKeys } from '../src/db/search-periods';
import { createForm, createShop, withTenants, type Tenant } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

const DAY = 86_400_000;
/** A 30-day period starts here (the 305th since 2000-01-01 UTC): 03:00 on 19 January in İstanbul. */
const BOUNDARY = new Date('2025-01-19T00:00:00Z');
const WORD = 'dönemsınırı';

describe('form search keys', () => {
  it('count 30-day periods from 2000 and clamp what lies outside', () => {
    assert.equal(BOUNDARY.getTime(), Date.UTC(2000, 0, 1) + 305 * PERIOD_SECONDS * 1000);
    assert.equal(periodOf(BOUNDARY), 305);
    assert.equal(periodOf(new Date(BOUNDARY.getTime() - 1)), 304);
    assert.equal(periodOf(new Date('1999-06-01T00:00:00Z')), 0);
    assert.equal(periodOf(new Date('9999-01-01T00:00:00Z')), 97_385);
    assert.equal(periodOf(new Date(8.64e15)), SHOP_STRIDE - 2);
  });

  it('cover a range with one key per period, the shop alone when there is no range or a long one', () => {
    const range = { from: new Date(BOUNDARY.getTime() - DAY), to: new Date(BOUNDARY.getTime() + 31 * DAY) };
    assert.deepEqual(searchKeys(7, range), [7 * SHOP_STRIDE + 1 + 304, 7 * SHOP_STRIDE + 1 + 305, 7 * SHOP_STRIDE + 1 + 306]);
    assert.deepEqual(searchKeys(null, range), [-1 - 304, -1 - 305, -1 - 306]);
    assert.deepEqual(searchKeys(7, {}), [7 * SHOP_STRIDE]);
    assert.deepEqual(searchKeys(7, { from: range.from }), [7 * SHOP_STRIDE]);
    assert.equal(searchKeys(null, { to: range.to }), null);
    const long = { from: range.from, to: new Date(range.from.getTime() + MAX_PERIODS * PERIOD_SECONDS * 1000) };
    assert.deepEqual(searchKeys(7, long), [7 * SHOP_STRIDE]);
    assert.equal(searchKeys(null, long), null);
  });
});

for (const kind of DATABASES) {
  describe(`form search by shop and month on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    const forms: Record<string, { id: number; at: Date; shop: number | null }> = {};
    const ids = (...names: string[]) =>
      names
        .map((name) => forms[name])
        .sort((x, y) => y.at.getTime() - x.at.getTime() || y.id - x.id)
        .map((form) => form.id);
    const search = async (token: string, query: string) => {
      const answer = await server.request('GET', `/api/repairform?pageSize=100&search=${encodeURIComponent(WORD)}${query}`, { token });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.totalCount, answer.body.data.length);
      return (answer.body.data as Array<{ id: number }>).map((row) => row.id);
    };

    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));
    before(async () => {
      const at = async (name: string, iso: Date | string, shop: number | null) => {
        const date = new Date(iso);
        const form = await createForm(server, { repairShopId: shop, createdAt: date, description: `1. ${WORD} balata` });
        forms[name] = { id: form.id, at: date, shop };
      };
      const b = BOUNDARY.getTime();
      await at('justBefore', new Date(b - 1), shopA.shopId); // 19 Jan, 02:59:59.999 in İstanbul; the period before
      await at('boundary', BOUNDARY, shopA.shopId);
      await at('dayStart', '2025-01-18T21:00:00Z', shopA.shopId); // 19 Jan, 00:00 in İstanbul
      await at('dayBefore', '2025-01-18T20:59:59.999Z', shopA.shopId); // 18 Jan, 23:59:59.999
      await at('periodEnd', new Date(b + 30 * DAY - 1), shopA.shopId); // 18 Feb, 02:59:59.999
      await at('nextPeriod', new Date(b + 30 * DAY), shopA.shopId); // 18 Feb, 03:00
      await at('before2000', '1999-12-31T12:00:00Z', shopA.shopId); // clamped to the first period
      await at('otherShop', BOUNDARY, shopB.shopId);
      await at('noShop', BOUNDARY, null);
      await at('laterShop', BOUNDARY, await createShop(server));
    });

    it('stores the shop, shop-and-period and period keys the list asks for', async () => {
      const rows = await server.app.db
        .select({ id: repairForms.id, keys: repairForms.searchPeriods })
        .from(repairForms)
        .where(
          inArray(
            repairForms.id,
            Object.values(forms).map((form) => form.id),
          ),
        );
      for (const form of Object.values(forms)) {
        const shopKey = (form.shop ?? 0) * SHOP_STRIDE;
        const period = periodOf(form.at);
        assert.deepEqual(rows.find((row) => row.id === form.id)?.keys?.map(Number), [shopKey, shopKey + 1 + period, -1 - period]);
      }
    });

    it('finds every form of the searched days across the edges of the 30-day periods', async () => {
      assert.deepEqual(await search(shopA.token, '&startDate=2025-01-19&endDate=2025-01-19'), ids('boundary', 'justBefore', 'dayStart'));
      assert.deepEqual(await search(shopA.token, '&startDate=2025-01-18&endDate=2025-01-18'), ids('dayBefore'));
      assert.deepEqual(await search(shopA.token, '&startDate=2025-02-18&endDate=2025-02-18'), ids('nextPeriod', 'periodEnd'));
      assert.deepEqual(
        await search(shopA.token, '&startDate=2025-01-19&endDate=2025-02-18'),
        ids('nextPeriod', 'periodEnd', 'boundary', 'justBefore', 'dayStart'),
      );
      assert.deepEqual(await search(shopA.token, '&startDate=1999-12-31&endDate=1999-12-31'), ids('before2000'));
      // More than MAX_PERIODS periods: the shop's key alone.
      assert.deepEqual(
        await search(shopA.token, '&startDate=1999-01-01&endDate=2025-12-31'),
        ids('nextPeriod', 'periodEnd', 'boundary', 'justBefore', 'dayStart', 'dayBefore', 'before2000'),
      );
      assert.deepEqual(await search(shopA.token, '&date=today'), []);
    });

    it('keeps each shop to its own forms, and gives an admin every shop or the one picked', async () => {
      assert.deepEqual(await search(shopB.token, '&startDate=2025-01-19&endDate=2025-01-19'), ids('otherShop'));
      assert.deepEqual(await search(shopB.token, ''), ids('otherShop'));
      assert.deepEqual(
        await search(admin, '&startDate=2025-01-19&endDate=2025-01-19'),
        ids('boundary', 'justBefore', 'dayStart', 'otherShop', 'noShop', 'laterShop'),
      );
      assert.deepEqual(await search(admin, `&repairShopId=${shopB.shopId}&startDate=2025-01-01&endDate=2025-01-31`), ids('otherShop'));
      assert.deepEqual(await search(admin, `&repairShopId=${shopA.shopId}&startDate=2025-02-18`), ids('nextPeriod', 'periodEnd'));
      assert.deepEqual((await search(admin, '')).length, Object.keys(forms).length);
    });

    it('a search from a start date without an end finds forms dated after today too', async () => {
      // A clock set wrong, or a restored backup, can leave a form ahead of now: the keys run to the newest form.
      const later = new Date(Date.now() + 95 * DAY);
      const form = await createForm(server, { repairShopId: shopA.shopId, createdAt: later, description: `1. ${WORD} ileri tarihli` });
      forms.future = { id: form.id, at: later, shop: shopA.shopId };
      const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
      assert.deepEqual(await search(shopA.token, `&startDate=${yesterday}`), ids('future'));
      assert.deepEqual(await search(admin, `&startDate=${yesterday}`), ids('future'));
      assert.deepEqual(await search(admin, `&repairShopId=${shopA.shopId}&startDate=${yesterday}`), ids('future'));
      assert.deepEqual(await search(shopB.token, `&startDate=${yesterday}`), []);
      assert.deepEqual(await search(shopA.token, '&startDate=2025-02-18'), ids('future', 'nextPeriod', 'periodEnd'));
    });
  });
}
