import { foldForSearch, joinBrandModel, normalizePlate, type Vehicle } from '@tamir/shared-api';

/**
 * The vehicle list's free-text search: plate, owner, brand or model contain the text, ignoring
 * case and Turkish letter forms ('ıŞ' finds 'IS'); a plate also matches when typed with spaces.
 */
export function matchesVehicleSearch(vehicle: Vehicle, text: string): boolean {
  const folded = foldForSearch(text);
  if (!folded) return true;
  const fields = [vehicle.plateNumber, vehicle.ownerName, joinBrandModel(vehicle.brand, vehicle.model)];
  if (fields.some((field) => foldForSearch(field).includes(folded))) return true;
  const plate = normalizePlate(text);
  return plate.length > 0 && vehicle.plateNumber.includes(plate);
}

export function searchVehicles(vehicles: Vehicle[], text: string): Vehicle[] {
  return text.trim() ? vehicles.filter((vehicle) => matchesVehicleSearch(vehicle, text)) : vehicles;
}
