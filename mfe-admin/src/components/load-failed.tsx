import { Alert, Button } from '@tamir/shared-ui';

/** A list that could not be read: the screen's own text (administration §8) and 'Tekrar Dene'. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      variant="error"
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Tekrar Dene
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
