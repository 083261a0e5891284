import { sql } from 'drizzle-orm';

/**
 * The form search's time keys (migration 0017). Every form carries three keys in search_periods,
 * indexed beside its search text's trigrams:
 *   - its shop:                      shop × SHOP_STRIDE
 *   - its shop and its 30-day period: shop × SHOP_STRIDE + 1 + period
 *   - its 30-day period, every shop:  −1 − period
 * (shop 0 when the form has none). A search of a shop, or of a date range, asks the index for
 * the keys that cover it, so the trigram matches of other shops and other months never reach the
 * table. The keys only narrow: the list keeps its exact shop and date conditions.
 */
export const PERIOD_SECONDS = 30 * 86_400;
const EPOCH_MS = Date.UTC(2000, 0, 1);
export const SHOP_STRIDE = 100_000;
/** Periods are counted from 2000-01-01 UTC and clamped to one shop’s stride (years 2000 to about 10200). */
const LAST_PERIOD = SHOP_STRIDE - 2;
/** A longer range (over three years) asks for its shop only: more keys than that save nothing. */
export const MAX_PERIODS = 40;

/** The SQL of the generated column: the same keys as below, from the stored row. */
export const searchPeriodsSql = () => {
  const period = sql.raw(
    `least(greatest(floor(extract(epoch from (created_at - timestamptz '2000-01-01 00:00:00+00')) / ${PERIOD_SECONDS}), 0), ${LAST_PERIOD})::int8`,
  );
  const shop = sql.raw(`coalesce(repair_shop_id, 0)::int8 * ${SHOP_STRIDE}`);
  return sql`array[${shop}, ${shop} + 1 + ${period}, -1 - ${period}]`;
};

export function periodOf(instant: Date): number {
  const period = Math.floor((instant.getTime() - EPOCH_MS) / (PERIOD_SECONDS * 1000));
  return Math.min(Math.max(period, 0), LAST_PERIOD);
}

/**
 * The keys any form of `shopId` (null: every shop) created in [from, to) carries, for
 * `search_periods && keys`; null when nothing narrows (every shop, no range or a long one).
 */
export function searchKeys(shopId: number | null, range: { from?: Date; to?: Date }): number[] | null {
  const shopKey = shopId === null ? null : shopId * SHOP_STRIDE;
  if (!range.from || !range.to || range.from >= range.to) return shopKey === null ? null : [shopKey];
  const first = periodOf(range.from);
  const last = periodOf(range.to);
  if (last - first + 1 > MAX_PERIODS) return shopKey === null ? null : [shopKey];
  const keys: number[] = [];
  for (let period = first; period <= last; period++) keys.push(shopKey === null ? -1 - period : shopKey + 1 + period);
  return keys;
}
