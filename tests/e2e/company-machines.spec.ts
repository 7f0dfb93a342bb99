// /appsterilizer (305), /appwasher (300), /appdisinfector (306): the sector selector
// preset from ?sectorId (else the user's own sector), the table of name, brand and serial,
// create (all four fields required, a duplicate serial refused inline), edit and detail;
// operators add machines to their own sector through the quick-create dialog.
import { expect, test } from "@playwright/test";
import { CompanyScreen, signIn, type ScreenName } from "./pages/CompanyPages";
import { expectAccessible } from "./support/axe";
import { createMachine, createSector, readyAdmin, readyUser, unique, type MachineKindRest } from "./support/company";
import { snap } from "./support/screenshots";

const KINDS: Array<{ screen: ScreenName; rest: MachineKindRest; entity: string; mutation: string }> = [
  { screen: "sterilizers", rest: "Sterilizer", entity: "sterilizer", mutation: "createMachine" },
  { screen: "washers", rest: "washer", entity: "washer", mutation: "createMachine" },
  { screen: "disinfectors", rest: "disinfector", entity: "disinfector", mutation: "createMachine" },
];

const serial = (prefix: string) => unique(prefix).replace(" ", "-").toUpperCase();

for (const kind of KINDS) {
  test(`${kind.screen}: sector from ?sectorId, create, duplicate serial, edit and detail`, async ({ page }) => {
    const admin = await readyAdmin();
    const sector = await createSector(admin.token, unique("Theatre"));
    const first = await createMachine(admin.token, kind.rest, { sectorId: sector.id, name: "Unit 1", brand: "Getinge", serial: serial("U1") });
    await signIn(page, admin.email, admin.password);
    const screen = new CompanyScreen(page, kind.screen);
    const { table, dialog } = screen;

    // Without ?sectorId: the user's own sector, which has no machines yet.
    await screen.goto();
    await expect(screen.sectorPicker).toHaveValue(String(admin.claims.SectorId));
    await expect(table.empty).toHaveText("No results");

    await screen.goto(`?sectorId=${sector.id}`);
    await expect(screen.sectorPicker).toHaveValue(String(sector.id));
    await expect(table.rows).toHaveCount(1);
    await expect(table.rows.first()).toContainText(first.serial);
    expect(await table.rows.first().locator("[data-action]").evaluateAll((els) => els.map((e) => e.getAttribute("data-action")))).toEqual(["detail", "edit"]);
    await expectAccessible(page);

    // New: the chosen sector is preset; empty fields are refused without a request.
    let creates = 0;
    page.on("request", (r) => r.url().endsWith("/graphql") && r.postData()?.includes(kind.mutation) && creates++);
    await table.newButton.click();
    await expect(dialog.root).toContainText(`New ${kind.entity}`);
    await expect(dialog.field("sectorId")).toHaveValue(String(sector.id));
    await dialog.save.click();
    for (const name of ["name", "brand", "serial"]) await dialog.expectFieldError(name);
    expect(creates).toBe(0);
    if (kind.screen === "sterilizers") {
      await expectAccessible(page);
      await snap(page, "machine-new-required");
    }

    // A serial the company already has: refused inline.
    await dialog.fill({ name: "Unit 2", brand: "Steelco", serial: first.serial });
    await dialog.save.click();
    await expect(dialog.error).toContainText(`with serial '${first.serial}' already exists`);
    if (kind.screen === "sterilizers") {
      await expectAccessible(page);
      await snap(page, "machine-duplicate-serial");
    }

    const second = serial("U2");
    await dialog.fill({ serial: second });
    await dialog.save.click();
    await dialog.expectClosed();
    await expect(screen.banner("success")).toBeVisible();
    await expect(table.row(second)).toHaveCount(1);
    await expect(table.rows).toHaveCount(2);

    // Edit, then detail.
    await table.action(table.row(second), "edit").click();
    await expect(dialog.field("serial")).toHaveValue(second);
    await dialog.fill({ name: "Unit 2 renamed", brand: "Tuttnauer" });
    await dialog.save.click();
    await dialog.expectClosed();
    await expect(table.row(second).locator('[data-column="name"]')).toHaveText("Unit 2 renamed");
    await table.action(table.row(second), "detail").click();
    await expect(dialog.root.locator('[data-field="brand"]')).toHaveText("Tuttnauer");
    await expect(dialog.root.locator('[data-field="sectorId"]')).toHaveText(sector.name);
    await page.keyboard.press("Escape");

    // Moving it to the user's own sector takes it out of this sector's list.
    await table.action(table.row(second), "edit").click();
    await dialog.fill({ sectorId: String(admin.claims.SectorId) });
    await dialog.save.click();
    await dialog.expectClosed();
    await expect(table.rows).toHaveCount(1);
    await screen.chooseSector(admin.claims.Sector!);
    await expect(page).toHaveURL(new RegExp(`sectorId=${admin.claims.SectorId}$`));
    await expect(table.row(second)).toHaveCount(1);
  });
}

test("an operator adds a machine to their own sector through the quick-create dialog", async ({ page }) => {
  const admin = await readyAdmin();
  const existing = await createMachine(admin.token, "Sterilizer", { sectorId: admin.claims.SectorId!, name: "Autoclave", brand: "Matachana", serial: serial("S") });
  const operator = await readyUser(admin.token, { userType: 2, sectorId: admin.claims.SectorId! });
  await signIn(page, operator.email, operator.password);
  const screen = new CompanyScreen(page, "sterilizers");
  await screen.goto();
  const { table, dialog } = screen;
  await expect(screen.sectorPicker).toBeDisabled();
  await expect(table.rows).toHaveCount(1);
  // Operators do not edit machines.
  await expect(table.action(table.rows.first(), "edit")).toHaveCount(0);

  await table.newButton.click();
  await expect(dialog.root).toContainText("It is added to your own sector.");
  await expect(dialog.field("sectorId")).toHaveCount(0);
  await dialog.save.click();
  for (const name of ["name", "brand", "serial"]) await dialog.expectFieldError(name);
  await dialog.fill({ name: "Bench autoclave", brand: "W&H", serial: existing.serial });
  await dialog.save.click();
  await expect(dialog.error).toContainText("already exists");
  await expectAccessible(page);
  await snap(page, "machine-quick-create-error");
  const fresh = serial("Q");
  await dialog.fill({ serial: fresh });
  await dialog.save.click();
  await dialog.expectClosed();
  await expect(table.row(fresh)).toHaveCount(1);
  await expect(screen.banner("success")).toBeVisible();
});
