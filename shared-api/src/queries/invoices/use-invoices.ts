import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import {
  createInvoice,
  downloadInvoiceExport,
  downloadInvoicePdf,
  downloadInvoiceXml,
  getInvoice,
  listInvoicePage,
  returnInvoice,
} from '../../endpoints/invoices';
import type { InvoiceCreateInput, InvoiceListParams } from '../../dto/invoice';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** One page of GET /invoices (issue 43 'Faturalar'). */
export function useInvoicePage(params: InvoiceListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return usePageQuery(queryKeys.invoices.page(params), (api) => listInvoicePage(api, params), { enabled });
}

/** A form's invoices, newest first (its sale, and the İade Faturası once there is one). */
export function useFormInvoices(formId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.invoices.ofForm(formId),
    queryFn: () => listInvoicePage(api, { repairFormId: formId, pageSize: 20 }).then((page) => page.data),
    enabled,
  });
}

export function useInvoice(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: [...queryKeys.invoices.all, 'detail', id ?? 0], queryFn: () => getInvoice(api, id ?? 0), enabled: id !== null });
}

/** POST /repairform/{id}/invoice. */
export function useCreateInvoice() {
  return useInvalidatingMutation(
    (api, input: { formId: number; body: InvoiceCreateInput }) => createInvoice(api, input.formId, input.body),
    [queryKeys.invoices.all],
  );
}

/** POST /invoices/{id}/return. */
export function useReturnInvoice() {
  return useInvalidatingMutation((api, id: number) => returnInvoice(api, id), [queryKeys.invoices.all]);
}

/** The invoice's files: 'pdf' (the e-Arşiv print) or 'xml' (the UBL-TR as issued). */
export function useDownloadInvoiceFile() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, number, kind }: { id: number; number: string; kind: 'pdf' | 'xml' }) =>
      kind === 'pdf' ? downloadInvoicePdf(api, id, number) : downloadInvoiceXml(api, id, number),
  });
}

/** The accountant's ZIP of a period. */
export function useDownloadInvoiceExport() {
  const api = useApi();
  return useMutation({ mutationFn: ({ from, to }: { from: string; to: string }) => downloadInvoiceExport(api, from, to) });
}
