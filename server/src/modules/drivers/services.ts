import type { CoreDeps } from '../core-deps';
import { DriverService } from './service';

export function createDriverServices({ db, fieldCrypto }: CoreDeps) {
  return { driverService: new DriverService(db, fieldCrypto) };
}
