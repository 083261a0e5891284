import { useState } from 'react';
import {
  INVOICE_PROFILE_LABELS,
  INVOICE_TYPE_LABELS,
  errorMessage,
  formatKurus,
  useCompany,
  useFormInvoices,
  useReturnInvoice,
  useVehicle,
  type InvoiceListItem,
  type InvoiceProfile,
  type InvoiceTypeCode,
  type RepairForm,
} from '@tamir/shared-api';
import { Alert, Button, Card, ConfirmDialog, LoadingText, SELLER_TEXTS, SellerDetailsDialog, formatDateTime, toast } from '@tamir/shared-ui';
import { InvoiceDialog } from './invoice-dialog';
import { InvoiceFiles } from '../../../components/invoice-files/invoice-files';
import { INVOICE_TEXTS as T } from './invoice-texts';
import './invoice.css';

/** Statuses an invoice may be cut from (issue 43). */
const INVOICEABLE = ['Tamamlandı', 'Teslim Edildi'];

/** The form's sale that has no İade Faturası yet. */
export const standingSale = (rows: InvoiceListItem[]) => rows.find((row) => row.typeCode === 'SATIS' && !rows.some((other) => other.returnOfId === row.id));

function InvoiceRow({ invoice, rows }: { invoice: InvoiceListItem; rows: InvoiceListItem[] }) {
  const returnedBy = rows.find((other) => other.returnOfId === invoice.id);
  return (
    <li className="ops-invoice" aria-label={`${INVOICE_TYPE_LABELS[invoice.typeCode as InvoiceTypeCode] ?? invoice.typeCode} ${invoice.number}`}>
      <div className="ops-invoice__head">
        <strong>{invoice.number}</strong>
        <span className="ops-muted">
          {INVOICE_TYPE_LABELS[invoice.typeCode as InvoiceTypeCode] ?? invoice.typeCode} ·{' '}
          {INVOICE_PROFILE_LABELS[invoice.profile as InvoiceProfile] ?? invoice.profile}
        </span>
      </div>
      <dl className="ops-invoice__facts">
        <div>
          <dt>{T.ettn}</dt>
          <dd className="ops-invoice__ettn">{invoice.uuid}</dd>
        </div>
        <div>
          <dt>{T.issuedAt}</dt>
          <dd>{formatDateTime(invoice.issuedAt)}</dd>
        </div>
        <div>
          <dt>{T.total}</dt>
          <dd>{formatKurus(invoice.totalKurus)}</dd>
        </div>
      </dl>
      {returnedBy && <p className="ops-muted">{T.returnedBy(returnedBy.number)}</p>}
      <div className="ops-invoice__actions">
        <InvoiceFiles invoice={invoice} />
      </div>
    </li>
  );
}

/**
 * The form's invoice on its detail (issue 43): 'Fatura Oluştur' at Tamamlandı or Teslim Edildi while
 * no sale stands; a standing sale is shown instead, with its files and 'İade Faturası'.
 */
export function InvoiceCard({ form }: { form: RepairForm }) {
  const invoices = useFormInvoices(form.id);
  const vehicle = useVehicle(form.vehicleId);
  const company = useCompany(vehicle.data?.companyId ?? null);
  const giveBack = useReturnInvoice();
  const [createOpen, setCreateOpen] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);
  const [sellerOpen, setSellerOpen] = useState(false);
  const rows = invoices.data ?? [];
  const sale = standingSale(rows);
  const invoiceable = INVOICEABLE.includes(form.status);

  const confirmReturn = async () => {
    if (!sale) return;
    try {
      const answer = await giveBack.mutateAsync(sale.id);
      toast.success(T.returned(answer.number));
    } catch (error) {
      toast.error(errorMessage(error, T.returnFailed));
      throw error;
    }
  };

  return (
    <Card title={T.cardTitle} titleAs="h2" className="no-print" aria-label={T.cardTitle}>
      {invoices.isPending ? (
        <LoadingText />
      ) : invoices.isError ? (
        <Alert variant="error">{T.loadFailed}</Alert>
      ) : (
        <div className="tf-stack">
          {rows.length === 0 && <p className="ops-muted">{T.notYet}</p>}
          {rows.length > 0 && (
            <ul className="ops-invoice__list">
              {rows.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} rows={rows} />
              ))}
            </ul>
          )}
          <div className="ops-invoice__actions">
            {sale ? (
              <Button variant="danger" onClick={() => setReturnOpen(true)}>
                {T.returnInvoice}
              </Button>
            ) : invoiceable ? (
              <Button onClick={() => setCreateOpen(true)} disabled={vehicle.isPending && form.vehicleId !== null}>
                {T.create}
              </Button>
            ) : (
              <p className="ops-muted">{T.onlyFinished}</p>
            )}
            {form.repairShopId !== null && (
              <Button variant="secondary" onClick={() => setSellerOpen(true)}>
                {SELLER_TEXTS.open}
              </Button>
            )}
          </div>
        </div>
      )}
      <InvoiceDialog form={form} company={company.data} open={createOpen} onOpenChange={setCreateOpen} />
      {form.repairShopId !== null && (
        <SellerDetailsDialog shopId={form.repairShopId} shopName={form.repairShopName ?? ''} open={sellerOpen} onOpenChange={setSellerOpen} />
      )}
      {sale && (
        <ConfirmDialog
          open={returnOpen}
          onOpenChange={setReturnOpen}
          title={T.returnTitle}
          description={T.returnDescription(sale.number)}
          confirmLabel={T.returnConfirm}
          busyLabel={T.returning}
          variant="danger"
          onConfirm={confirmReturn}
        />
      )}
    </Card>
  );
}
