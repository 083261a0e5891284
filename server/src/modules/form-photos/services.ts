import type { CoreDeps } from '../core-deps';
import type { RepairFormService } from '../repair-forms/service';
import type { SystemLogService } from '../system-logs/service';
import { FormPhotoService } from './service';

/** Photos on the form (issue 29): intake and delivery photos, re-encoded and kept in the database. */
export function createFormPhotoServices({ db }: CoreDeps, deps: { systemLog: SystemLogService; repairFormService: RepairFormService }) {
  return { formPhotoService: new FormPhotoService(db, deps.systemLog, deps.repairFormService) };
}
