import { DescriptionList, type DescriptionListItem } from '@tamir/shared-ui';
import { formatKilometer, formatPhone, formatPlate, joinBrandModel, type Vehicle } from '@tamir/shared-api';

export interface VehicleSummaryProps {
  vehicle: Vehicle;
  /** Rows after plate, brand/model and kilometre. */
  more: DescriptionListItem[];
  brandModelLabel?: string;
}

/** The driver's phone as a screen shows it: hidden from shops that do not serve the company. */
export const shownDriverPhone = (vehicle: Vehicle) => (vehicle.driverPhone ? formatPhone(vehicle.driverPhone) : vehicle.contactHidden ? 'Gizli' : '-');

/** A vehicle's summary rows: plate, brand/model and kilometre first, then the screen's own rows. */
export function VehicleSummary({ vehicle, more, brandModelLabel = 'Marka / Model' }: VehicleSummaryProps) {
  return (
    <DescriptionList
      className="tf-summary"
      items={[
        { label: 'Plaka', value: formatPlate(vehicle.plateNumber) },
        { label: brandModelLabel, value: joinBrandModel(vehicle.brand, vehicle.model) || '-' },
        { label: 'Kilometre', value: formatKilometer(vehicle.kilometer) },
        ...more,
      ]}
    />
  );
}
