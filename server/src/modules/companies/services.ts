import type { CoreDeps } from '../core-deps';
import type { SystemLogService } from '../system-logs/service';
import { CompanyService } from './service';

export function createCompanyServices({ db, fieldCrypto }: CoreDeps, { systemLog }: { systemLog: SystemLogService }) {
  return { companyService: new CompanyService(db, systemLog, fieldCrypto) };
}
