import { formatPhone, isPlaceholderEmail, isPlaceholderPhone, maskEmail, type Company } from '@tamir/shared-api';
import { formatDate } from '@tamir/shared-ui';
import { COMPANY_TEXTS as T } from './company-texts';
import { ContactCard, contactFacts } from '../../forms/contact-card';

export interface CompanyCardProps {
  company: Company;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const phoneOf = (phone: string | null) => (!phone || isPlaceholderPhone(phone) ? '-' : formatPhone(phone));
const emailOf = (email: string | null) => (!email || isPlaceholderEmail(email) ? '-' : maskEmail(email));

/** One company of the grid (§2.3): name, badge, address, phone, masked e-mail, tax number, person, counts, date. */
export function CompanyCard({ company, ...actions }: CompanyCardProps) {
  return (
    <ContactCard
      idPrefix={`company-${company.id}`}
      name={company.name}
      isActive={company.isActive}
      facts={[
        ...contactFacts(company, phoneOf(company.contactPhone), { value: emailOf(company.contactEmail) }),
        { label: T.users, value: company.userCount },
        { label: T.vehicles, value: company.vehicleCount },
        { label: T.createdAt, value: formatDate(company.createdAt) },
      ]}
      {...actions}
    />
  );
}
