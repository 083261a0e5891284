import { formatPhone, isPlaceholderEmail, isPlaceholderPhone, maskEmail, type Company } from '@tamir/shared-api';
import { Button, formatDate } from '@tamir/shared-ui';
import { COMPANY_TEXTS as T } from './company-texts';

export interface CompanyCardProps {
  company: Company;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const phoneOf = (phone: string | null) => (!phone || isPlaceholderPhone(phone) ? '-' : formatPhone(phone));
const emailOf = (email: string | null) => (!email || isPlaceholderEmail(email) ? '-' : maskEmail(email));

/** One company of the grid (§2.3): name, badge, address, phone, masked e-mail, tax number, person, counts, date. */
export function CompanyCard({ company, onDetails, onEdit, onDelete }: CompanyCardProps) {
  const headingId = `company-${company.id}-name`;
  const lower = (text: string) => text.toLocaleLowerCase('tr-TR');
  return (
    <article className="tf-card adm-card" aria-labelledby={headingId}>
      <header className="adm-card__head">
        <h2 id={headingId} className="adm-card__title">
          {company.name}
        </h2>
        <span className={`adm-badge ${company.isActive ? 'adm-badge--active' : 'adm-badge--passive'}`}>{company.isActive ? T.active : T.passive}</span>
      </header>
      <dl className="adm-facts">
        <dt>{T.address}</dt>
        <dd>{company.address || '-'}</dd>
        <dt>{T.phone}</dt>
        <dd className="adm-nowrap">{phoneOf(company.contactPhone)}</dd>
        <dt>{T.email}</dt>
        <dd>{emailOf(company.contactEmail)}</dd>
        <dt>{T.taxNumber}</dt>
        <dd>{company.taxNumber || '-'}</dd>
        <dt>{T.authorizedPerson}</dt>
        <dd>{company.authorizedPerson || '-'}</dd>
        <dt>{T.users}</dt>
        <dd>{company.userCount}</dd>
        <dt>{T.vehicles}</dt>
        <dd>{company.vehicleCount}</dd>
        <dt>{T.createdAt}</dt>
        <dd>{formatDate(company.createdAt)}</dd>
      </dl>
      <div className="tf-row adm-card__actions">
        <Button size="sm" variant="ghost" onClick={onDetails} aria-label={`${company.name} ${lower(T.details)}`}>
          {T.details}
        </Button>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`${company.name} ${lower(T.edit)}`}>
          {T.edit}
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`${company.name} ${lower(T.delete)}`}>
          {T.delete}
        </Button>
      </div>
    </article>
  );
}
