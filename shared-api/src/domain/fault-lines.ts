/** Numbered like the printed form: '1. text'. */
export const numberedLines = (lines: readonly string[]) => lines.map((line, index) => `${index + 1}. ${line}`);

/** A stored form's fault lines as printed: its lines numbered, or, for a form without them, its numbered description text. */
export function faultLinesOf(form: { descriptionLines: readonly string[]; description: string }): string[] {
  return form.descriptionLines.length > 0 ? numberedLines(form.descriptionLines) : form.description.split('\n').filter(Boolean);
}
