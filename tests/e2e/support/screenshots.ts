// Screenshots of the main states, for people to look at (tests/.artifacts is git-ignored).
import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

const dir = join(process.cwd(), "tests", ".artifacts", "screenshots");

export async function snap(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // Let transitions and fonts settle so the picture shows what a person would see.
  await page.waitForTimeout(250);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: opts.fullPage ?? false });
}
