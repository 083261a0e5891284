import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, CopyButton, LoadingText, PageHeader, RepairFormDocument, faultLinesOf, formatDateTime, toast } from '@tamir/shared-ui';
import {
  activeLink,
  formatKilometer,
  formatPlate,
  isApiError,
  joinBrandModel,
  MSG,
  useRepairForm,
  useRepairItems,
  useVehicleReminders,
} from '@tamir/shared-api';
import { ItemEditor, type LineDraftState } from './work/item-editor';
import { FormPhotosCard } from './photos/form-photos-card';
import { FormRemindersCard } from '../../components/reminders/form-reminders-card';
import { InvoiceCard } from './invoice/invoice-card';
import { usePrintedPhotos } from './photos/use-printed-photos';
import { RepairStatusBadge } from '../../components/repair-status-badge';
import { StatusPanel } from './work/status-panel';
import { usePublicFormUrl } from '../../components/use-public-form-url';
import { LINES_ANCHOR, PATHS, idFrom } from '../../paths';
import { FORM_TEXTS, shownPhone } from './form-texts';
import { PdfDownloadButton } from './pdf-download-button';
import { ShareFormDialog } from './share-form-dialog';
import { useAutoPrint } from './use-auto-print';
import { signedDocumentProps, useFormSigning } from './use-form-signing';
import { usePrintForm } from './use-print-form';
import './form-detail.css';

/** Once the work is done the next photos are most likely the delivery's. */
const deliveryStage = (status: string) => status === 'Tamamlandı' || status === 'Teslim Edildi';

/**
 * /admin/forms/{id} and /forms/{id}: the form with print (only the form card prints), share and
 * copy link; `?autoPrint=true` prints and closes (core-journeys §2).
 */
export function FormDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const formId = idFrom(id);
  const { data: form, isError, error } = useRepairForm(formId);
  // Another shop's form, or one that is gone: the server's 404 says so plainly, no fault toast (issue 40).
  const missing = formId === null || (isApiError(error) && error.status === 404);
  const items = useRepairItems(form ? formId : null);
  // Issue 44: the vehicle's open reminders, offered to the lines (delivery completes the linked one).
  const vehicleReminders = useVehicleReminders(form?.vehicleId ?? null);
  const openReminders = vehicleReminders.data?.reminders.filter((reminder) => !reminder.completedAt);
  const failed = isError && !missing;
  const { print, webView, sending } = usePrintForm(form ?? null);
  const publicFormUrl = usePublicFormUrl({ enabled: !!form });
  const [shareOpen, setShareOpen] = useState(false);
  const [lineDraft, setLineDraft] = useState<LineDraftState>({ dirty: false, version: null });
  const signing = useFormSigning(form);
  const printedPhotos = usePrintedPhotos(form ? formId : null);
  useAutoPrint(!!form, params.get('autoPrint') === 'true', print, !webView);

  useEffect(() => {
    if (!failed) return;
    toast.error(FORM_TEXTS.detailLoadFailed);
    navigate(PATHS.formList, { replace: true });
  }, [failed, navigate]);

  if (missing)
    return (
      <div className="tf-stack ops-page">
        <PageHeader title={FORM_TEXTS.detailTitle} />
        <Card>
          <p role="alert">{MSG.formNotFound}</p>
          <Link to={PATHS.formList} className="tf-btn tf-btn--secondary tf-btn--md">
            Listeye Dön
          </Link>
        </Card>
      </div>
    );
  if (!form) return failed ? null : <LoadingText center />;

  const link = activeLink(form);

  return (
    <div className="tf-stack ops-page">
      <PageHeader
        title={FORM_TEXTS.detailTitle}
        subtitle={`Form No: ${form.formNumber}`}
        actions={
          <>
            <Link to={PATHS.formList} className="tf-btn tf-btn--ghost tf-btn--md">
              Listeye Dön
            </Link>
            <Button onClick={print} busy={sending} busyLabel="Gönderiliyor...">
              Yazdır
            </Button>
            <Button variant="secondary" onClick={() => setShareOpen(true)}>
              Paylaş
            </Button>
            <PdfDownloadButton form={form} />
            {link && (
              <CopyButton
                text={publicFormUrl(link.token)}
                label="Linki Kopyala"
                size="md"
                onCopied={() => toast.success(FORM_TEXTS.copied)}
                onError={() => toast.error(FORM_TEXTS.copyFailed)}
              />
            )}
          </>
        }
      />

      <RepairFormDocument
        label={FORM_TEXTS.viewTitle}
        printArea
        formNumber={form.formNumber}
        sections={[
          {
            title: 'Araç Bilgileri',
            fields: [
              { label: 'Plaka', value: formatPlate(form.vehicle.plateNumber) },
              { label: 'Marka / Model', value: joinBrandModel(form.vehicle.brand, form.vehicle.model) || '-' },
              { label: 'Kilometre', value: formatKilometer(form.vehicle.kilometer) },
              { label: 'Araç Tipi', value: form.vehicle.vehicleType || '-' },
            ],
          },
          {
            title: 'Müşteri Bilgileri',
            fields: [
              { label: 'Müşteri', value: form.vehicle.companyName || '-' },
              { label: 'Telefon', value: shownPhone(form.customerPhone) },
              { label: 'Araç Sahibi', value: form.customerName || '-' },
            ],
          },
        ]}
        faultsTitle="Arıza Açıklamaları"
        faultLines={faultLinesOf(form)}
        partsUsed={form.partsUsed}
        estimate={items.data}
        closingFields={[
          { label: 'Oluşturulma Tarihi', value: formatDateTime(form.createdAt) },
          {
            label: FORM_TEXTS.staffRole,
            value: `${form.createdByName || form.createdByUsername}${form.repairShopName ? ` (${form.repairShopName})` : ''}`,
          },
          { label: 'Durum', value: <RepairStatusBadge status={form.status} /> },
          ...(form.deliveryKilometer !== null ? [{ label: 'Teslim Kilometresi', value: formatKilometer(form.deliveryKilometer) }] : []),
        ]}
        {...signedDocumentProps(form, signing.signAction, link && publicFormUrl(link.token), signing.notice)}
        photos={printedPhotos}
        photosPrintOnly
      />

      <StatusPanel form={form} lineCount={items.data?.items.length ?? 0} lines={lineDraft} />
      <ItemEditor
        formId={form.id}
        status={form.status}
        items={items.data}
        failed={items.isError}
        onDraftChange={setLineDraft}
        focusOnArrival={hash === `#${LINES_ANCHOR}`}
        reminders={openReminders}
      />
      {form.vehicleId !== null && (
        <FormRemindersCard formId={form.id} vehicleId={form.vehicleId} plateNumber={form.vehicle.plateNumber} status={form.status} items={items.data} />
      )}
      <InvoiceCard form={form} />
      <FormPhotosCard formId={form.id} defaultStage={deliveryStage(form.status) ? 'Teslim' : 'Teslim Alma'} />

      <Card title="Paylaşım Linki" titleAs="h2" className="no-print">
        {link ? (
          <a
            href={PATHS.publicForm(link.token)}
            target="_blank"
            rel="noreferrer"
            className="ops-link__url"
            data-testid="public-link"
            onClick={() => webView && toast.info(FORM_TEXTS.openingInBrowser)}
          >
            {publicFormUrl(link.token)}
          </a>
        ) : (
          <p className="ops-muted">{FORM_TEXTS.noActiveLink}</p>
        )}
      </Card>

      <ShareFormDialog form={form} open={shareOpen} onOpenChange={setShareOpen} />
      {signing.dialog}
    </div>
  );
}
