import { useCallback, useRef, useState } from 'react';
import { searchVehicleByPlate, normalizePlate, type Vehicle } from '@tamir/shared-api';
import { useApi } from '../../api-context';

export type PlateSearchState =
  | { status: 'idle' }
  | { status: 'searching'; plate: string }
  | { status: 'found'; plate: string; vehicle: Vehicle }
  | { status: 'not-found'; plate: string }
  | { status: 'error'; plate: string };

/** Plate search: idle → searching → found | not found (core-journeys §4); a late answer to an older query is ignored. */
export function usePlateSearch() {
  const api = useApi();
  const [state, setState] = useState<PlateSearchState>({ status: 'idle' });
  const latest = useRef(0);

  const search = useCallback(
    /** Resolves true when the search failed (not when nothing was found). */
    async (input: string): Promise<boolean> => {
      const plate = normalizePlate(input);
      const request = ++latest.current;
      setState({ status: 'searching', plate });
      try {
        const vehicle = await searchVehicleByPlate(api, plate);
        if (request !== latest.current) return false;
        setState(vehicle ? { status: 'found', plate, vehicle } : { status: 'not-found', plate });
        return false;
      } catch {
        if (request !== latest.current) return false;
        setState({ status: 'error', plate });
        return true;
      }
    },
    [api],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, search, reset };
}
