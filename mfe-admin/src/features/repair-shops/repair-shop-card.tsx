import { Link } from 'react-router-dom';
import { formatPhone, isValidPhone, type RepairShop } from '@tamir/shared-api';
import { Button, SELLER_TEXTS } from '@tamir/shared-ui';
import { PATHS } from '../../paths';
import { SHOP_TEXTS as T } from './repair-shop-texts';
import { SHOP_KVKK_TEXTS } from './shop-kvkk-texts';
import { ContactCard, contactFacts } from '../../forms/contact-card';

/** A phone as 0XXX XXX XX XX when it is one, else as stored; '-' when there is none. */
export const shownPhone = (phone: string | null) => (!phone ? '-' : isValidPhone(phone) ? formatPhone(phone) : phone);

export interface RepairShopCardProps {
  shop: RepairShop;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** 'Fatura Bilgileri': the shop's seller details on its invoices (issue 43). */
  onSeller: () => void;
  /** 'KVKK': the shop's own data controller and notice (issue 41 §3). */
  onKvkk: () => void;
}

/** One shop of the grid (§2.4): its data, the four counts and the actions. */
export function RepairShopCard({ shop, onSeller, onKvkk, ...actions }: RepairShopCardProps) {
  const counts = [
    [shop.userCount, T.staff],
    [shop.companyCount, T.companies],
    [shop.vehicleCount, T.vehicles],
    [shop.repairFormCount, T.forms],
  ] as const;
  return (
    <ContactCard
      idPrefix={`shop-${shop.id}`}
      name={shop.name}
      isActive={shop.isActive}
      facts={contactFacts(shop, shownPhone(shop.contactPhone), { value: shop.contactEmail || '-', className: 'adm-break' })}
      lead={
        <>
          <Link className="tf-btn tf-btn--primary tf-btn--sm" to={PATHS.shopCompanies(shop.id)} aria-label={`${T.addCustomer}: ${shop.name}`}>
            {T.addCustomer}
          </Link>
          <Button variant="secondary" size="sm" onClick={onSeller} aria-label={`${SELLER_TEXTS.open}: ${shop.name}`}>
            {SELLER_TEXTS.open}
          </Button>
          <Button variant="secondary" size="sm" onClick={onKvkk} aria-label={`${SHOP_KVKK_TEXTS.open}: ${shop.name}`}>
            {SHOP_KVKK_TEXTS.open}
          </Button>
        </>
      }
      {...actions}
    >
      <ul className="adm-counts" aria-label={`${shop.name} ${T.counts.toLocaleLowerCase('tr-TR')}`}>
        {counts.map(([count, label]) => (
          <li key={label}>
            <strong>{count}</strong> {label}
          </li>
        ))}
      </ul>
    </ContactCard>
  );
}
