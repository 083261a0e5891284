import { errorMessage, useDownloadRepairFormPdf } from '@tamir/shared-api';
import { Button, saveFile, toast } from '@tamir/shared-ui';

export const PDF_TEXTS = {
  download: 'PDF indir',
  preparing: 'Hazırlanıyor...',
  failed: 'PDF indirilirken hata oluştu',
} as const;

/**
 * 'PDF indir' on the form detail: GET /repairform/{id}/pdf with the session's token (so not a
 * plain link), handed to the browser under the server's name, tamir-formu-{formNumber}.pdf.
 */
export function PdfDownloadButton({ form }: { form: { id: number; formNumber: string } }) {
  const download = useDownloadRepairFormPdf();
  const start = () =>
    download.mutate(
      { id: form.id, formNumber: form.formNumber },
      {
        onSuccess: (file) => saveFile(file.blob, file.fileName),
        onError: (error) => toast.error(errorMessage(error, PDF_TEXTS.failed)),
      },
    );
  return (
    <Button variant="secondary" onClick={start} busy={download.isPending} busyLabel={PDF_TEXTS.preparing}>
      {PDF_TEXTS.download}
    </Button>
  );
}
