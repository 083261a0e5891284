import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, PageHeader } from '@tamir/shared-ui';
import { useCompanies } from '@tamir/shared-api';
import { PATHS, idFrom, type NewVehicleLocationState } from '../../paths';
import { CompanyPicker } from './company-picker';
import { CompanyVehicles } from './company-vehicles';
import { VEHICLE_TEXTS } from './vehicle-texts';
import './vehicles.css';

/**
 * /admin/vehicles: the company picker, then the chosen company's vehicles. The chosen company is
 * the query `?companyId=`, so reload, links and the browser's back button keep the view.
 */
export function VehicleListPage() {
  const [params, setParams] = useSearchParams();
  const companyId = idFrom(params.get('companyId'));
  const companies = useCompanies();

  if (companyId === null) {
    return (
      <div className="tf-stack ops-page ops-page--wide">
        <PageHeader title={VEHICLE_TEXTS.listTitle} />
        <CompanyPicker
          companies={companies.data}
          failed={companies.isError}
          onRetry={() => void companies.refetch()}
          onChoose={(company) => setParams({ companyId: String(company.id) })}
        />
      </div>
    );
  }

  const company = companies.data?.find((c) => c.id === companyId) ?? null;
  const unknown = companies.isSuccess && company === null;
  const addState: NewVehicleLocationState = { companyId };

  return (
    <div className="tf-stack ops-page ops-page--wide">
      <PageHeader
        title={VEHICLE_TEXTS.listTitle}
        subtitle={company?.name}
        actions={
          <>
            <Button variant="secondary" onClick={() => setParams({})}>
              {VEHICLE_TEXTS.backToCompanies}
            </Button>
            {!unknown && (
              <Link className="tf-btn tf-btn--primary tf-btn--md" to={PATHS.newVehicle} state={addState}>
                {VEHICLE_TEXTS.addVehicle}
              </Link>
            )}
          </>
        }
      />
      {unknown ? <Alert variant="warning">{VEHICLE_TEXTS.unknownCompany}</Alert> : <CompanyVehicles key={companyId} companyId={companyId} />}
    </div>
  );
}
