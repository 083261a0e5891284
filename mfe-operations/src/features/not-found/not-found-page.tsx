import { Link } from 'react-router-dom';
import { EmptyState } from '@tamir/shared-ui';
import { PATHS } from '../../paths';

export function NotFoundPage() {
  return (
    <div className="ops-page">
      <EmptyState
        title="Sayfa bulunamadı"
        description="Aradığınız sayfa bu sürümde yok veya taşınmış olabilir."
        action={
          <Link className="tf-btn tf-btn--secondary tf-btn--md" to={PATHS.plateSearch}>
            Plaka Sorgulamaya Dön
          </Link>
        }
      />
    </div>
  );
}
