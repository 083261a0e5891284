/**
 * Runs `step` (which handles at most `batchSize` rows and says how many) until a step handles
 * fewer: large deletions and updates in short transactions, so the portal is never held up.
 * Returns how many rows were handled in all.
 */
export async function inBatches(batchSize: number, step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await step();
    total += handled;
    if (handled < batchSize) return total;
  }
}
