import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, CopyButton, DescriptionList, LoadingText, PageHeader, formatDateTime, formatKilometer, formatPlate, toast } from '@tamir/shared-ui';
import { activeLink, joinBrandModel } from '@tamir/shared-api';
import { PATHS, publicFormUrl } from '../../paths';
import { FORM_TEXTS, numbered, shownPhone } from './form-texts';
import { ShareFormDialog } from './share-form-dialog';
import { SignatureBlocks } from './signature-blocks';
import { useAutoPrint } from './use-auto-print';
import { usePrintForm } from './use-print-form';
import { useRepairForm } from './use-repair-form';
import './form-detail.css';

/**
 * /admin/forms/{id} and /forms/{id}: the form with print (only the form card prints), share and
 * copy link; `?autoPrint=true` prints and closes (core-journeys §2).
 */
export function FormDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const load = useRepairForm(id);
  const form = load.status === 'loaded' ? load.form : null;
  const { print, webView, sending } = usePrintForm(form);
  const [shareOpen, setShareOpen] = useState(false);
  useAutoPrint(form !== null, params.get('autoPrint') === 'true', print, !webView);

  useEffect(() => {
    if (load.status !== 'error' && load.status !== 'not-found') return;
    toast.error(FORM_TEXTS.detailLoadFailed);
    navigate(PATHS.formList, { replace: true });
  }, [load.status, navigate]);

  if (!form) return load.status === 'loading' ? <LoadingText center /> : null;

  const link = activeLink(form);
  const lines = form.descriptionLines.length > 0 ? numbered(form.descriptionLines) : form.description.split('\n').filter(Boolean);

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
            {link && <CopyButton text={publicFormUrl(link.token)} label="Linki Kopyala" size="md" onError={() => toast.error(FORM_TEXTS.copyFailed)} />}
          </>
        }
      />

      <Card printArea className="ops-document" aria-label={FORM_TEXTS.viewTitle}>
        <div className="ops-document__head">
          <h2 className="ops-document__title">{FORM_TEXTS.previewTitle}</h2>
          <p className="ops-document__number">
            Form No: <strong data-testid="form-number">{form.formNumber}</strong>
          </p>
        </div>
        <div className="ops-detail-sections">
          <section aria-labelledby="detail-vehicle">
            <h3 id="detail-vehicle" className="ops-document__subtitle">
              Araç Bilgileri
            </h3>
            <DescriptionList
              className="ops-summary"
              items={[
                { label: 'Plaka', value: formatPlate(form.vehicle.plateNumber) },
                { label: 'Marka / Model', value: joinBrandModel(form.vehicle.brand, form.vehicle.model) || '-' },
                { label: 'Kilometre', value: formatKilometer(form.vehicle.kilometer) },
                { label: 'Araç Tipi', value: form.vehicle.vehicleType || '-' },
              ]}
            />
          </section>
          <section aria-labelledby="detail-customer">
            <h3 id="detail-customer" className="ops-document__subtitle">
              Müşteri Bilgileri
            </h3>
            <DescriptionList
              className="ops-summary"
              items={[
                { label: 'Müşteri', value: form.vehicle.companyName || '-' },
                { label: 'Telefon', value: shownPhone(form.customerPhone) },
                { label: 'Araç Sahibi', value: form.customerName || '-' },
              ]}
            />
          </section>
        </div>
        <section className="ops-document__section" aria-labelledby="detail-faults">
          <h3 id="detail-faults" className="ops-document__subtitle">
            Arıza Açıklamaları
          </h3>
          <ul className="ops-numbered">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
        {form.partsUsed.trim() && (
          <section className="ops-document__section" aria-labelledby="detail-parts">
            <h3 id="detail-parts" className="ops-document__subtitle">
              Kullanılan Parçalar
            </h3>
            <p className="ops-pre">{form.partsUsed}</p>
          </section>
        )}
        <DescriptionList
          className="ops-summary ops-document__section"
          items={[
            { label: 'Oluşturulma Tarihi', value: formatDateTime(form.createdAt) },
            {
              label: FORM_TEXTS.staffRole,
              value: (
                <>
                  {form.createdByName || form.createdByUsername}
                  {form.repairShopName ? ` (${form.repairShopName})` : ''}
                </>
              ),
            },
            { label: 'Durum', value: form.status || 'Beklemede' },
          ]}
        />
        <SignatureBlocks driverName={form.customerName} className="print-only" />
      </Card>

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
    </div>
  );
}
