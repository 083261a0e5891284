import type { RepairItems } from '@tamir/shared-api/lite';
import { formatKurus, formatQuantity, formatVatRate } from '@tamir/shared-api/lite';

export interface EstimateTableProps {
  estimate: RepairItems;
  title?: string;
  /** Level of the title (the document's section titles). */
  headingLevel?: 2 | 3;
}

/**
 * The estimate's lines and totals (issue 28) on the printed form and the public page: each line on
 * its own (kind and description, then quantity × unit price and KDV, the amount at the end), so
 * it reads at 390 px without a wide table; below them subtotal, KDV per rate and the grand total.
 */
export function EstimateTable({ estimate, title = 'Parça ve İşçilik', headingLevel = 2 }: EstimateTableProps) {
  const Subtitle = `h${headingLevel}` as const;
  return (
    <section className="tf-document__section tf-estimate" aria-label={title}>
      <Subtitle className="tf-document__subtitle">{title}</Subtitle>
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
      <dl className="tf-estimate__totals">
        <div>
          <dt>Ara Toplam</dt>
          <dd>{formatKurus(estimate.subtotalKurus)}</dd>
        </div>
        {estimate.vatByRate.map((rate) => (
          <div key={rate.vatRate}>
            <dt>{`KDV ${formatVatRate(rate.vatRate)}`}</dt>
            <dd>{formatKurus(rate.vatKurus)}</dd>
          </div>
        ))}
        <div className="tf-estimate__total">
          <dt>Genel Toplam</dt>
          <dd>{formatKurus(estimate.totalKurus)}</dd>
        </div>
      </dl>
    </section>
  );
}
