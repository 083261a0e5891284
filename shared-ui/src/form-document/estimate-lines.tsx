import { formatKurus, formatQuantity, formatVatRate, type RepairItems } from '@tamir/shared-api/lite';
import { cx } from '../utils/cx';

export const ESTIMATE_TITLE = 'Parça ve İşçilik';

export interface EstimateLinesProps {
  estimate: Pick<RepairItems, 'items' | 'subtotalKurus' | 'vatByRate' | 'vatKurus' | 'totalKurus'>;
  /** Level of the title (the document's section titles are h3). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The estimate's lines and totals, read-only (texts joined in one string each, so the server-rendered
 * public page has no comment nodes inside them): on the form's screen, on paper, on the public page.
 * Each line is one row that wraps on a phone (what, how many × unit price, KDV, total), so 390 px
 * never scrolls sideways; the totals follow as label/amount pairs.
 */
export function EstimateLines({ estimate, headingLevel = 3, className }: EstimateLinesProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <section className={cx('tf-estimate', className)} aria-label={ESTIMATE_TITLE}>
      <Title className="tf-document__subtitle">{ESTIMATE_TITLE}</Title>
      <ol className="tf-estimate__lines">
        {estimate.items.map((item, index) => (
          <li key={index} className="tf-estimate__line">
            <span className="tf-estimate__what">
              <span className="tf-estimate__kind">{item.kind}</span>
              {` ${item.description}`}
            </span>
            <span className="tf-estimate__how">
              {`${formatQuantity(item.quantity)} ${item.unit} × ${formatKurus(item.unitPriceKurus)} · KDV ${formatVatRate(item.vatRate)}`}
            </span>
            <span className="tf-estimate__amount">{formatKurus(item.lineTotalKurus)}</span>
          </li>
        ))}
      </ol>
      <EstimateTotals totals={estimate} />
    </section>
  );
}

export interface EstimateTotalsProps {
  totals: Pick<RepairItems, 'subtotalKurus' | 'vatByRate' | 'vatKurus' | 'totalKurus'>;
}

/** Subtotal, KDV per rate and the grand total, as label/amount pairs. */
export function EstimateTotals({ totals }: EstimateTotalsProps) {
  return (
    <dl className="tf-estimate__totals">
      <div>
        <dt>Ara Toplam</dt>
        <dd>{formatKurus(totals.subtotalKurus)}</dd>
      </div>
      {totals.vatByRate.map((rate) => (
        <div key={rate.vatRate}>
          <dt>{`KDV ${formatVatRate(rate.vatRate)}`}</dt>
          <dd>{formatKurus(rate.vatKurus)}</dd>
        </div>
      ))}
      <div className="tf-estimate__grand">
        <dt>Genel Toplam</dt>
        <dd data-testid="estimate-total">{formatKurus(totals.totalKurus)}</dd>
      </div>
    </dl>
  );
}
