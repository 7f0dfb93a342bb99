// /appinstrument (screen 307): Hospital A's instrument measures with their columns, sort
// and search, and the picture opened through a signed, expiring address; a company
// without measures sees the No results row.
import { expect, test } from "@playwright/test";
import { CompanyScreen, signIn } from "./pages/CompanyPages";
import { expectAccessible } from "./support/axe";
import { readyAdmin } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

test("measures: columns, sort by surface, search, and the picture", async ({ page }) => {
  await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
  const screen = new CompanyScreen(page, "instruments");
  await screen.goto();
  const { table } = screen;
  await expect(table.rows).toHaveCount(5);
  expect(await table.columnTexts("code")).toEqual(["FORC-KELLY-BOX", "FORC-KELLY-JAWS", "LAP-GRASP-TIP", "SCIS-MAYO-BLADES", "SCIS-MAYO-HINGE"]);
  // Surfaces with two decimals (cm² in the header); dates in the user's regional format.
  await expect(table.header("surface")).toContainText("cm²");
  await expect(table.row("SCIS-MAYO-BLADES").locator('[data-column="surface"]')).toHaveText(/^12[.,]50$/);
  await expect(table.row("SCIS-MAYO-BLADES").locator('[data-column="creationDate"]')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  await table.sortBy("surface");
  await table.sortBy("surface");
  await table.expectSorted("surface", "descending");
  await expectAccessible(page);
  expect((await table.columnTexts("code"))[0]).toBe("LAP-GRASP-TIP");

  await table.search.fill("kelly");
  await expect(table.rows).toHaveCount(2);
  await table.search.fill("");

  // The picture: a signed address asked for on opening, whose image loads.
  const sas = page.waitForResponse((r) => r.url().endsWith("/graphql") && /query useMeasureImageUrlQuery\b/.test(r.request().postData() ?? "") && r.status() === 200);
  await table.action(table.row("SCIS-MAYO-BLADES"), "image").click();
  await sas;
  const image = page.getByTestId("measure-image");
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /\/api\/instrumentmeasure\/image\/\d+\?exp=\d+&sig=/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await snap(page, "instrument-picture");
  await page.keyboard.press("Escape");
  await expect(image).toHaveCount(0);
});

test("a company without measures sees No results", async ({ page }) => {
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);
  const screen = new CompanyScreen(page, "instruments");
  await screen.goto();
  await expect(screen.table.empty).toHaveText("No results");
  await expect(screen.table.range).toHaveText("0–0 of 0");
  await expectAccessible(page);
});
