import { formatKilometer, formatPhone, formatPlate, joinBrandModel, useCompanyVehicles, type Company, type CompanyVehicle } from '@tamir/shared-api';
import { Alert, DataTable, LoadingText, Modal } from '@tamir/shared-ui';
import { COMPANY_TEXTS as T } from './company-texts';

/** The details modal of §2.3: the company's vehicles. */
export function CompanyVehiclesDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const vehicles = useCompanyVehicles(company.id);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={T.vehiclesTitle(company.name)} size="lg" closeLabel={T.close}>
      {vehicles.isError ? (
        <Alert variant="error">{T.vehiclesLoadFailed}</Alert>
      ) : vehicles.isPending ? (
        <LoadingText />
      ) : (
        <div className="tf-stack">
          <p className="adm-muted">{T.vehiclesTotal(vehicles.data.totalCount)}</p>
          <DataTable<CompanyVehicle>
            columns={[
              { key: 'plate', header: T.plate, render: (v) => <strong className="adm-nowrap">{formatPlate(v.plateNumber)}</strong> },
              { key: 'brand', header: T.brandModel, render: (v) => joinBrandModel(v.brand, v.model) || '-' },
              { key: 'km', header: T.kilometer, align: 'right', render: (v) => <span className="adm-nowrap">{formatKilometer(v.kilometer)}</span> },
              { key: 'owner', header: T.owner, render: (v) => v.ownerName || '-' },
              { key: 'phone', header: T.driverPhone, render: (v) => <span className="adm-nowrap">{v.driverPhone ? formatPhone(v.driverPhone) : '-'}</span> },
              { key: 'forms', header: T.forms, align: 'center', render: (v) => v.repairFormCount },
            ]}
            rows={vehicles.data.data}
            rowKey={(v) => v.id}
            caption={T.vehiclesTitle(company.name)}
            captionHidden
            emptyText={T.noVehicles}
          />
        </div>
      )}
    </Modal>
  );
}
