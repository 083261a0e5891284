import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  EmptyState,
  LoadingText,
  Modal,
  PageHeader,
  RepairFormDocument,
  faultLinesOf,
  formatDateTime,
  toast,
} from '@tamir/shared-ui';
import { activeLink, formatKilometer, formatPlate, isApiError, useRepairForm } from '@tamir/shared-api';
import { usePublicFormUrl } from '../../components/use-public-form-url';
import { FormPhotosCard } from './photos/form-photos-card';
import { usePrintedPhotos } from './photos/use-printed-photos';
import { PATHS, idFrom } from '../../paths';
import { forgetJustCreated, isJustCreated } from './just-created';
import { SIGN_TEXTS, signedDocumentProps, useFormSigning } from './use-form-signing';
import { FORM_TEXTS, shownPhone } from './form-texts';
import { usePrintForm } from './use-print-form';
import { useRedirectCountdown } from './use-redirect-countdown';
import { useRedirectSeconds } from './use-redirect-seconds';

/**
 * /plate-search/form/{id}: the created form, its print (an e-mail to the company in the app's web
 * view), its public link, and after creation the countdown from settings (core-journeys §2, §4).
 */
export function FormViewPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const formId = idFrom(id);
  const { data: form, error } = useRepairForm(formId);
  const notFound = formId === null || (isApiError(error) && error.status === 404);
  const failed = !!error && !notFound;
  const [justCreated] = useState(() => isJustCreated(formId));
  const [promptOpen, setPromptOpen] = useState(justCreated);
  const answerPrompt = useCallback(
    (open: boolean) => {
      setPromptOpen(open);
      if (!open) forgetJustCreated(formId);
    },
    [formId],
  );

  const goHome = useCallback(() => {
    forgetJustCreated(formId);
    navigate(PATHS.plateSearch);
  }, [formId, navigate]);
  const signing = useFormSigning(form);
  const printedPhotos = usePrintedPhotos(form ? formId : null);
  const [photosBusy, setPhotosBusy] = useState(false);
  const redirectSeconds = useRedirectSeconds(justCreated);
  // Issue 40: the countdown never takes the user away while they choose. It waits while the
  // dialog's choice is open, the pad is open or photos upload (then counts from the start again),
  // and stops for good once the user presses or types anything on the page.
  const [stopped, setStopped] = useState(false);
  const remaining = useRedirectCountdown(
    redirectSeconds ?? 0,
    goHome,
    justCreated && redirectSeconds !== null && !!form && !promptOpen && !signing.signing && !photosBusy && !stopped,
  );
  const counting = remaining !== null;
  useEffect(() => {
    if (!counting) return undefined;
    const stop = () => setStopped(true);
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return () => {
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
  }, [counting]);
  const openLines = useCallback(() => {
    forgetJustCreated(formId);
    if (formId !== null) navigate(PATHS.formLines(formId));
  }, [formId, navigate]);
  const { print, webView, sending } = usePrintForm(form ?? null);
  const publicFormUrl = usePublicFormUrl({ enabled: !!form });

  useEffect(() => {
    if (!failed) return;
    toast.error(FORM_TEXTS.loadFailed);
    navigate(PATHS.plateSearch, { replace: true });
  }, [failed, navigate]);

  if (failed) return null;
  if (notFound) {
    return (
      <div className="ops-page">
        <EmptyState
          title={FORM_TEXTS.notFound}
          action={
            <Button variant="secondary" onClick={goHome}>
              Geri Dön
            </Button>
          }
        />
      </div>
    );
  }

  if (!form) return <LoadingText center />;
  const link = activeLink(form);

  return (
    <div className="tf-stack ops-page">
      <PageHeader
        title={FORM_TEXTS.viewTitle}
        subtitle={`Form No: ${form.formNumber}`}
        actions={
          <>
            <Button onClick={print} busy={sending} busyLabel="Gönderiliyor...">
              Yazdır
            </Button>
            <Button variant="secondary" onClick={openLines}>
              {FORM_TEXTS.addLines}
            </Button>
            <Button variant="secondary" onClick={goHome}>
              Yeni Form
            </Button>
          </>
        }
      />

      {justCreated && (
        <Alert
          variant="success"
          title={FORM_TEXTS.created}
          className="no-print"
          actions={
            counting || stopped ? (
              <Button size="sm" onClick={goHome}>
                Şimdi Git
              </Button>
            ) : undefined
          }
        >
          {remaining !== null ? <p>{FORM_TEXTS.redirect(remaining)}</p> : stopped && <p>{FORM_TEXTS.redirectStopped}</p>}
        </Alert>
      )}

      <RepairFormDocument
        label={FORM_TEXTS.viewTitle}
        printArea
        formNumber={form.formNumber}
        fields={[
          { label: 'Oluşturulma Tarihi', value: formatDateTime(form.createdAt) },
          { label: 'Plaka', value: formatPlate(form.vehicle.plateNumber) },
          { label: 'Marka', value: form.vehicle.brand || '-' },
          { label: 'Model', value: form.vehicle.model || '-' },
          { label: 'Kilometre', value: formatKilometer(form.vehicle.kilometer) },
          { label: 'Firma', value: form.vehicle.companyName || '-' },
          { label: 'Şoför Adı Soyadı', value: form.customerName || '-' },
          { label: 'Şoför Telefonu', value: shownPhone(form.customerPhone) },
        ]}
        faultLines={faultLinesOf(form)}
        partsUsed={form.partsUsed}
        {...signedDocumentProps(form, signing.signAction, link && publicFormUrl(link.token), signing.notice)}
        photos={printedPhotos}
        photosPrintOnly
      />

      <FormPhotosCard formId={form.id} onBusyChange={setPhotosBusy} />

      <Card title="Paylaşım Linki" titleAs="h2" className="no-print">
        {link ? (
          <div className="tf-row ops-link">
            <a href={PATHS.publicForm(link.token)} target="_blank" rel="noreferrer" className="ops-link__url" data-testid="public-link">
              {publicFormUrl(link.token)}
            </a>
            <CopyButton text={publicFormUrl(link.token)} label="Linki Kopyala" onError={() => toast.error(FORM_TEXTS.copyFailed)} />
          </div>
        ) : (
          <p className="ops-muted">{FORM_TEXTS.noActiveLink}</p>
        )}
      </Card>

      <Modal
        open={promptOpen}
        onOpenChange={answerPrompt}
        title={FORM_TEXTS.created}
        description={
          webView
            ? 'Formu cihazda imzalatabilir, parça ve işçilik kalemlerini ekleyebilir, bilgilerini firmaya e-posta ile gönderebilir veya ana sayfaya dönebilirsiniz.'
            : 'Formu cihazda imzalatabilir, parça ve işçilik kalemlerini ekleyebilir, şimdi yazdırabilir veya ana sayfaya dönebilirsiniz.'
        }
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={goHome}>
              Ana Sayfaya Dön
            </Button>
            <Button variant="secondary" onClick={openLines}>
              {FORM_TEXTS.addLines}
            </Button>
            {form.signatures.length < 2 && (
              <Button
                variant="secondary"
                onClick={() => {
                  answerPrompt(false);
                  signing.signNext();
                }}
              >
                {SIGN_TEXTS.signFirst}
              </Button>
            )}
            <Button
              onClick={() => {
                answerPrompt(false);
                // Let the dialog close before the print snapshot is taken.
                window.setTimeout(print, 100);
              }}
            >
              {webView ? 'E-posta Gönder' : 'Yazdır'}
            </Button>
          </>
        }
      />
      {signing.dialog}
    </div>
  );
}
