import { LIMITS } from '@tamir/shared-api';
import { useCombobox } from 'downshift';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { Field, useFieldIds, type FieldChromeProps } from './field';

export type ComboboxInputReason = 'input' | 'select' | 'clear';

export interface ComboboxProps<T> extends FieldChromeProps {
  items: T[];
  /** The text of an item in the input once chosen. */
  itemToString: (item: T | null) => string;
  itemKey?: (item: T, index: number) => string | number;
  /** A result row; defaults to `itemToString(item)`. */
  renderItem?: (item: T, state: { highlighted: boolean; selected: boolean }) => ReactNode;
  /** Controlled input text; leave undefined to let the combobox keep it. */
  inputValue?: string;
  /** Every change of the input text: typed ('input'), filled by a choice ('select') or cleared with Escape ('clear'). */
  onInputChange?: (value: string, reason: ComboboxInputReason) => void;
  /** Called with the trimmed text when the user has typed at least `minChars` characters. */
  onSearch?: (term: string) => void;
  /** Waits this long after the last keystroke before `onSearch`. */
  searchDelayMs?: number;
  selectedItem?: T | null;
  onSelect?: (item: T | null) => void;
  loading?: boolean;
  loadingText?: ReactNode;
  /** Shown when a search with enough characters found nothing. */
  emptyText?: ReactNode;
  /** Below this many characters nothing is searched or listed. */
  minChars?: number;
  /** Shown while fewer than `minChars` characters are typed (e.g. 'En az 3 karakter yazın'). */
  minCharsText?: ReactNode;
  /** The list stays this long after the input loses focus (spec §9: 200 ms). */
  hideDelayMs?: number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  maxLength?: number;
  autoComplete?: string;
  onBlur?: () => void;
}

/**
 * An autocomplete on downshift's useCombobox (WAI-ARIA combobox with a listbox): arrow keys move,
 * Enter chooses, Escape closes. Searching, empty and too-short states are announced politely.
 */
export function Combobox<T>({
  label,
  error,
  hint,
  hideLabel,
  className,
  items,
  itemToString,
  itemKey,
  renderItem,
  inputValue: controlledInput,
  onInputChange,
  onSearch,
  searchDelayMs = 0,
  selectedItem,
  onSelect,
  loading = false,
  loadingText = 'Aranıyor...',
  emptyText,
  minChars = 0,
  minCharsText,
  hideDelayMs = LIMITS.companyAutocompleteHideMs,
  placeholder,
  disabled,
  readOnly,
  required,
  name,
  id,
  maxLength,
  autoComplete = 'off',
  onBlur,
}: ComboboxProps<T>) {
  const [ownInput, setOwnInput] = useState('');
  const inputValue = controlledInput ?? ownInput;
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ids = useFieldIds(id, hint, error);

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
      if (searchTimer.current) clearTimeout(searchTimer.current);
    },
    [],
  );

  const cancelHide = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  const scheduleHide = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => {
      hideTimer.current = null;
      setOpen(false);
    }, hideDelayMs);
  };

  const search = (text: string) => {
    if (!onSearch) return;
    if (searchTimer.current) clearTimeout(searchTimer.current);
    const term = text.trim();
    if (term.length < minChars) return;
    if (searchDelayMs > 0) searchTimer.current = setTimeout(() => onSearch(term), searchDelayMs);
    else onSearch(term);
  };

  const typed = inputValue.trim().length;
  const tooShort = typed < minChars;
  const status: ReactNode = tooShort
    ? typed > 0 && minCharsText
      ? minCharsText
      : null
    : loading
      ? loadingText
      : items.length === 0 && emptyText
        ? emptyText
        : null;
  const showItems = !tooShort && !loading && items.length > 0;
  const hasContent = showItems || status !== null;

  const combobox = useCombobox<T>({
    items: showItems ? items : [],
    itemToString,
    inputId: ids.controlId,
    labelId: `${ids.controlId}-label`,
    menuId: `${ids.controlId}-menu`,
    inputValue,
    isOpen: open && hasContent && !disabled && !readOnly,
    ...(selectedItem !== undefined ? { selectedItem } : {}),
    onInputValueChange: ({ inputValue: next = '', type }) => {
      const types = useCombobox.stateChangeTypes;
      const reason: ComboboxInputReason =
        type === types.InputChange ? 'input' : type === types.InputKeyDownEscape || type === types.FunctionReset ? 'clear' : 'select';
      if (controlledInput === undefined) setOwnInput(next);
      onInputChange?.(next, reason);
      if (reason === 'input') {
        cancelHide();
        setOpen(true);
        search(next);
      }
    },
    stateReducer: (_state, { type, changes }) => (type === useCombobox.stateChangeTypes.InputClick ? { ...changes, isOpen: true } : changes),
    onSelectedItemChange: ({ selectedItem: item }) => onSelect?.(item ?? null),
    onIsOpenChange: ({ isOpen, type }) => {
      if (type === useCombobox.stateChangeTypes.InputBlur) return;
      cancelHide();
      setOpen(!!isOpen);
    },
  });

  const { getInputProps, getMenuProps, getItemProps, highlightedIndex, isOpen } = combobox;
  const statusId = `${ids.controlId}-status`;

  return (
    <Field {...{ label, hint, hideLabel, className }} ids={ids} labelId={`${ids.controlId}-label`} required={required}>
      <div className="tf-combobox">
        <input
          {...getInputProps({
            onFocus: () => {
              cancelHide();
              setOpen(true);
            },
            onBlur: () => {
              scheduleHide();
              onBlur?.();
            },
            disabled,
            readOnly,
            placeholder,
            name,
            maxLength,
            required,
            autoComplete,
            'aria-invalid': ids.invalid,
            'aria-describedby': [ids.describedBy, isOpen && status ? statusId : undefined].filter(Boolean).join(' ') || undefined,
          })}
          className="tf-input"
        />
        <ul {...getMenuProps()} className="tf-combobox__menu" hidden={!(isOpen && showItems)}>
          {isOpen &&
            showItems &&
            items.map((item, index) => {
              const highlighted = highlightedIndex === index;
              const selected = selectedItem !== undefined && selectedItem !== null && selectedItem === item;
              return (
                <li
                  key={itemKey ? itemKey(item, index) : index}
                  className={cx('tf-combobox__item', highlighted && 'tf-combobox__item--highlighted', selected && 'tf-combobox__item--selected')}
                  {...getItemProps({ item, index })}
                >
                  {renderItem ? renderItem(item, { highlighted, selected }) : itemToString(item)}
                </li>
              );
            })}
        </ul>
        {isOpen && status !== null && (
          <div id={statusId} className="tf-combobox__menu tf-combobox__status" role="status" aria-live="polite">
            {status}
          </div>
        )}
      </div>
    </Field>
  );
}
