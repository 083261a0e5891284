import type { ReactNode } from 'react';
import { Alert, Button } from '@tamir/shared-ui';

export interface RetryAlertProps {
  /** What failed, e.g. 'Araçlar yüklenirken hata oluştu'. */
  title: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** More buttons after the retry button (e.g. a back button). */
  extraActions?: ReactNode;
}

/** A failed load: an error alert with a 'Tekrar Dene' button. */
export function RetryAlert({ title, onRetry, retryLabel = 'Tekrar Dene', extraActions }: RetryAlertProps) {
  return (
    <Alert
      variant="error"
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
          {extraActions}
        </>
      }
    />
  );
}
