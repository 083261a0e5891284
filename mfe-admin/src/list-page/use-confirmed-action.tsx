import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '@tamir/shared-ui';
import { runWithToast } from './run-with-toast';

export interface ConfirmedActionOptions<T, R> {
  /** The change, once confirmed. */
  run: (item: T) => Promise<R>;
  /** The success toast (a text, or one made from the answer). */
  done: string | ((answer: R) => string);
  /** The error toast when the server sends no message. */
  failed: string;
  /** The question about the item: title, description and buttons. */
  dialog: (item: T) => Pick<ConfirmDialogProps, 'title' | 'confirmLabel' | 'busyLabel' | 'variant'> & { description: ReactNode };
}

/**
 * A change that asks first (a delete, a resend): `ask(item)` opens the confirmation, `dialog` is
 * the element to render. The confirmation closes once the change is done or has failed.
 */
export function useConfirmedAction<T, R>({ run, done, failed, dialog }: ConfirmedActionOptions<T, R>) {
  const [item, setItem] = useState<T | null>(null);
  const shown = item === null ? null : dialog(item);
  return {
    ask: (next: T) => setItem(next),
    dialog: (
      <ConfirmDialog
        open={item !== null}
        onOpenChange={(open) => !open && setItem(null)}
        title={shown?.title}
        description={shown?.description}
        confirmLabel={shown?.confirmLabel}
        busyLabel={shown?.busyLabel}
        variant={shown?.variant}
        onConfirm={async () => {
          if (item !== null && (await runWithToast(() => run(item), done, failed))) setItem(null);
        }}
      />
    ),
  };
}

/** The texts of a list's delete (administration §8): question, warning naming the item, toasts. */
export interface DeleteTexts {
  deleteTitle: string;
  deleteWarning: (name: string) => string;
  delete: string;
  deleteBusy?: string;
  deleted: string;
  deleteFailed: string;
}

/** A delete that asks first, with the danger button; `done` makes the success toast from the answer when given. */
export function useConfirmedDelete<T extends { id: number }, R>(
  remove: (id: number) => Promise<R>,
  texts: DeleteTexts,
  nameOf: (item: T) => string,
  done: string | ((answer: R) => string) = texts.deleted,
) {
  return useConfirmedAction({
    run: (item: T) => remove(item.id),
    done,
    failed: texts.deleteFailed,
    dialog: (item) => ({
      title: texts.deleteTitle,
      description: texts.deleteWarning(nameOf(item)),
      confirmLabel: texts.delete,
      busyLabel: texts.deleteBusy,
      variant: 'danger',
    }),
  });
}
