import type { KvkkCorrectionInput } from '../../dto/kvkk';
import type { KvkkExportFormat } from '../../schemas/kvkk';
import type { KvkkEraseValues } from '../../schemas/kvkk';
import { correctKvkkPerson, downloadKvkkInventory, eraseKvkkPerson, exportKvkkDestructionLog, exportKvkkRequest } from '../../endpoints/kvkk';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { kvkkKeys } from './kvkk-keys';

/** What an erase or a correction changes: the person's records on every screen, and the KVKK lists. */
const TOUCHED = [
  kvkkKeys.all,
  queryKeys.repairForms.all,
  queryKeys.vehicles.all,
  queryKeys.drivers.all,
  queryKeys.notifications.all,
  queryKeys.systemLogs.all,
  queryKeys.dashboard.all,
] as const;

/** POST /kvkk/requests/{id}/erase: anonymises the person (a Silme request), with the name-only matches ticked. */
export function useEraseKvkkPerson() {
  return useInvalidatingMutation((api, { id, ticked }: { id: number; ticked?: KvkkEraseValues['ticked'] }) => eraseKvkkPerson(api, id, ticked), TOUCHED);
}

/** POST /kvkk/requests/{id}/correct: the new name and/or phone everywhere (a Düzeltme request). */
export function useCorrectKvkkPerson() {
  return useInvalidatingMutation((api, { id, body }: { id: number; body: KvkkCorrectionInput }) => correctKvkkPerson(api, id, body), TOUCHED);
}

/** GET /kvkk/requests/{id}/export: the JSON or PDF file; the export is logged, so the system log reads again. */
export function useExportKvkkRequest() {
  return useInvalidatingMutation(
    (api, { id, format }: { id: number; format: KvkkExportFormat }) => exportKvkkRequest(api, id, format),
    [queryKeys.systemLogs.all],
  );
}

/** GET /kvkk/destruction-log/export: the destruction log as Excel. */
export function useExportKvkkDestructionLog() {
  return useInvalidatingMutation((api, _: void) => exportKvkkDestructionLog(api, 'xlsx'), []);
}

/** GET /kvkk/inventory: the data inventory as Excel. */
export function useDownloadKvkkInventory() {
  return useInvalidatingMutation((api, _: void) => downloadKvkkInventory(api), []);
}
