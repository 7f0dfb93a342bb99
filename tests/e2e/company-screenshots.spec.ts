// Pictures of each company administration screen at 1280 px (menu open) and at 800 px
// (menu as a drawer), for people to look at: tests/.artifacts/screenshots/company-*.png.
import { expect, test } from "@playwright/test";
import { CompanyScreen, signIn, type ScreenName } from "./pages/CompanyPages";
import { ShellPage } from "./pages/ShellPage";
import { createMachine, createSector, createUser, readyAdmin } from "./support/company";
import { uniqueSuffix } from "./support/api";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";

const WIDTHS = [1280, 800] as const;

test("sectors, users and machine catalogues of a fresh company", async ({ page }) => {
  test.slow();
  const admin = await readyAdmin();
  const sector = admin.claims.SectorId!;
  for (const name of ["Endoscopy", "Operating theatre", "Dental clinic"]) await createSector(admin.token, name);
  for (const [name, lastName, userType] of [["Olga", "Ortiz", 2], ["Sven", "Svensson", 1], ["Cora", "Connection PC", 4]] as const) {
    await createUser(admin.token, { name, lastName, email: `${name.toLowerCase()}-${uniqueSuffix()}@e2e.test`, userType, sectorId: sector });
  }
  const machines = [
    ["Autoclave 1", "Matachana", "S1000"],
    ["Autoclave 2", "Getinge", "GSS67H"],
    ["Plasma", "ASP", "STERRAD-100NX"],
  ] as const;
  for (const kind of ["Sterilizer", "washer", "disinfector"] as const) {
    for (const [name, brand, serial] of machines) await createMachine(admin.token, kind, { sectorId: sector, name, brand, serial: `${serial}-${uniqueSuffix()}` });
  }
  await signIn(page, admin.email, admin.password);
  const screens: Array<[ScreenName, string]> = [
    ["sectors", ""],
    ["users", `?sectorId=${sector}`],
    ["sterilizers", ""],
    ["washers", ""],
    ["disinfectors", ""],
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, query] of screens) {
      const screen = new CompanyScreen(page, name);
      await screen.goto(query);
      await expect(screen.table.rows.first()).toBeVisible();
      await snap(page, `company-${name}-${width}`);
    }
  }
  // A form dialog at 800 px.
  const users = new CompanyScreen(page, "users");
  await users.goto(`?sectorId=${sector}`);
  await users.table.newButton.click();
  await snap(page, "company-users-new-800");
});

test("incubators and instruments of Hospital A, and the drawer at 800 px", async ({ page }) => {
  await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const name of ["incubators", "instruments"] as const) {
      const screen = new CompanyScreen(page, name);
      await screen.goto();
      await expect(screen.table.rows.first()).toBeVisible();
      await snap(page, `company-${name}-${width}`);
    }
  }
  const shell = new ShellPage(page);
  await shell.menuToggle.click();
  await expect(shell.sideNav).toHaveAttribute("data-state", "drawer");
  await snap(page, "company-instruments-drawer-800");
});
