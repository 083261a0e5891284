import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1280, height: 800 };

/** null when the page fits its width; else how wide it is and which elements stick out. */
export async function pageOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    if (scrollWidth <= window.innerWidth) return null;
    const clipped = (el: HTMLElement) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el))
      .slice(0, 6)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')}`);
    return `page is ${scrollWidth}px wide at ${window.innerWidth}px: ${culprits.join(', ')}`;
  });
}

/** null when axe finds nothing (default rules plus 'label-content-name-mismatch', WCAG 2.5.3); else each violation and where. */
export async function axeViolations(page: Page): Promise<string | null> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  if (violations.length === 0) return null;
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('\n');
}

/** Both checks at once, named by the state the page is in. */
export async function fitsAndPassesAxe(page: Page, state: string): Promise<{ state: string; overflow: string | null; axe: string | null }> {
  return { state, overflow: await pageOverflow(page), axe: await axeViolations(page) };
}

/** No sideways scroll and no axe violation, named by the state the page is in (the layout may still be settling after a resize). */
export async function fitsAndPasses(page: Page, state: string): Promise<void> {
  await expect.poll(() => pageOverflow(page), { message: `${state}: sideways scroll` }).toBeNull();
  expect(await axeViolations(page), `${state}: axe`).toBeNull();
}

/**
 * Both checks at a phone's width and then at a desk's, the page left at the desk size; with
 * `screenshots`, each size is kept as test-results/{screenshots}-{state}-{390|desk}.png.
 */
export async function fitsBothSizes(page: Page, state: string, { screenshots }: { screenshots?: string } = {}): Promise<void> {
  for (const [size, viewport] of [
    ['390', PHONE],
    ['desk', DESK],
  ] as const) {
    await page.setViewportSize(viewport);
    await fitsAndPasses(page, `${state} @${size}`);
    if (screenshots) await page.screenshot({ path: `test-results/${screenshots}-${state}-${size}.png`, fullPage: true });
  }
}
