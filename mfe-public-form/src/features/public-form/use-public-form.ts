import { useEffect, useState } from 'react';
import { getPublicForm, isApiError, type PublicForm } from '@tamir/shared-api/lite';
import type { PublicApiClient } from '../../public-api';
import { isExpiredMessage, isPastPublicValidity } from './expiry';

export type PublicFormState =
  { status: 'loading' } | { status: 'loaded'; form: PublicForm } | { status: 'expired' } | { status: 'not-found' } | { status: 'error' };

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
        if (!current) return;
        setState(isPastPublicValidity(form.createdAt) ? { status: 'expired' } : { status: 'loaded', form });
      },
      (error: unknown) => {
        if (!current) return;
        const status = isApiError(error) ? error.status : null;
        const message = isApiError(error) ? error.serverMessage : null;
        if ((status === 404 || status === 410) && isExpiredMessage(message)) setState({ status: 'expired' });
        else if (status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  return state;
}
