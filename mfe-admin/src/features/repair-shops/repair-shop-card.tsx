import { Link } from 'react-router-dom';
import { formatPhone, isValidPhone, type RepairShop } from '@tamir/shared-api';
import { Button } from '@tamir/shared-ui';
import { PATHS } from '../../paths';
import { SHOP_TEXTS as T } from './repair-shop-texts';

/** A phone as 0XXX XXX XX XX when it is one, else as stored; '-' when there is none. */
export const shownPhone = (phone: string | null) => (!phone ? '-' : isValidPhone(phone) ? formatPhone(phone) : phone);

export interface RepairShopCardProps {
  shop: RepairShop;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One shop of the grid (§2.4): its data, the four counts and the actions. */
export function RepairShopCard({ shop, onDetails, onEdit, onDelete }: RepairShopCardProps) {
  const headingId = `shop-${shop.id}-name`;
  return (
    <article className="tf-card adm-card" aria-labelledby={headingId}>
      <header className="adm-card__head">
        <h2 id={headingId} className="adm-card__title">
          {shop.name}
        </h2>
        <span className={`adm-badge ${shop.isActive ? 'adm-badge--active' : 'adm-badge--passive'}`}>{shop.isActive ? T.active : T.passive}</span>
      </header>
      <dl className="adm-facts">
        <dt>{T.address}</dt>
        <dd>{shop.address || '-'}</dd>
        <dt>{T.phone}</dt>
        <dd className="adm-nowrap">{shownPhone(shop.contactPhone)}</dd>
        <dt>{T.email}</dt>
        <dd className="adm-break">{shop.contactEmail || '-'}</dd>
        <dt>{T.taxNumber}</dt>
        <dd>{shop.taxNumber || '-'}</dd>
        <dt>{T.authorizedPerson}</dt>
        <dd>{shop.authorizedPerson || '-'}</dd>
      </dl>
      <ul className="adm-counts" aria-label={`${shop.name} ${T.counts.toLocaleLowerCase('tr-TR')}`}>
        <li>
          <strong>{shop.userCount}</strong> {T.staff}
        </li>
        <li>
          <strong>{shop.companyCount}</strong> {T.companies}
        </li>
        <li>
          <strong>{shop.vehicleCount}</strong> {T.vehicles}
        </li>
        <li>
          <strong>{shop.repairFormCount}</strong> {T.forms}
        </li>
      </ul>
      <div className="tf-row adm-card__actions">
        <Link className="tf-btn tf-btn--primary tf-btn--sm" to={PATHS.shopCompanies(shop.id)} aria-label={`${T.addCustomer}: ${shop.name}`}>
          {T.addCustomer}
        </Link>
        <Button size="sm" variant="ghost" onClick={onDetails} aria-label={`${shop.name} ${T.details.toLocaleLowerCase('tr-TR')}`}>
          {T.details}
        </Button>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`${shop.name} ${T.edit.toLocaleLowerCase('tr-TR')}`}>
          {T.edit}
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`${shop.name} ${T.delete.toLocaleLowerCase('tr-TR')}`}>
          {T.delete}
        </Button>
      </div>
    </article>
  );
}
