import { useMemo, useState } from 'react';
import { Card, EmptyState, LoadingText, TextField } from '@tamir/shared-ui';
import { foldForSearch, type Company } from '@tamir/shared-api';
import { RetryAlert } from '../../components/retry-alert';
import { VEHICLE_TEXTS } from './vehicle-texts';

export interface CompanyPickerProps {
  /** Undefined while loading. */
  companies: Company[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onChoose: (company: Company) => void;
}

/** The first view of /admin/vehicles: a grid of the user's companies to choose from. */
export function CompanyPicker({ companies, failed, onRetry, onChoose }: CompanyPickerProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const folded = foldForSearch(filter);
    return folded ? (companies ?? []).filter((company) => foldForSearch(company.name).includes(folded)) : (companies ?? []);
  }, [companies, filter]);

  if (failed) return <RetryAlert title={VEHICLE_TEXTS.companiesLoadFailed} onRetry={onRetry} />;
  if (!companies) return <LoadingText center />;
  if (companies.length === 0) {
    return (
      <Card>
        <EmptyState title={VEHICLE_TEXTS.noCompanies} />
      </Card>
    );
  }

  return (
    <section className="tf-stack" aria-labelledby="ops-company-picker-title">
      <div className="tf-row ops-split">
        <div>
          <h2 id="ops-company-picker-title" className="ops-section-title">
            {VEHICLE_TEXTS.chooseCompany}
          </h2>
          <p className="ops-muted">{VEHICLE_TEXTS.chooseCompanyHint}</p>
        </div>
        {companies.length > 6 && (
          <TextField
            label={VEHICLE_TEXTS.companyFilterLabel}
            hideLabel
            placeholder={VEHICLE_TEXTS.companyFilterLabel}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        )}
      </div>
      {shown.length === 0 ? (
        <p className="ops-muted">{VEHICLE_TEXTS.noCompanyMatch}</p>
      ) : (
        <ul className="tf-grid ops-company-grid">
          {shown.map((company) => (
            <li key={company.id}>
              <button type="button" className="ops-company-tile" onClick={() => onChoose(company)}>
                <span className="ops-company-tile__name">{company.name}</span>
                {company.address && <span className="ops-company-tile__meta">{company.address}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
