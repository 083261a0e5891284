import {
  DEFAULT_UNIT,
  DEFAULT_VAT_RATE,
  estimateTotals,
  formatQuantity,
  kurusInputText,
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
    if (unitPriceKurus === null) typing[`items[${index}].unitPriceKurus`] = [MSG.itemUnitPriceInvalid];
    return {
      kind: line.kind,
      description: line.description,
      quantity: quantity ?? Number.NaN,
      unit: line.unit,
      unitPriceKurus: unitPriceKurus ?? Number.NaN,
      vatRate: line.vatRate,
    };
  });
  return { body: { version, items }, typing };
}

/** The totals of what is typed so far (lines not yet readable count as 0). */
export function draftTotals(lines: readonly LineDraft[]) {
  return estimateTotals(
    lines.map((line) => ({
      quantityHundredths: quantityToHundredths(parseQuantityInput(line.quantity) ?? 0) ?? 0,
      unitPriceKurus: parseKurusInput(line.unitPrice) ?? 0,
      vatRate: line.vatRate,
    })),
  );
}
