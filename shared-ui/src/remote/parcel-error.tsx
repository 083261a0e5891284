import { Alert } from '../components/alert';
import { Button } from '../components/button';

/** What a remote's parcel shows instead of a screen that crashed while rendering. */
export function ParcelError() {
  return (
    <Alert
      variant="error"
      title="Bu ekran görüntülenirken bir hata oluştu."
      actions={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Sayfayı Yenile
        </Button>
      }
    />
  );
}
