import { errorMessage, useDownloadInvoiceFile } from '@tamir/shared-api';
import { saveFile, toast } from '@tamir/shared-ui';
import { INVOICE_FILE_TEXTS as T } from './invoice-file-texts';

/**
 * 'PDF Görüntüle' opens the e-Arşiv print in a new tab (saved instead where the browser blocks the
 * tab); 'XML İndir' saves the UBL-TR under its number. Both carry the session's token, so neither is
 * a plain link.
 */
export function useInvoiceFile() {
  const download = useDownloadInvoiceFile();
  const open = (invoice: { id: number; number: string }, kind: 'pdf' | 'xml') =>
    download.mutate(
      { id: invoice.id, number: invoice.number, kind },
      {
        onSuccess: (file) => {
          if (kind === 'pdf') {
            const url = URL.createObjectURL(file.blob);
            const tab = window.open(url, '_blank');
            setTimeout(() => URL.revokeObjectURL(url), 60_000);
            if (tab) {
              tab.opener = null;
              return;
            }
          }
          saveFile(file.blob, file.fileName);
        },
        onError: (error) => toast.error(errorMessage(error, T.fileFailed)),
      },
    );
  const busy = (kind: 'pdf' | 'xml') => download.isPending && download.variables?.kind === kind;
  return { open, busy };
}
