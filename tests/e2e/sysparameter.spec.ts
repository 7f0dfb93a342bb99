// /sysparameter (spec 002 sections 2.11, 3, 4, 8): provider staff choose a distributor's copy
// in the select, a refused value shows the server's message under its field, a saved one the
// server's confirmation for 3 s; Default and Reset all put values back; a password is never
// shown back. A distributor's administrator has /distparameter in its menu, not this screen:
// its GraphQL scope is checked instead (its own copy only). axe and screenshots on the way.
import { expect, test, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { apiLogin } from "./support/api";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const SYSADMIN = { email: "sysadmin@demo.test", password: "Demo-2026" };
const DIST = { email: "dist@demo.test", password: "Demo-2026" };
const SCREEN = "screen-sysparameter";

async function signIn(page: Page, email: string, password: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/(sysmain|distmain)$/);
}

const row = (page: Page, type: number) => page.getByTestId(`sysparameter-${type}`);
const input = (page: Page, type: number) => page.locator(`[name="sysparameter-${type}"]`);
/** A screenshot with the row concerned in the middle of the window. */
async function snapRow(page: Page, type: number, name: string) {
  await row(page, type).evaluate((el) => el.scrollIntoView({ block: "center" }));
  await snap(page, name);
}

test("provider staff edit a distributor's number parameter, put it back, and set a password that is never shown", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SYSADMIN.email, SYSADMIN.password);
  await page.goto("/sysparameter");
  const screen = page.getByTestId(SCREEN);
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "System parameters", level: 1 })).toBeVisible();
  const owner = screen.locator('select[name="owner"]');
  await expect(owner.locator("option:checked")).toHaveText("Provider defaults");
  await expect(screen.getByTestId("sysparameters-list").locator(':scope > [data-testid^="sysparameter-"]')).toHaveCount(17);
  await expect(input(page, 5)).toHaveValue("30");
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await snap(page, "sysparameter-provider", { fullPage: true });

  await owner.selectOption({ label: "Steriline Nordic" });
  await expect(page).toHaveURL(/distributorId=2/);
  await expect(owner.locator("option:checked")).toHaveText("Steriline Nordic");
  const days = row(page, 5);
  await expect(days).toContainText("Licence expiry notice (days)");
  await expect(days).toContainText("From 15 to 365.");

  // Refused values: the server's message under the field; nothing saved.
  await input(page, 5).fill("400");
  await days.getByTestId("sysparameter-save").click();
  await expect(days).toContainText("value must be less than 365");
  await expect(input(page, 5)).toHaveAttribute("aria-invalid", "true");
  await snapRow(page, 5, "sysparameter-refused");
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await input(page, 5).fill("4O");
  await days.getByTestId("sysparameter-save").click();
  await expect(days).toContainText("The value must be a whole number.");

  // A valid value: the server's confirmation, gone after 3 s.
  await input(page, 5).fill("45");
  await days.getByTestId("sysparameter-save").click();
  const success = page.getByTestId("alert-success");
  await expect(success).toContainText("Parameter Licence expiry notice (days) successfully updated.");
  await expect(days).not.toContainText("value must be");
  await expect(input(page, 5)).toHaveValue("45");
  await snap(page, "sysparameter-saved");
  await expect(success).toHaveCount(0, { timeout: 6_000 });
  await page.reload();
  await expect(input(page, 5)).toHaveValue("45", { timeout: 30_000 });

  // Default puts it back.
  await days.getByTestId("sysparameter-default").click();
  await expect(success).toContainText("Parameter Licence expiry notice (days) successfully updated.");
  await expect(input(page, 5)).toHaveValue("30");
  await expect(days.getByTestId("sysparameter-default")).toBeDisabled();

  // The password: typed, saved, never shown back (the field empties, the caption says one is stored).
  const secret = `Smtp-${Date.now()}`;
  const password = row(page, 15);
  await expect(password).toContainText("No password is stored.");
  await expect(input(page, 15)).toHaveAttribute("type", "password");
  await input(page, 15).fill(secret);
  await password.getByTestId("sysparameter-save").click();
  await expect(success).toContainText("Parameter SMTP password successfully updated.");
  await expect(input(page, 15)).toHaveValue("");
  await expect(password).toContainText("A password is stored; it is never shown.");
  await page.reload();
  await expect(input(page, 15)).toHaveValue("", { timeout: 30_000 });
  await expect(password).toContainText("A password is stored");
  expect(await page.content()).not.toContain(secret);
  await snapRow(page, 15, "sysparameter-password");

  // The language select offers the enabled languages.
  await expect(input(page, 3).locator("option")).toContainText(["English", "Español"]);

  // Reset all: asked first, then every value is the default again.
  await input(page, 16).fill("20");
  await row(page, 16).getByTestId("sysparameter-save").click();
  await expect(success).toBeVisible();
  await page.getByTestId("sysparameters-reset-all").click();
  const confirm = page.getByTestId("sysparameters-reset-all-confirm");
  await expect(confirm).toContainText("Put every parameter of Steriline Nordic back to its default value?");
  await snap(page, "sysparameter-reset-all");
  await page.getByRole("dialog").getByTestId("dialog-confirm").click();
  await expect(success).toContainText("Every parameter of Steriline Nordic is back to its default value.");
  await expect(input(page, 16)).toHaveValue("10");
  await expect(password).toContainText("No password is stored.");
});

test("a distributor's administrator: /sysparameter is outside its menu, and its GraphQL scope holds its own copy only", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, DIST.email, DIST.password);
  await page.goto("/sysparameter");
  await expect(page.getByText("Access Denied")).toBeVisible({ timeout: 30_000 });

  const token = await apiLogin(DIST.email, DIST.password);
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await request.post("/graphql", { headers: { authorization: `Bearer ${token}` }, data: { query, variables } })).json();
  expect((await gql("{ sysParameterOwners { distributorId name } }")).data.sysParameterOwners).toEqual([{ distributorId: 1, name: "Bionova Iberia" }]);
  const own = (await gql("{ sysParameters { distributorId type value } }")).data.sysParameters;
  expect(own).toHaveLength(17);
  expect(own.every((p: { distributorId: number }) => p.distributorId === 1)).toBe(true);
  const other = await gql("query($d: Int) { sysParameters(distributorId: $d) { value } }", { d: 2 });
  expect(other.errors[0].extensions.code).toBe("NOT_FOUND");
});
