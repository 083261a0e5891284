import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, ConfirmDialog, DescriptionList, PageHeader, toast } from '@tamir/shared-ui';
import { cleanFaultLines, faultLinesError, isApiError, MSG, useCreateRepairForm, type Vehicle } from '@tamir/shared-api';
import { VehicleSummary } from '../../components/vehicle-summary';
import { PATHS } from '../../paths';
import { markJustCreated } from './just-created';
import { FaultLinesEditor, newFaultLine, type FaultLine } from './fault-lines-editor';
import { FormPreview } from './form-preview';
import { FORM_TEXTS, shownEmail, shownPhone } from './form-texts';

export interface RepairFormCreatorProps {
  vehicleId: number;
  /** The vehicle with the driver (ownerName, driverPhone) as entered in the previous step. */
  vehicle: Vehicle;
}

/**
 * 'Tamir Formu Oluştur': read-only vehicle, company and driver summary, numbered fault lines,
 * then the 'ARIZA/TAMİR FORMU' preview and creation (core-journeys §2, §4).
 */
export function RepairFormCreator({ vehicleId, vehicle }: RepairFormCreatorProps) {
  const creation = useCreateRepairForm();
  const navigate = useNavigate();
  const [lines, setLines] = useState<FaultLine[]>(() => [newFaultLine()]);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ lines: string[]; date: Date } | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);

  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Typed fault lines are not thrown away without asking.
  const cancel = () => {
    if (lines.some((line) => line.text.trim() !== '')) setConfirmingCancel(true);
    else navigate(PATHS.plateSearch);
  };

  const openPreview = () => {
    const texts = lines.map((line) => line.text);
    const cleaned = cleanFaultLines(texts);
    if (faultLinesError(texts)) {
      setLinesError(MSG.faultLineRequired);
      toast.error(MSG.faultLineRequired);
      return;
    }
    setLinesError(null);
    setCreateError(null);
    setPreview({ lines: cleaned, date: new Date() });
  };

  const create = async () => {
    if (!preview || creation.isPending) return;
    setCreateError(null);
    try {
      const form = await creation.mutateAsync({
        vehicleId,
        plateNumber: vehicle.plateNumber,
        customerName: vehicle.ownerName,
        customerPhone: vehicle.driverPhone ?? '',
        descriptionLines: preview.lines,
        partsUsed: '',
      });
      // The view's banner and dialog say it; a toast as well would say it three times at once.
      markJustCreated(form.id);
      navigate(PATHS.formView(form.id));
    } catch (error) {
      const serverMessage = isApiError(error) ? error.serverMessage : null;
      setCreateError(serverMessage ? `${FORM_TEXTS.createFailed}: ${serverMessage}` : FORM_TEXTS.createFailed);
      toast.error(serverMessage ?? FORM_TEXTS.createFailed, serverMessage ? { title: FORM_TEXTS.createFailed } : undefined);
    }
  };

  if (preview) {
    return (
      <div className="tf-stack ops-page">
        <PageHeader title={FORM_TEXTS.createTitle} subtitle="Önizleme" />
        <FormPreview
          vehicle={vehicle}
          lines={preview.lines}
          date={preview.date}
          busy={creation.isPending}
          error={createError}
          onBack={() => setPreview(null)}
          onCreate={create}
        />
      </div>
    );
  }

  return (
    <div className="tf-stack ops-page">
      <PageHeader title={FORM_TEXTS.createTitle} />
      <div className="tf-grid tf-grid--fit ops-columns">
        <Card title="Araç ve Firma Bilgileri" titleAs="h2">
          <VehicleSummary
            vehicle={vehicle}
            brandModelLabel="Marka - Model"
            more={[
              { label: 'Firma', value: vehicle.companyName || '-' },
              { label: 'Firma E-posta', value: shownEmail(vehicle.companyEmail) },
              { label: 'Firma Telefonu', value: shownPhone(vehicle.companyPhone) },
              { label: 'Firma Adresi', value: vehicle.companyAddress || '-' },
            ]}
          />
        </Card>
        <Card title="Şoför Bilgileri" titleAs="h2">
          <DescriptionList
            className="tf-summary"
            items={[
              { label: 'Şoför Adı Soyadı', value: vehicle.ownerName || '-' },
              { label: 'Şoför Telefonu', value: shownPhone(vehicle.driverPhone) },
            ]}
          />
        </Card>
      </div>
      <Card
        title="Arıza / Şikayetler"
        titleAs="h2"
        footer={
          <div className="tf-row ops-actions">
            <Button variant="secondary" onClick={cancel}>
              İptal
            </Button>
            <Button onClick={openPreview}>Form Önizleme</Button>
          </div>
        }
      >
        <FaultLinesEditor
          lines={lines}
          onChange={(next) => {
            setLines(next);
            if (linesError) setLinesError(null);
          }}
          error={linesError}
        />
      </Card>
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title="Yazılan arızalar silinsin mi?"
        description="Formu oluşturmadan çıkarsanız yazdığınız arıza/şikayet satırları kaybolur."
        confirmLabel="Evet, Çık"
        cancelLabel="Yazmaya Devam Et"
        variant="danger"
        onConfirm={() => navigate(PATHS.plateSearch)}
      />
    </div>
  );
}
