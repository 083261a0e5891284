import { useState } from 'react';

/** Which create/edit form is open: none, a new item (null) or the item edited. */
export function useEditing<T>() {
  const [state, setState] = useState<{ item: T | null } | null>(null);
  return {
    open: state !== null,
    item: state?.item ?? null,
    create: () => setState({ item: null }),
    edit: (item: T) => setState({ item }),
    close: () => setState(null),
  };
}
