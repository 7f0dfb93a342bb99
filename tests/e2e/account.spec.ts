// /changepassword (screen 130) and /AppLog (screen 320) as a person meets them: the
// required and mismatch messages, a wrong current password, a change that returns to the
// home page and whose new password signs in; a change made in the app at the top of the
// log, found by the search; accessibility (axe) of both screens.
import { expect, test, type Page } from "@playwright/test";
import { CompanyScreen, signIn } from "./pages/CompanyPages";
import { RecordTablePage } from "./pages/RecordTablePage";
import { apiLogin } from "./support/api";
import { url } from "./support/env";
import { readyAdmin, readyUser, unique } from "./support/company";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const REQUIRED = "This field is required";

/** The three password fields of the form, by their label. */
const fields = (page: Page) => {
  const form = page.getByTestId("screen-changepassword");
  return {
    form,
    current: form.getByRole("textbox", { name: /^Current password/ }),
    next: form.getByRole("textbox", { name: /^New password/ }),
    confirm: form.getByRole("textbox", { name: /^Confirm new password/ }),
    accept: form.getByTestId("changepassword-accept"),
    cancel: form.getByTestId("changepassword-cancel"),
  };
};

test("change password: required and mismatch messages, a wrong current password, then success back at / with the new password signing in", async ({ page }) => {
  test.setTimeout(240_000);
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);
  await page.goto("/changepassword");
  const f = fields(page);
  await expect(f.form).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Change password", level: 1 })).toBeVisible();
  await expectAccessible(page, '[data-testid="screen-changepassword"]');

  // Nothing typed: each field says it is required, and nothing is sent.
  await f.accept.click();
  await expect(f.form.getByText(REQUIRED)).toHaveCount(3);
  await snap(page, "changepassword-required");

  // The confirmation differs; then a new password that breaks the rule.
  await f.current.fill(admin.password);
  await f.next.fill("Changed-2026e");
  await f.confirm.fill("Changed-2026x");
  await f.accept.click();
  await expect(f.form.getByText("Password does not match")).toBeVisible();
  await expect(f.form.getByText(REQUIRED)).toHaveCount(0);
  await snap(page, "changepassword-mismatch");
  await f.next.fill("weakpass");
  await f.confirm.fill("weakpass");
  await f.accept.click();
  await expect(f.form.getByText("8+ characters,1 uppercase letter,1 number.")).toBeVisible();

  // A wrong current password: the server's message in a red alert; the form stays.
  await f.current.fill("Not-the-password-1");
  await f.next.fill("Changed-2026e");
  await f.confirm.fill("Changed-2026e");
  await f.accept.click();
  await expect(page.getByTestId("alert-critical")).toContainText("The current password is not correct.");
  await expect(page).toHaveURL(/\/changepassword$/);
  await snap(page, "changepassword-wrong-current");
  await expectAccessible(page, '[data-testid="screen-changepassword"]');

  // The right one: the server's message, then home after about a second.
  await f.current.fill(admin.password);
  // The banner shows the server's message for the second before home: read it from the answer
  // (a busy machine may navigate before a poll of the page sees it), then picture it if still there.
  const answer = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("ChangePasswordMutation"));
  await f.accept.click();
  expect(JSON.stringify(await (await answer).json())).toContain("Your password has been changed.");
  await page.getByTestId("alert-success").screenshot({ path: "tests/.artifacts/screenshots/changepassword-success.png", timeout: 800 }).catch(() => {});
  await expect(page).toHaveURL(/\/appmain$/, { timeout: 10_000 });
  // this session goes on; the new password signs in and the old one no longer does
  await expect(page.getByTestId("home-appmain")).toBeVisible();
  expect(await apiLogin(admin.email, "Changed-2026e")).toBeTruthy();
  await expect(apiLogin(admin.email, admin.password)).rejects.toThrow();
});

test("change password: Cancel goes back to / without a call", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);
  await page.goto("/changepassword");
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && r.postData()?.includes("changePassword")) calls++;
  });
  const f = fields(page);
  await f.current.fill(admin.password);
  await f.cancel.click();
  await expect(page).toHaveURL(/\/appmain$/);
  expect(calls).toBe(0);
});

test("application log: a sector renamed in the app is at the top, the search finds it; operators may not open it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);

  // Rename the company's sector through its screen.
  const sectors = new CompanyScreen(page, "sectors");
  await sectors.goto();
  const original = admin.claims.Sector!;
  const renamed = unique("Renamed theatre");
  await sectors.table.action(sectors.table.row(original), "edit").click();
  await sectors.dialog.fill({ name: renamed });
  await sectors.dialog.save.click();
  await sectors.dialog.expectClosed();

  // The log, newest first: the rename at the top, with the field change.
  await page.goto("/AppLog");
  await expect(page.getByTestId("screen-applog")).toBeVisible({ timeout: 30_000 });
  const table = new RecordTablePage(page, "applog");
  await table.settled();
  await expect(table.rows.first()).toContainText(`Sector — changed: name: '${original}' → '${renamed}'`);
  await expect(table.rows.first()).toContainText("Erin Tester");
  await snap(page, "applog");
  await expectAccessible(page, '[data-testid="screen-applog"]');

  // The search: by the new name, then by the company's sign-up, then nothing.
  await table.search.fill(renamed);
  await table.settled();
  await expect(table.rows).toHaveCount(1);
  await expect(table.rows.first()).toContainText(renamed);
  await snap(page, "applog-search");
  await table.search.fill("no entry has this text");
  await table.settled();
  await expect(table.empty).toBeVisible();

  // The log is not on an operator's menu: the address is refused.
  const operator = await readyUser(admin.token, { userType: 2, sectorId: admin.claims.SectorId! });
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, operator.email, operator.password);
  await other.goto(url("first", "/AppLog"));
  await expect(other).toHaveURL(/\/invalidUrl$/);
  await context.close();
});
