import { Button, Card, EmptyState, formatPlate } from '@tamir/shared-ui';

export function VehicleNotFoundCard({ plate, onAddVehicle }: { plate: string; onAddVehicle: () => void }) {
  return (
    <Card aria-label="Sorgu sonucu">
      <EmptyState title={`${formatPlate(plate)} plakalı araç sistemde kayıtlı değil.`} action={<Button onClick={onAddVehicle}>Yeni Araç Ekle</Button>} />
    </Card>
  );
}
