import type { CoreDeps } from '../core-deps';
import type { SystemLogService } from '../system-logs/service';
import { VehicleService } from './service';

export function createVehicleServices({ db, fieldCrypto }: CoreDeps, { systemLog }: { systemLog: SystemLogService }) {
  return { vehicleService: new VehicleService(db, fieldCrypto, systemLog) };
}
