import { Alert, Button } from '@tamir/shared-ui';

/** What the parcel shows instead of a screen that crashed while rendering. */
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
