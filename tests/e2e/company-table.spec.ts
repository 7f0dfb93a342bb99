// The shared table, exercised on the sectors screen of a fresh company: search, sort,
// rows per page (default the second option, remembered), paging, the empty row and the
// delayed "Loading..." row.
import { expect, test } from "@playwright/test";
import { CompanyScreen, signIn } from "./pages/CompanyPages";
import { expectAccessible } from "./support/axe";
import { createSector, readyAdmin, unique } from "./support/company";
import { snap } from "./support/screenshots";

test("search, sort, rows per page, paging and the No results row", async ({ page }) => {
  const admin = await readyAdmin();
  const tag = unique("T").split(" ")[1]!;
  // The sign-up made "Central sterile"; eleven more make 12 rows, over one page of 10.
  const names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Zulu"].map((n) => `${n} ${tag}`);
  for (const name of names) await createSector(admin.token, name);
  await signIn(page, admin.email, admin.password);
  const screen = new CompanyScreen(page, "sectors");
  await screen.goto();
  const table = screen.table;

  // Default rows per page: the second option (10).
  await expect(table.rows).toHaveCount(10);
  await expect(table.pageSize).toHaveValue("10");
  await expect(table.range).toHaveText("1–10 of 12");
  await expect(table.pagerButton("previous")).toBeDisabled();

  // Sorted by name, ascending; the header toggles descending.
  await table.expectSorted("name", "ascending");
  expect((await table.columnTexts("name"))[0]).toBe(`Alpha ${tag}`);
  await table.sortBy("name");
  await table.expectSorted("name", "descending");
  expect((await table.columnTexts("name"))[0]).toBe(`Zulu ${tag}`);
  await table.sortBy("name");
  await table.expectSorted("name", "ascending");
  await expectAccessible(page);
  await snap(page, "table-sorted");

  // Paging.
  await table.pagerButton("next").click();
  await expect(table.range).toHaveText("11–12 of 12");
  await expect(table.rows).toHaveCount(2);
  await expect(table.pagerButton("next")).toBeDisabled();
  await table.pagerButton("first").click();
  await expect(table.range).toHaveText("1–10 of 12");
  await table.pagerButton("last").click();
  await expect(table.range).toHaveText("11–12 of 12");

  // Rows per page: back to the first page, and remembered for this table.
  await table.pageSize.selectOption("5");
  await expect(table.rows).toHaveCount(5);
  await expect(table.range).toHaveText("1–5 of 12");
  await table.pagerButton("next").click();
  await expect(table.range).toHaveText("6–10 of 12");
  await page.reload();
  await expect(table.pageSize).toHaveValue("5");
  await expect(table.rows).toHaveCount(5);
  await table.pageSize.selectOption("25");
  await expect(table.rows).toHaveCount(12);

  // Search: case- and accent-insensitive, over every column; nothing found → No results.
  await table.search.fill(`ECHO ${tag}`);
  await expect(table.rows).toHaveCount(1);
  await expect(table.rows.first()).toContainText(`Echo ${tag}`);
  await expect(table.range).toHaveText("1–1 of 1");
  await table.search.fill("central sterile");
  await expect(table.rows).toHaveCount(1);
  await table.search.fill("no sector is called this");
  await expect(table.rows).toHaveCount(0);
  await expect(table.empty).toHaveText("No results");
  await expect(table.range).toHaveText("0–0 of 0");
  await expectAccessible(page);
  await snap(page, "table-no-results");
  await table.search.fill("");
  await expect(table.rows).toHaveCount(12);
});

test("'Loading...' shows only when an answer takes longer than 250 ms", async ({ page }) => {
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);
  // Hold the sectors query for 1.5 s.
  await page.route("**/graphql", async (route) => {
    if (route.request().postData()?.includes("AppSectorQuery")) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await expect(page.getByTestId("home-appmain")).toBeVisible();
  // Times, from the moment the screen is on the page, until "Loading..." shows.
  await page.evaluate(() => {
    const w = window as any;
    w.__screenAt = null;
    w.__loadingAt = null;
    new MutationObserver(() => {
      if (w.__screenAt === null && document.querySelector('[data-testid="screen-appsector"]')) w.__screenAt = performance.now();
      if (w.__loadingAt === null && document.querySelector('[data-testid="table-loading"]')?.textContent?.includes("Loading...")) w.__loadingAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    window.history.pushState({}, "", "/appsector");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  const loading = page.getByTestId("table-loading");
  await expect(loading).toContainText("Loading...");
  const delay = await page.evaluate(() => (window as any).__loadingAt - (window as any).__screenAt);
  expect(delay).toBeGreaterThanOrEqual(240);
  await expect(new CompanyScreen(page, "sectors").table.rows).toHaveCount(1);
  await expect(loading).toHaveCount(0);
});
