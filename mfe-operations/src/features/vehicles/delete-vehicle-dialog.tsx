import { ConfirmDialog, DescriptionList } from '@tamir/shared-ui';
import { formatPlate, joinBrandModel, type Vehicle } from '@tamir/shared-api';
import { VEHICLE_TEXTS } from './vehicle-texts';

export interface DeleteVehicleDialogProps {
  vehicle: Vehicle | null;
  onClose: () => void;
  onConfirm: (vehicle: Vehicle) => Promise<void>;
}

/** Confirms a delete with plate, brand/model and owner, warning it cannot be undone (core-journeys §5). */
export function DeleteVehicleDialog({ vehicle, onClose, onConfirm }: DeleteVehicleDialogProps) {
  return (
    <ConfirmDialog
      open={vehicle !== null}
      onOpenChange={(open) => !open && onClose()}
      title={VEHICLE_TEXTS.deleteTitle}
      description={`Aşağıdaki araç silinecek. ${VEHICLE_TEXTS.deleteWarning}`}
      confirmLabel={VEHICLE_TEXTS.deleteConfirm}
      busyLabel={VEHICLE_TEXTS.deleteBusy}
      variant="danger"
      onConfirm={() => (vehicle ? onConfirm(vehicle) : undefined)}
    >
      {vehicle && (
        <DescriptionList
          className="tf-summary"
          items={[
            { label: 'Plaka', value: formatPlate(vehicle.plateNumber) },
            { label: 'Marka / Model', value: joinBrandModel(vehicle.brand, vehicle.model) || '-' },
            { label: 'Araç Sahibi', value: vehicle.ownerName || '-' },
          ]}
        />
      )}
    </ConfirmDialog>
  );
}
