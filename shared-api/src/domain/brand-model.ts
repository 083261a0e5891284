/** Brand and model are typed as one field: the first word is the brand, the rest the model. */
export function splitBrandModel(input: string): { brand: string; model: string } {
  const text = String(input ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  const space = text.indexOf(' ');
  if (space < 0) return { brand: text, model: '' };
  return { brand: text.slice(0, space), model: text.slice(space + 1) };
}

export function joinBrandModel(brand: string | null | undefined, model: string | null | undefined): string {
  return [brand, model].filter((part) => part && part.trim()).join(' ');
}
