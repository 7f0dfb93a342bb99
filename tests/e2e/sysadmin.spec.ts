// The /sys table screens (spec 002 section 2.11), all drawn by one generic screen from the
// server's descriptions: the provider's catalogues (conditional fields, hours shown as
// minutes, a GTIN's check digit), the by-distributor tables and their distributor select,
// the log; a distributor's administrator sees its own rows only. axe on each screen looked
// at; screenshots of every screen.
import { expect, test, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { RecordDialogPage } from "./pages/RecordDialogPage";
import { RecordTablePage } from "./pages/RecordTablePage";
import { unique } from "./support/company";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const SYSADMIN = { email: "sysadmin@demo.test", password: "Demo-2026" };
const DIST = { email: "dist@demo.test", password: "Demo-2026" };

/** Signs a provider or distributor user in: each lands on its own home (/sysmain, /distmain). */
async function signIn(page: Page, email: string, password: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/(sysmain|distmain)$/);
}

/** Opens a /sys route and waits for its table. */
async function open(page: Page, route: string) {
  await page.goto(route);
  const id = route.replace(/^\//, "").split("?")[0]!.toLowerCase();
  const testId = `screen-sys-${id}`;
  const screen = page.getByTestId(testId);
  await expect(screen).toBeVisible({ timeout: 30_000 });
  return { screen, table: new RecordTablePage(page, id), testId };
}

const gtin14 = (body: string) => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

test("incubator models: VID/PID for USB, UUID for Bluetooth; create, find, edit and delete", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SYSADMIN.email, SYSADMIN.password);
  const { table, testId } = await open(page, "/sysincubatormodel");
  await expect(page.getByRole("heading", { name: "Incubator models", level: 1 })).toBeVisible();
  await expect(table.row("IC10/20FR")).toBeVisible();
  await expectAccessible(page, `[data-testid="${testId}"]`);
  await snap(page, "sys-incubator-models");

  const dialog = new RecordDialogPage(page);
  await table.newButton.click();
  await expect(dialog.field("vid")).toHaveCount(0);
  await dialog.field("type").selectOption("1");
  await expect(dialog.field("vid")).toBeVisible();
  await expect(dialog.field("uuid")).toHaveCount(0);
  const model = unique("IC-E2E");
  await dialog.fill({ modelId: model, description: "End-to-end reader", vid: "12G4", pid: "F2C4", portBI: "12", portProtein: "0" });
  await dialog.save.click();
  await expect(dialog.root.getByText("Four hexadecimal digits (e.g. 04D8).")).toBeVisible();
  await snap(page, "sys-incubator-model-new");
  await expectAccessible(page, `[data-testid="${testId}"]`);
  await dialog.fill({ vid: "12A4" });
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  await table.search.fill(model);
  await expect(table.rows).toHaveCount(1);

  // Bluetooth: the UUID replaces VID and PID, which are stored empty.
  await table.action(table.row(model), "edit").click();
  await dialog.field("type").selectOption("2");
  await expect(dialog.field("vid")).toHaveCount(0);
  await dialog.fill({ uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca42" });
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  await expect(table.row(model)).toContainText("Bluetooth (UUID)");

  await table.action(table.row(model), "delete").click();
  await dialog.confirm.click();
  await expect(table.row(model)).toHaveCount(0);
});

test("incubator programs show and take their time in minutes; the log lists each change, newest first", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SYSADMIN.email, SYSADMIN.password);
  const { table, testId } = await open(page, "/sysincubatorprogram");
  await expect(table.header("time")).toContainText("Time (minutes)");
  await expect(table.row("20 min 60 °C").first().locator('[data-column="time"]')).toHaveText("20");
  await expectAccessible(page, `[data-testid="${testId}"]`);
  await snap(page, "sys-incubator-programs");

  const name = unique("Program");
  const dialog = new RecordDialogPage(page);
  await table.newButton.click();
  await dialog.fill({ name, programIndex: "9", time: "90", temperature: "37" });
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  await table.search.fill(name);
  await expect(table.row(name)).toContainText("90");
  await table.action(table.row(name), "edit").click();
  await expect(dialog.field("time")).toHaveValue("90");
  await dialog.root.getByRole("button", { name: "Cancel" }).click();

  const log = await open(page, "/SysLog");
  // Other specs write to the log at the same time (parameters, the back office): look for this change.
  await log.table.search.fill(name);
  await expect(log.table.rows.first()).toContainText(name);
  await expect(log.table.rows.first()).toContainText("sysadmin@demo.test");
  await expect(log.table.newButton).toHaveCount(0);
  await expectAccessible(page, `[data-testid="${log.testId}"]`);
  await snap(page, "sys-log");
});

test("by-distributor tables: choose a distributor, then a product and its GTIN (check digit verified)", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SYSADMIN.email, SYSADMIN.password);
  const products = await open(page, "/sysproduct");
  await expect(page.getByTestId("sys-choose-parent")).toBeVisible();
  await expectAccessible(page, `[data-testid="${products.testId}"]`);
  await snap(page, "sys-products-choose");
  await products.screen.locator('select[name="distributorId"]').selectOption({ label: "Steriline Nordic" });
  await expect(page).toHaveURL(/distributorId=2/);
  await expect(products.table.rows.first()).toBeVisible();

  const product = unique("Product");
  const dialog = new RecordDialogPage(page);
  await products.table.newButton.click();
  await dialog.fill({ name: product, brand: "Steriline" });
  await dialog.field("productModelId").selectOption({ index: 1 });
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  await products.table.search.fill(product);
  await expect(products.table.rows).toHaveCount(1);
  await snap(page, "sys-products");

  const gtins = await open(page, "/sysgtin?distributorId=2");
  await gtins.table.newButton.click();
  const body = `0${Date.now().toString().slice(-12)}`;
  const good = gtin14(body);
  const bad = `${body}${(Number(good.at(-1)) + 1) % 10}`;
  await dialog.fill({ code: bad });
  await dialog.field("productId").selectOption({ label: product });
  await dialog.save.click();
  await expect(dialog.error).toContainText("check digit");
  await dialog.fill({ code: good });
  await dialog.save.click();
  await expect(dialog.root).toHaveCount(0);
  await gtins.table.search.fill(good);
  await expect(gtins.table.row(good)).toContainText(product);
  await expectAccessible(page, `[data-testid="${gtins.testId}"]`);
  await snap(page, "sys-gtins");
});

test("a distributor's administrator works on its own distributor's rows only, and has no provider screens", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DIST.email, DIST.password);
  const { screen, table, testId } = await open(page, "/sysproduct");
  await expect(screen.locator('select[name="distributorId"]')).toHaveCount(0);
  await expect(table.rows.first()).toBeVisible();
  await expect(table.newButton).toBeVisible();
  await expectAccessible(page, `[data-testid="${testId}"]`);
  await snap(page, "sys-products-distributor");
  const incubators = await open(page, "/sysincubatordistributor");
  await expect(incubators.table.rows.first()).toBeVisible();
  await expect(incubators.screen.locator('select[name="distributorId"]')).toHaveCount(0);
  // Provider screens are outside a distributor's menu.
  await page.goto("/SysLog");
  await expect(page.getByText("Access Denied")).toBeVisible({ timeout: 30_000 });
});

for (const route of ["/sysdistributors", "/SysLicenseProduct", "/SysLicensePeriod", "/SysScoreRPE", "/SysSettingValues", "/sysincubatordistributor?distributorId=1", "/sysproductmodel"]) {
  test(`${route} lists its rows and passes axe`, async ({ page }) => {
    await signIn(page, SYSADMIN.email, SYSADMIN.password);
    const { table, testId } = await open(page, route);
    await expect(table.rows.first()).toBeVisible();
    await expectAccessible(page, `[data-testid="${testId}"]`);
    await snap(page, `sys-${route.replace(/^\//, "").replace(/\?.*/, "").toLowerCase()}`);
  });
}

test("a system notification written on /sysnotifications arrives live as a toast on a distributor's home", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const distPage = await context.newPage();
  try {
    await signIn(distPage, DIST.email, DIST.password);
    await expect(distPage.getByTestId("home-distmain")).toBeVisible({ timeout: 30_000 });

    await signIn(page, SYSADMIN.email, SYSADMIN.password);
    const { table, testId } = await open(page, "/sysnotifications");
    const dialog = new RecordDialogPage(page);
    await table.newButton.click();
    await expect(dialog.field("distributorId")).toHaveCount(0);
    await dialog.field("type").selectOption("1");
    await dialog.field("audience").selectOption("1");
    await expect(dialog.field("distributorId")).toBeVisible();
    await dialog.field("distributorId").selectOption({ label: "Bionova Iberia" });
    const text = unique("Scheduled maintenance tonight");
    await dialog.fill({ detail: text, detailEs: `Mantenimiento programado ${text}`, url: "/downloadagent" });
    await snap(page, "sys-notification-new");
    await expectAccessible(page, `[data-testid="${testId}"]`);
    await dialog.save.click();
    await expect(dialog.root).toHaveCount(0);
    await expect(table.row(text)).toBeVisible();

    await expect(distPage.getByRole("region").getByText(text)).toBeVisible({ timeout: 15_000 });
    await snap(distPage, "sys-notification-toast-distmain");
  } finally {
    await context.close();
  }
});
