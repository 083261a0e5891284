import type { Driver } from '@tamir/shared-api';

export interface DriverStats {
  drivers: number;
  vehicles: number;
  /** Vehicles per driver, one decimal with a Turkish decimal comma ('1,5'). */
  average: string;
  companies: number;
}

const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatAverage(total: number, count: number): string {
  return oneDecimal.format(count > 0 ? total / count : 0);
}

export function driverStats(drivers: Driver[]): DriverStats {
  const vehicles = drivers.reduce((sum, driver) => sum + driver.vehicles.length, 0);
  return {
    drivers: drivers.length,
    vehicles,
    average: formatAverage(vehicles, drivers.length),
    companies: companiesOf(drivers).length,
  };
}

/** Every company of the listed drivers' vehicles: a driver with vehicles of two companies counts for both. */
export function companiesOf(drivers: Driver[]): Array<{ id: number; name: string }> {
  const byId = new Map<number, string>();
  for (const driver of drivers) for (const vehicle of driver.vehicles) byId.set(vehicle.companyId, vehicle.companyName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'tr-TR'));
}
