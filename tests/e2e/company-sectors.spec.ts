// /appsector (screen 110): add, edit, detail and delete through the table dialogs, the
// required name, a duplicate name refused inline, the forced delete (archive) offered to
// company administrators only, and the token renewed when the user's own sector is renamed.
import { expect, test, type Page } from "@playwright/test";
import { CompanyScreen, signIn } from "./pages/CompanyPages";
import { expectAccessible } from "./support/axe";
import { claimsOf, createMachine, createSector, readyAdmin, readyUser, unique } from "./support/company";
import { snap } from "./support/screenshots";

/** Counts GraphQL requests naming `operation` (to prove that nothing was sent). */
function countRequests(page: Page, operation: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql") && request.postData()?.includes(operation)) count++;
  });
  return () => count;
}

test("add, edit, detail and delete a sector; required and duplicate names stay in the dialog", async ({ page }) => {
  const admin = await readyAdmin();
  const existing = await createSector(admin.token, unique("Existing"));
  await signIn(page, admin.email, admin.password);
  const screen = new CompanyScreen(page, "sectors");
  await screen.goto();
  const { table, dialog } = screen;
  const creates = countRequests(page, "createSector");
  await expect(table.rows.first()).toBeVisible();
  await expectAccessible(page);

  // New with an empty name: the message under the field, and nothing sent.
  await table.newButton.click();
  await expect(dialog.root).toContainText("New sector");
  await dialog.save.click();
  await dialog.expectFieldError("name");
  expect(creates()).toBe(0);
  await snap(page, "sector-new-required");

  // A name already used: the server's ERRORS line in a red alert inside the dialog.
  await dialog.fill({ name: existing.name.toUpperCase() });
  await dialog.save.click();
  await expect(dialog.error).toContainText(`A sector named '${existing.name}' already exists.`);
  await expect(dialog.root).toBeVisible();
  await expectAccessible(page);
  await snap(page, "sector-duplicate-error");

  // A valid name: the dialog closes, the row appears, the success banner shows for 3 s.
  const name = unique("Sterile core");
  await dialog.fill({ name });
  await dialog.save.click();
  await dialog.expectClosed();
  await expect(table.row(name)).toHaveCount(1);
  await expect(screen.banner("success")).toBeVisible();
  await expect(screen.banner("success")).toHaveCount(0, { timeout: 5000 });

  // Escape and the X icon close a dialog without saving.
  await table.action(table.row(name), "edit").click();
  await expect(dialog.field("name")).toHaveValue(name);
  await page.keyboard.press("Escape");
  await dialog.expectClosed();
  await table.action(table.row(name), "edit").click();
  await dialog.closeButton.click();
  await dialog.expectClosed();

  // Edit.
  const renamed = unique("Renamed core");
  await table.action(table.row(name), "edit").click();
  await dialog.fill({ name: renamed });
  await dialog.save.click();
  await dialog.expectClosed();
  await expect(table.row(renamed)).toHaveCount(1);
  await expect(table.row(name)).toHaveCount(0);

  // Detail.
  await table.action(table.row(renamed), "detail").click();
  await expect(dialog.root.locator('[data-field="name"]')).toHaveText(renamed);
  await snap(page, "sector-detail");
  await page.keyboard.press("Escape");

  // Delete: the question names the entity; the row leaves the table.
  await table.action(table.row(renamed), "delete").click();
  await expect(dialog.root).toContainText("Are you sure you want to delete this sector?");
  await expect(dialog.root).toContainText(renamed);
  await snap(page, "sector-delete-confirm");
  await dialog.confirm.click();
  await dialog.expectClosed();
  await expect(table.row(renamed)).toHaveCount(0);
  await expect(screen.banner("success")).toContainText("Deleted successfully.");
});

test("a sector with machines is archived only through the administrator's forced delete", async ({ page }) => {
  const admin = await readyAdmin();
  const sector = await createSector(admin.token, unique("With machines"));
  await createMachine(admin.token, "Sterilizer", { sectorId: sector.id, name: "Autoclave", brand: "Matachana", serial: unique("SN").replace(" ", "-") });
  await signIn(page, admin.email, admin.password);
  const screen = new CompanyScreen(page, "sectors");
  await screen.goto();
  const { table, dialog } = screen;

  await table.action(table.row(sector.name), "delete").click();
  await dialog.confirm.click();
  await expect(dialog.error).toContainText("It can only be archived with a forced delete.");
  await expect(dialog.forceDelete).toHaveText("Archive anyway");
  await expect(dialog.confirm).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "sector-forced-delete");
  await dialog.forceDelete.click();
  await dialog.expectClosed();
  await expect(table.row(sector.name)).toHaveCount(0);
  await expect(screen.banner("success")).toContainText("The sector was archived.");
  await page.reload();
  await expect(table.rows.first()).toBeVisible();
  await expect(table.row(sector.name)).toHaveCount(0);
});

test("a supervisor is refused the deletion of a referenced sector and not offered the archive", async ({ page }) => {
  const admin = await readyAdmin();
  const sector = await createSector(admin.token, unique("Busy"));
  await createMachine(admin.token, "washer", { sectorId: sector.id, name: "Washer", brand: "Miele", serial: unique("W").replace(" ", "-") });
  const supervisor = await readyUser(admin.token, { userType: 1, sectorId: admin.claims.SectorId! });
  await signIn(page, supervisor.email, supervisor.password);
  const screen = new CompanyScreen(page, "sectors");
  await screen.goto();
  await screen.table.action(screen.table.row(sector.name), "delete").click();
  await screen.dialog.confirm.click();
  await expect(screen.dialog.error).toContainText("forced delete");
  await expect(screen.dialog.forceDelete).toHaveCount(0);
  await expect(screen.dialog.confirm).toBeVisible();
});

test("renaming the user's own sector stores a renewed token naming it", async ({ page }) => {
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);
  const before = await page.evaluate(() => localStorage.getItem("token"));
  const screen = new CompanyScreen(page, "sectors");
  await screen.goto();
  const own = admin.claims.Sector!;
  const renamed = unique("Own sector");
  await screen.table.action(screen.table.row(own), "edit").click();
  await screen.dialog.fill({ name: renamed });
  await screen.dialog.save.click();
  await screen.dialog.expectClosed();
  await expect(screen.banner("success")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).not.toBe(before);
  const token = (await page.evaluate(() => localStorage.getItem("token")))!;
  expect(claimsOf(token).Sector).toBe(renamed);
  // The screen stayed (same user, same store) and the account menu names the new sector.
  await expect(screen.table.row(renamed)).toHaveCount(1);
  await page.getByTestId("user-menu-button").click();
  await expect(page.getByTestId("user-menu")).toContainText(renamed);
});
