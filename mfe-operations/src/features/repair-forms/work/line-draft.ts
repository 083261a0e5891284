import {
  DEFAULT_UNIT,
  DEFAULT_VAT_RATE,
  estimateTotals,
  formatQuantity,
  kurusInputText,
  LIMITS,
  MSG,
  parseKurusInput,
  parseQuantityInput,
  quantityToHundredths,
  type ItemKind,
  type RepairItem,
  type RepairItemsInput,
} from '@tamir/shared-api';

/** One line as the editor holds it: the typed texts, read into numbers only when saved. */
export interface LineDraft {
  key: number;
  kind: ItemKind;
  description: string;
  quantity: string;
  unit: RepairItem['unit'];
  unitPrice: string;
  vatRate: number;
  /** The vehicle's open reminder this line does (issue 44); undefined: as stored (older answers carry none). */
  reminderId?: number | null;
}

let nextKey = 1;

export const newLine = (kind: ItemKind): LineDraft => ({
  key: nextKey++,
  kind,
  description: '',
  quantity: '1',
  unit: DEFAULT_UNIT[kind],
  unitPrice: '',
  vatRate: DEFAULT_VAT_RATE,
});

export const draftOf = (item: RepairItem): LineDraft => ({
  key: nextKey++,
  kind: item.kind,
  description: item.description,
  quantity: formatQuantity(item.quantity),
  unit: item.unit,
  unitPrice: kurusInputText(item.unitPriceKurus),
  vatRate: item.vatRate,
  reminderId: item.reminderId,
});

/**
 * The body PUT /items takes, and the typed texts that are not numbers (their messages keyed the
 * way the schema's are, `items[2].quantity`). An unreadable amount goes as NaN so the shared
 * schema refuses it with its own message too.
 */
export function toInput(version: number, lines: readonly LineDraft[]): { body: RepairItemsInput; typing: Record<string, string[]> } {
  const typing: Record<string, string[]> = {};
  const items = lines.map((line, index) => {
    const quantity = parseQuantityInput(line.quantity);
    const unitPriceKurus = parseKurusInput(line.unitPrice);
    if (quantity === null) typing[`items[${index}].quantity`] = [MSG.itemQuantityInvalid];
    if (unitPriceKurus === null) typing[`items[${index}].unitPriceKurus`] = [MSG.itemUnitPriceTyping];
    return {
      kind: line.kind,
      description: line.description,
      quantity: quantity ?? Number.NaN,
      unit: line.unit,
      unitPriceKurus: unitPriceKurus ?? Number.NaN,
      vatRate: line.vatRate,
      ...(line.reminderId !== undefined ? { reminderId: line.reminderId } : {}),
    };
  });
  return { body: { version, items }, typing };
}

const limits = LIMITS.repairItems;

/** The line's quantity in hundredths and price in kuruş when both would be accepted, else null. */
export function acceptedAmounts(line: LineDraft): { quantityHundredths: number; unitPriceKurus: number } | null {
  const quantity = parseQuantityInput(line.quantity);
  const quantityHundredths = quantity === null ? null : quantityToHundredths(quantity);
  const unitPriceKurus = parseKurusInput(line.unitPrice);
  if (quantityHundredths === null || quantityHundredths < 1 || quantityHundredths > limits.quantityHundredthsMax) return null;
  if (unitPriceKurus === null || unitPriceKurus < 0 || unitPriceKurus > limits.unitPriceKurusMax) return null;
  return { quantityHundredths, unitPriceKurus };
}

/**
 * The totals of what is typed so far: a line whose quantity or price would be refused counts as 0,
 * and `accepted[i]` says whether line i has a total to show at all (issue 40: none for a refused one).
 */
export function draftTotals(lines: readonly LineDraft[]) {
  const amounts = lines.map(acceptedAmounts);
  const totals = estimateTotals(
    lines.map((line, index) => ({
      quantityHundredths: amounts[index]?.quantityHundredths ?? 0,
      unitPriceKurus: amounts[index]?.unitPriceKurus ?? 0,
      vatRate: line.vatRate,
    })),
  );
  return { ...totals, accepted: amounts.map((amount) => amount !== null) };
}
