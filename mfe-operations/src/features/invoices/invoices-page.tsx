import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  INVOICE_PROFILE_LABELS,
  INVOICE_TYPE_LABELS,
  errorMessage,
  formatKurus,
  useAuth,
  useDownloadInvoiceExport,
  useInvoicePage,
  useRepairShops,
  type InvoiceListItem,
  type InvoiceProfile,
  type InvoiceTypeCode,
} from '@tamir/shared-api';
import { Alert, Button, Card, DataTable, PageHeader, Pagination, Select, TextField, formatDateTime, saveFile, type DataTableColumn } from '@tamir/shared-ui';
import { RetryAlert } from '../../components/retry-alert';
import { PATHS } from '../../paths';
import { InvoiceFiles } from '../../components/invoice-files/invoice-files';

export const INVOICES_TEXTS = {
  title: 'Faturalar',
  subtitle: 'Tamirhanenin kestiği e-Arşiv ve e-Fatura faturaları, en yenisi üstte.',
  empty: 'Henüz fatura kesilmedi',
  loadFailed: 'Faturalar yüklenirken hata oluştu',
  exportTitle: 'Muhasebeci için dışa aktar',
  exportHint: 'Seçilen tarihler arasındaki her faturanın XML ve PDF dosyası tek bir ZIP içinde iner (en fazla 366 gün).',
  from: 'Başlangıç',
  to: 'Bitiş',
  exportButton: 'ZIP İndir',
  preparing: 'Hazırlanıyor...',
  exportFailed: 'Faturalar dışa aktarılamadı',
  shop: 'Tamirhane',
  allShops: 'Tüm Tamirhaneler',
  shopsFailed: 'Tamirhaneler yüklenirken hata oluştu',
} as const;
const T = INVOICES_TEXTS;

const columns: DataTableColumn<InvoiceListItem>[] = [
  { key: 'number', header: 'Fatura No', render: (i) => <strong className="ops-nowrap">{i.number}</strong> },
  {
    key: 'type',
    header: 'Tür',
    render: (i) => `${INVOICE_TYPE_LABELS[i.typeCode as InvoiceTypeCode] ?? i.typeCode} · ${INVOICE_PROFILE_LABELS[i.profile as InvoiceProfile] ?? i.profile}`,
  },
  { key: 'buyer', header: 'Alıcı', render: (i) => i.buyerName },
  {
    key: 'form',
    header: 'Form',
    render: (i) => (i.repairFormId ? <Link to={PATHS.adminFormDetail(i.repairFormId)}>{i.formNumber}</Link> : i.formNumber),
  },
  { key: 'issuedAt', header: 'Tarih', render: (i) => formatDateTime(i.issuedAt) },
  { key: 'total', header: 'Toplam', align: 'right', render: (i) => <span className="ops-nowrap">{formatKurus(i.totalKurus)}</span> },
  {
    key: 'files',
    header: 'Dosyalar',
    render: (i) => (
      <div className="ops-invoice__actions">
        <InvoiceFiles invoice={i} />
      </div>
    ),
  },
];

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const monthStart = () => `${today().slice(0, 8)}01`;

/** /admin/invoices (issue 43): a Tamirci their shop's invoices, an Admin every shop's or one shop's (filtered on the server); the accountant's ZIP. */
export function InvoicesPage() {
  const isAdmin = useAuth((state) => state.user?.role === 'Admin');
  const shops = useRepairShops({ enabled: isAdmin });
  const [shopId, setShopId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useInvoicePage({ page, ...(isAdmin && shopId ? { repairShopId: shopId } : {}) });
  const exporter = useDownloadInvoiceExport();
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const [exportError, setExportError] = useState<string | null>(null);

  const download = (event: FormEvent) => {
    event.preventDefault();
    setExportError(null);
    exporter.mutate(
      { from, to },
      { onSuccess: (file) => saveFile(file.blob, file.fileName), onError: (error) => setExportError(errorMessage(error, T.exportFailed)) },
    );
  };

  return (
    <div className="tf-stack ops-page ops-page--wide">
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <Card title={T.exportTitle} titleAs="h2">
        <form className="tf-stack" onSubmit={download} noValidate>
          <p className="ops-muted">{T.exportHint}</p>
          <div className="ops-toolbar">
            <TextField label={T.from} type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
            <TextField label={T.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
          </div>
          {exportError && <Alert variant="error">{exportError}</Alert>}
          <div>
            <Button type="submit" variant="secondary" busy={exporter.isPending} busyLabel={T.preparing}>
              {T.exportButton}
            </Button>
          </div>
        </form>
      </Card>
      {isAdmin && (
        <div className="ops-toolbar">
          <Select
            label={T.shop}
            placeholder={T.allShops}
            options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.isActive ? shop.name : `${shop.name} (pasif)` }))}
            value={shopId ?? ''}
            onChange={(event) => {
              setShopId(event.target.value ? Number(event.target.value) : null);
              setPage(1);
            }}
            hint={shops.isError ? T.shopsFailed : undefined}
          />
        </div>
      )}
      {list.isError ? (
        <RetryAlert title={T.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={list.data?.data ?? []}
            rowKey={(i) => String(i.id)}
            caption={T.title}
            captionHidden
            emptyText={T.empty}
            loading={list.isFetching}
          />
          {list.data && list.data.totalPages > 1 && <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} />}
        </>
      )}
    </div>
  );
}
