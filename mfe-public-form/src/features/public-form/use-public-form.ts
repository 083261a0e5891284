import { useEffect, useState } from 'react';
import { getPublicForm, isApiError } from '@tamir/shared-api/lite';
import type { PublicApiClient } from '../../public-api';
import { stateOfForm, stateOfRefusal, type PublicFormState } from './public-form-state';

export type { PublicFormState } from './public-form-state';

/** GET /api/repairform/public/{token} and the page state it leads to (core-journeys §4, §8). */
export function usePublicForm(api: PublicApiClient, token: string): PublicFormState {
  const [state, setState] = useState<PublicFormState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    if (!token.trim()) {
      setState({ status: 'not-found' });
      return undefined;
    }
    setState({ status: 'loading' });
    getPublicForm(api, token).then(
      (form) => {
        if (current) setState(stateOfForm(form));
      },
      (error: unknown) => {
        if (current) setState(isApiError(error) ? stateOfRefusal(error.status, error.serverMessage) : { status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  return state;
}
