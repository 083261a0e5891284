import type { KvkkAnswerInput, KvkkCorrectionInput, KvkkVerificationInput } from '../../dto/kvkk';
import type { KvkkExportFormat } from '../../schemas/kvkk';
import type { KvkkEraseValues } from '../../schemas/kvkk';
import {
  answerKvkkRequest,
  correctKvkkPerson,
  downloadKvkkAnswerLetter,
  downloadKvkkInventory,
  verifyKvkkRequest,
  eraseKvkkPerson,
  exportKvkkDestructionLog,
  exportKvkkRequest,
} from '../../endpoints/kvkk';
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

/** POST /kvkk/requests/{id}/verify: who checked the applicant's identity, and how. */
export function useVerifyKvkkRequest() {
  return useInvalidatingMutation((api, { id, body }: { id: number; body: KvkkVerificationInput }) => verifyKvkkRequest(api, id, body), [kvkkKeys.all]);
}

/** POST /kvkk/requests/{id}/answer: Kabul or Red; closes the request. */
export function useAnswerKvkkRequest() {
  return useInvalidatingMutation((api, { id, body }: { id: number; body: KvkkAnswerInput }) => answerKvkkRequest(api, id, body), [kvkkKeys.all]);
}

/** GET /kvkk/requests/{id}/answer.pdf: the answer letter. */
export function useDownloadKvkkAnswerLetter() {
  return useInvalidatingMutation((api, id: number) => downloadKvkkAnswerLetter(api, id), []);
}

/** GET /kvkk/destruction-log/export: the destruction log as Excel. */
export function useExportKvkkDestructionLog() {
  return useInvalidatingMutation((api, _: void) => exportKvkkDestructionLog(api, 'xlsx'), []);
}

/** GET /kvkk/inventory: the data inventory as Excel. */
export function useDownloadKvkkInventory() {
  return useInvalidatingMutation((api, _: void) => downloadKvkkInventory(api), []);
}
