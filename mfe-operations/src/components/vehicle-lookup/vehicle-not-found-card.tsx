import { formatPlate } from '@tamir/shared-api';
import { Button, Card, EmptyState } from '@tamir/shared-ui';

export function VehicleNotFoundCard({ plate, onAddVehicle }: { plate: string; onAddVehicle: () => void }) {
  return (
    <Card aria-label="Sorgu sonucu">
      <EmptyState title={`${formatPlate(plate)} plakalı araç sistemde kayıtlı değil.`} action={<Button onClick={onAddVehicle}>Yeni Araç Ekle</Button>} />
    </Card>
  );
}
