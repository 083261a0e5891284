import { Link } from 'react-router-dom';
import { Card, EmptyState, PageHeader } from '@tamir/shared-ui';
import { PATHS } from '../../paths';

/** /admin until the dashboards arrive: says so, and shows no numbers it does not have. */
export function AdminHomePage() {
  return (
    <div className="tf-stack ops-page">
      <PageHeader title="Kontrol Paneli" />
      <Card>
        <EmptyState
          title="Kontrol paneli göstergeleri bir sonraki sürümle gelecek."
          description="Bu sürümde araç sorgulama ve tamir formu oluşturma kullanılabilir."
          action={
            <Link className="tf-btn tf-btn--primary tf-btn--md" to={PATHS.plateSearch}>
              Plaka Sorgulamaya Git
            </Link>
          }
        />
      </Card>
    </div>
  );
}
