import { useEffect, useState } from 'react';
import { listRepairShops, type RepairShopOption } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';
import { useApi } from '../../api-context';
import { FORM_LIST_TEXTS } from './form-list-texts';

/** The shop selector's options; loaded only when `enabled` (admins). */
export function useRepairShopOptions(enabled: boolean): { shops: RepairShopOption[]; failed: boolean } {
  const api = useApi();
  const [shops, setShops] = useState<RepairShopOption[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    listRepairShops(api).then(
      (list) => {
        if (!current) return;
        setShops(list);
        setFailed(false);
      },
      () => {
        if (!current) return;
        setFailed(true);
        toast.error(FORM_LIST_TEXTS.shopsFailed);
      },
    );
    return () => {
      current = false;
    };
  }, [api, enabled]);

  return { shops, failed };
}
