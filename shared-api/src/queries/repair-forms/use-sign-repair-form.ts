import { signRepairForm } from '../../endpoints/repair-forms';
import type { FormSignatureInput } from '../../types';
import { queryKeys } from '../query-keys';
import { useFormCall } from './use-form-call';

/**
 * POST /repairform/{id}/signatures. The answer is the signed form, shown at once; the form is read
 * again either way (a refusal may mean another device has just signed it).
 */
export const useSignRepairForm = () =>
  useFormCall(
    (api, id, body: FormSignatureInput) => signRepairForm(api, id, body),
    queryKeys.repairForms.detail,
    (id) => [queryKeys.repairForms.detail(id)],
  );
