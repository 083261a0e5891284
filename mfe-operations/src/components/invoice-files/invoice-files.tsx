import { Button } from '@tamir/shared-ui';
import { INVOICE_FILE_TEXTS as T } from './invoice-file-texts';
import { useInvoiceFile } from './use-invoice-file';

/** 'PDF Görüntüle' and 'XML İndir' of one invoice. */
export function InvoiceFiles({ invoice }: { invoice: { id: number; number: string } }) {
  const file = useInvoiceFile();
  return (
    <>
      <Button variant="secondary" onClick={() => file.open(invoice, 'pdf')} busy={file.busy('pdf')} busyLabel={T.preparing}>
        {T.viewPdf}
      </Button>
      <Button variant="secondary" onClick={() => file.open(invoice, 'xml')} busy={file.busy('xml')} busyLabel={T.preparing}>
        {T.downloadXml}
      </Button>
    </>
  );
}
