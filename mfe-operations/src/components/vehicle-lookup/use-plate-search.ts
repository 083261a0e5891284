import { useCallback, useEffect, useState } from 'react';
import { useVehicleByPlate, type Vehicle } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';

export type PlateSearchState =
  | { status: 'idle' }
  | { status: 'searching'; plate: string }
  | { status: 'found'; plate: string; vehicle: Vehicle }
  | { status: 'not-found'; plate: string }
  | { status: 'error'; plate: string };

/**
 * Plate search: idle → searching → found | not found (core-journeys §4). Every 'Sorgula' asks
 * the server again, also for the same plate; a failed search shows `failedText` as a toast.
 */
export function usePlateSearch(failedText: string) {
  const [plate, setPlate] = useState<string | null>(null);
  const query = useVehicleByPlate(plate);
  const { refetch, isError, errorUpdatedAt } = query;

  useEffect(() => {
    if (isError) toast.error(failedText);
  }, [isError, errorUpdatedAt, failedText]);

  const search = useCallback(
    // The plate query form hands over the plate as stored (it normalises while the user types).
    (next: string) => {
      if (next === plate) void refetch();
      else setPlate(next);
    },
    [plate, refetch],
  );
  const reset = useCallback(() => setPlate(null), []);

  let state: PlateSearchState = { status: 'idle' };
  if (plate !== null) {
    if (query.isFetching) state = { status: 'searching', plate };
    else if (query.isError) state = { status: 'error', plate };
    else if (query.data) state = { status: 'found', plate, vehicle: query.data };
    else state = { status: 'not-found', plate };
  }
  return { state, search, reset };
}
