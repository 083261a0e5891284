import { LIMITS, kvkkNoticePath, schemaErrors, shopKvkkSchema, useSaveShopKvkk, useShopKvkk, type ShopKvkk } from '@tamir/shared-api';
import { Alert, StoredRecordDialog, TextArea, TextField, useStoredForm, type ShopRecordDialogProps } from '@tamir/shared-ui';
import { SHOP_KVKK_TEXTS as T } from './shop-kvkk-texts';

const K = LIMITS.kvkk;
type Field = 'controllerTitle' | 'email' | 'address' | 'kepAddress' | 'noticeText';
const FIELDS: Field[] = ['controllerTitle', 'email', 'address', 'kepAddress', 'noticeText'];

export type ShopKvkkDialogProps = ShopRecordDialogProps;

/**
 * A repair shop's own data controller (issue 41 §3): title, application e-mail, address, KEP and its
 * own notice text, with the KVKK tab's rules (all three or none), through GET/PUT /repairshop/{id}/kvkk.
 * The shop's forms (printed form, PDF, signing pad, public page, /kvkk?shop=…) show it, naming the
 * portal's operator as processor; all empty, they show the portal's notice.
 */
export function ShopKvkkDialog({ shopId, shopName, open, onOpenChange }: ShopKvkkDialogProps) {
  const stored = useShopKvkk(open ? shopId : null);
  const save = useSaveShopKvkk();
  const { values, errors, failure, set, submit } = useStoredForm<Field, ShopKvkk>({
    fields: FIELDS,
    open,
    stored: stored.data,
    check: (body) => schemaErrors(shopKvkkSchema, body),
    save: (body) => save.mutateAsync({ shopId, body }),
    pending: save.isPending,
    onSaved: () => onOpenChange(false),
    saved: T.saved,
    failed: T.failed,
  });

  const path = kvkkNoticePath(shopId);
  return (
    <StoredRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.title}
      description={T.description(shopName)}
      formId="shop-kvkk-form"
      loading={stored.isPending}
      loadError={stored.isError ? stored.error : null}
      saving={save.isPending}
      texts={T}
    >
      <form id="shop-kvkk-form" className="tf-stack" onSubmit={submit} noValidate aria-label={T.title}>
        <TextField
          label={T.controllerTitle}
          value={values.controllerTitle}
          onChange={set('controllerTitle')}
          maxLength={K.controllerTitle}
          error={errors.controllerTitle}
        />
        <TextField label={T.email} type="email" autoComplete="off" value={values.email} onChange={set('email')} maxLength={K.email} error={errors.email} />
        <TextArea label={T.address} rows={2} value={values.address} onChange={set('address')} maxLength={K.address} error={errors.address} />
        <TextField
          label={T.kepAddress}
          type="email"
          autoComplete="off"
          value={values.kepAddress}
          onChange={set('kepAddress')}
          maxLength={K.kepAddress}
          hint={T.kepHint}
          error={errors.kepAddress}
        />
        <TextArea
          label={T.noticeText}
          rows={6}
          value={values.noticeText}
          onChange={set('noticeText')}
          maxLength={K.noticeText}
          hint={T.noticeHint(K.noticeTextMin)}
          error={errors.noticeText}
        />
        <div className="adm-kvkk-version" data-testid="shop-kvkk-info">
          <p>{stored.data?.processorTitle ? T.processor(stored.data.processorTitle) : T.noProcessor}</p>
          {!stored.data?.updatedAt && <p>{T.usesPortal}</p>}
          <p>
            {T.publicPage}{' '}
            <a href={path} target="_blank" rel="noopener">
              {path}
            </a>
          </p>
        </div>
        {failure && <Alert variant="error">{failure}</Alert>}
      </form>
    </StoredRecordDialog>
  );
}
