import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getSellerDetails, saveSellerDetails } from '../../endpoints/invoices';
import type { SellerDetailsValues } from '../../schemas/invoice';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** GET /repairshop/{id}/seller (issue 43). */
export function useSellerDetails(shopId: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.invoices.seller(shopId ?? 0), queryFn: () => getSellerDetails(api, shopId ?? 0), enabled: shopId !== null });
}

/** PUT /repairshop/{id}/seller. */
export function useSaveSellerDetails() {
  return useInvalidatingMutation(
    (api, input: { shopId: number; body: SellerDetailsValues }) => saveSellerDetails(api, input.shopId, input.body),
    [queryKeys.invoices.all],
  );
}
