// One accessibility check for every screen: WCAG 2.1 A/AA by axe-core, judged once the page's
// finite animations (a dialog's fade-in, a menu's slide) have ended. Mid-fade, a button's text is
// still half transparent and axe measures a contrast the user never sees settled.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Waits (at most 2 s) for the animations that end; spinners and progress bars loop forever and are left running. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    const done = Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** No WCAG 2.1 A/AA violation on the page, or within the given selectors; failures name the rule and the elements. */
export async function expectAccessible(page: Page, ...include: string[]): Promise<void> {
  await settled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG);
  for (const selector of include) builder = builder.include(selector);
  const result = await builder.analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
