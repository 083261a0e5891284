import type { ReactNode } from 'react';
import { Button } from '@tamir/shared-ui';

/** The labels a shop's and a company's card share (administration §2.3, §2.4). */
export const CONTACT_CARD_TEXTS = {
  active: 'Aktif',
  passive: 'Pasif',
  address: 'Adres',
  phone: 'Telefon',
  email: 'E-posta',
  taxNumber: 'Vergi No',
  authorizedPerson: 'Yetkili',
  details: 'Detay',
  edit: 'Düzenle',
  delete: 'Sil',
} as const;
const T = CONTACT_CARD_TEXTS;

export interface ContactFact {
  label: string;
  value: ReactNode;
  className?: string;
}

/** The facts a shop's and a company's card open with: address, phone, e-mail, tax number, authorised person. */
export function contactFacts(
  item: { address: string | null; taxNumber: string | null; authorizedPerson: string | null },
  phone: ReactNode,
  email: Omit<ContactFact, 'label'>,
): ContactFact[] {
  return [
    { label: T.address, value: item.address || '-' },
    { label: T.phone, value: phone, className: 'adm-nowrap' },
    { ...email, label: T.email },
    { label: T.taxNumber, value: item.taxNumber || '-' },
    { label: T.authorizedPerson, value: item.authorizedPerson || '-' },
  ];
}

export interface ContactCardProps {
  /** Makes the heading's id unique ('shop-4'). */
  idPrefix: string;
  name: string;
  isActive: boolean;
  facts: ContactFact[];
  /** Under the facts (the shop's counts). */
  children?: ReactNode;
  /** Before the three actions (the shop's 'Müşteri Ekle'). */
  lead?: ReactNode;
  onDetails: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One shop or company of a card grid: name and status badge, its facts, then Detay, Düzenle, Sil. */
export function ContactCard({ idPrefix, name, isActive, facts, children, lead, onDetails, onEdit, onDelete }: ContactCardProps) {
  const headingId = `${idPrefix}-name`;
  const action = (label: string, variant: 'ghost' | 'secondary' | 'danger', onClick: () => void) => (
    <Button size="sm" variant={variant} onClick={onClick} aria-label={`${name} ${label.toLocaleLowerCase('tr-TR')}`}>
      {label}
    </Button>
  );
  return (
    <article className="tf-card adm-card" aria-labelledby={headingId}>
      <header className="adm-card__head">
        <h2 id={headingId} className="adm-card__title">
          {name}
        </h2>
        <span className={`adm-badge ${isActive ? 'adm-badge--active' : 'adm-badge--passive'}`}>{isActive ? T.active : T.passive}</span>
      </header>
      <dl className="adm-facts">
        {facts.map((fact) => [
          <dt key={`${fact.label}-t`}>{fact.label}</dt>,
          <dd key={`${fact.label}-d`} className={fact.className}>
            {fact.value}
          </dd>,
        ])}
      </dl>
      {children}
      <div className="tf-row adm-card__actions">
        {lead}
        {action(T.details, 'ghost', onDetails)}
        {action(T.edit, 'secondary', onEdit)}
        {action(T.delete, 'danger', onDelete)}
      </div>
    </article>
  );
}
