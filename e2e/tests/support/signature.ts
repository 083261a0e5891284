import { expect, type Locator, type Page } from '@playwright/test';

/** Draws a few strokes on the signing pad with the mouse, as a driver would with a finger. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  const box = await pad.boundingBox();
  expect(box, 'the signing pad is on screen').toBeTruthy();
  const { x, y, width, height } = box!;
  const strokes = [
    [0.1, 0.6, 0.3, 0.3, 0.45, 0.7],
    [0.5, 0.4, 0.7, 0.65, 0.9, 0.35],
  ];
  for (const [x1, y1, x2, y2, x3, y3] of strokes) {
    await page.mouse.move(x + width * x1, y + height * y1);
    await page.mouse.down();
    await page.mouse.move(x + width * x2, y + height * y2, { steps: 8 });
    await page.mouse.move(x + width * x3, y + height * y3, { steps: 8 });
    await page.mouse.up();
  }
}
