// /appuser (screen 120): the sector picker, the users of a sector, the field rules (email
// and user type when creating, sector when editing), who may create which user type,
// reset password (mail in the outbox; failure in a red banner), and signing in as a user
// created on this screen (temporary password, then the must-change flow).
import { expect, test } from "@playwright/test";
import { CompanyScreen, signIn } from "./pages/CompanyPages";
import { LoginPage } from "./pages/LoginPage";
import { ShellPage } from "./pages/ShellPage";
import { apiLogin, temporaryPassword, uniqueSuffix, waitForMail } from "./support/api";
import { expectAccessible } from "./support/axe";
import { claimsOf, createSector, createUser, deleteUser, mailedPassword, readyAdmin, readyUser, unique } from "./support/company";
import { snap } from "./support/screenshots";

test("the sector picker: placeholder, preselection from ?sectorId, then that sector's users", async ({ page }) => {
  const admin = await readyAdmin();
  const sector = await createSector(admin.token, unique("Theatre"));
  await createUser(admin.token, { name: "Olga", lastName: "Operator", email: `olga-${uniqueSuffix()}@e2e.test`, userType: 2, sectorId: sector.id });
  await createUser(admin.token, { name: "Sven", lastName: "Supervisor", email: `sven-${uniqueSuffix()}@e2e.test`, userType: 1, sectorId: sector.id });
  await signIn(page, admin.email, admin.password);
  const screen = new CompanyScreen(page, "users");

  await screen.goto();
  await expect(screen.sectorPicker).toHaveValue("");
  await expect(screen.sectorPicker.locator("option:checked")).toHaveText("Choose a sector");
  await expect(page.getByTestId("users-choose-sector")).toBeVisible();
  await expect(screen.table.root).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "users-choose-sector");

  await screen.chooseSector(sector.name);
  await expect(page).toHaveURL(new RegExp(`sectorId=${sector.id}$`));
  await expect(screen.table.rows).toHaveCount(2);
  expect(await screen.table.columnTexts("userType")).toEqual(["Operator", "Supervisor"]);
  await expectAccessible(page);

  await screen.goto(`?sectorId=${admin.claims.SectorId}`);
  await expect(screen.sectorPicker).toHaveValue(String(admin.claims.SectorId));
  await expect(screen.table.rows).toHaveCount(1);
  await expect(screen.table.rows.first()).toContainText(admin.email);
  // Nobody changes, resets or deletes their own account here.
  await expect(screen.table.rows.first().locator("[data-action]")).toHaveCount(0);
});

test("create a user: required fields, the administrator's types, a duplicate email; then sign in as that user", async ({ page }) => {
  test.slow();
  const admin = await readyAdmin();
  await signIn(page, admin.email, admin.password);
  const screen = new CompanyScreen(page, "users");
  await screen.goto(`?sectorId=${admin.claims.SectorId}`);
  const { table, dialog } = screen;
  let creates = 0;
  page.on("request", (r) => r.url().endsWith("/graphql") && r.postData()?.includes("createUser") && creates++);

  await table.newButton.click();
  // Email and user type are asked only when creating; the sector only when editing.
  await expect(dialog.field("email")).toBeVisible();
  await expect(dialog.field("userType")).toBeVisible();
  await expect(dialog.field("sectorId")).toHaveCount(0);
  expect(await dialog.options("userType")).toEqual(["Supervisor", "Operator", "Connection"]);
  await dialog.save.click();
  for (const name of ["name", "lastName", "email", "userType"]) await dialog.expectFieldError(name);
  expect(creates).toBe(0);
  await expectAccessible(page);
  await snap(page, "user-new-required");

  const email = `new-operator-${uniqueSuffix()}@e2e.test`;
  const started = new Date();
  await dialog.fill({ name: "Nora", lastName: "Newcomer", email, userType: "2" });
  await dialog.save.click();
  await dialog.expectClosed();
  await expect(screen.banner("success")).toContainText(`A temporary password was sent to ${email}`);
  const row = table.row(email);
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-column="userType"]')).toHaveText("Operator");
  const password = temporaryPassword((await waitForMail(email, started)).body);

  // The same email again: refused inline.
  await table.newButton.click();
  await dialog.fill({ name: "Nora", lastName: "Again", email, userType: "2" });
  await dialog.save.click();
  await expect(dialog.error).toContainText("A user with this email address already exists.");
  await snap(page, "user-duplicate-email");
  await page.keyboard.press("Escape");

  // The new user signs in with the mailed password and must choose a new one.
  await new ShellPage(page).logout();
  const login = new LoginPage(page);
  await login.signIn(email, password);
  await login.waitForResetForm();
  await login.resetPassword("Newcomer-2026", "Newcomer-2026");
  await expect(login.form("login")).toBeVisible();
  await login.signIn(email, "Newcomer-2026");
  await expect(page).toHaveURL(/\/appmain$/);
  await expect(page.getByTestId("user-menu-button")).toContainText("Nora Newcomer");
});

test("edit keeps email and type, moves a user to another sector; delete removes the row", async ({ page }) => {
  const admin = await readyAdmin();
  const other = await createSector(admin.token, unique("Endoscopy"));
  const stay = await createUser(admin.token, { name: "Stan", lastName: "Stays", email: `stan-${uniqueSuffix()}@e2e.test`, userType: 2, sectorId: admin.claims.SectorId! });
  const move = await createUser(admin.token, { name: "Mia", lastName: "Moves", email: `mia-${uniqueSuffix()}@e2e.test`, userType: 4, sectorId: admin.claims.SectorId! });
  await signIn(page, admin.email, admin.password);
  const screen = new CompanyScreen(page, "users");
  await screen.goto(`?sectorId=${admin.claims.SectorId}`);
  const { table, dialog } = screen;
  await expect(table.rows).toHaveCount(3);

  await table.action(table.row(stay.email), "edit").click();
  await expect(dialog.field("email")).toHaveCount(0);
  await expect(dialog.field("userType")).toHaveCount(0);
  await expect(dialog.field("sectorId")).toHaveValue(String(admin.claims.SectorId));
  await dialog.fill({ lastName: "" });
  await dialog.save.click();
  await dialog.expectFieldError("lastName");
  await dialog.fill({ lastName: "Stays-Longer" });
  await snap(page, "user-edit");
  await dialog.save.click();
  await dialog.expectClosed();
  await expect(table.row(stay.email).locator('[data-column="lastName"]')).toHaveText("Stays-Longer");

  await table.action(table.row(move.email), "edit").click();
  await dialog.fill({ sectorId: String(other.id) });
  await dialog.save.click();
  await dialog.expectClosed();
  await expect(table.row(move.email)).toHaveCount(0);
  await screen.chooseSector(other.name);
  await expect(table.row(move.email)).toHaveCount(1);

  await table.action(table.row(move.email), "delete").click();
  await expect(dialog.root).toContainText("Are you sure you want to delete this user?");
  await dialog.confirm.click();
  await dialog.expectClosed();
  await expect(table.empty).toHaveText("No results");
});

test("reset password: confirmation, the server's text as success and the mail; a failure in a red banner for 3 s", async ({ page }) => {
  const admin = await readyAdmin();
  const user = await createUser(admin.token, { name: "Rita", lastName: "Reset", email: `rita-${uniqueSuffix()}@e2e.test`, userType: 2, sectorId: admin.claims.SectorId! });
  const gone = await createUser(admin.token, { name: "Gus", lastName: "Gone", email: `gus-${uniqueSuffix()}@e2e.test`, userType: 2, sectorId: admin.claims.SectorId! });
  await signIn(page, admin.email, admin.password);
  const screen = new CompanyScreen(page, "users");
  await screen.goto(`?sectorId=${admin.claims.SectorId}`);
  const { table, dialog } = screen;

  const started = new Date();
  await table.action(table.row(user.email), "resetPassword").click();
  await expect(dialog.root).toContainText(user.email);
  await snap(page, "user-reset-confirm");
  await dialog.confirm.click();
  await dialog.expectClosed();
  await expect(screen.banner("success")).toContainText("was reset and sent by mail.");
  // The mailed password signs in (and must be changed).
  const mail = await waitForMail(user.email, started);
  const token = await apiLogin(user.email, mailedPassword(mail.body));
  expect(claimsOf(token).MustChangePassword).toBe(true);
  await expect(screen.banner("success")).toHaveCount(0, { timeout: 5000 });

  // The user is deleted elsewhere meanwhile: the reset fails, shown in a red banner for 3 s.
  await table.action(table.row(gone.email), "resetPassword").click();
  await deleteUser(admin.token, gone.id);
  await dialog.confirm.click();
  await dialog.expectClosed();
  const banner = screen.banner("critical");
  await expect(banner).toContainText("Not found");
  await expectAccessible(page);
  await snap(page, "user-reset-failed");
  await expect(banner).toHaveCount(0, { timeout: 5000 });
});

test("a supervisor creates only operators and manages only operators", async ({ page }) => {
  const admin = await readyAdmin();
  const supervisor = await readyUser(admin.token, { userType: 1, sectorId: admin.claims.SectorId!, name: "Sue", lastName: "Supervisor" });
  const operator = await createUser(admin.token, { name: "Otto", lastName: "Operator", email: `otto-${uniqueSuffix()}@e2e.test`, userType: 2, sectorId: admin.claims.SectorId! });
  const connection = await createUser(admin.token, { name: "Cora", lastName: "Connection", email: `cora-${uniqueSuffix()}@e2e.test`, userType: 4, sectorId: admin.claims.SectorId! });
  await signIn(page, supervisor.email, supervisor.password);
  const screen = new CompanyScreen(page, "users");
  await screen.goto(`?sectorId=${admin.claims.SectorId}`);
  const { table, dialog } = screen;
  await expect(table.rows).toHaveCount(4);

  for (const email of [admin.email, supervisor.email, connection.email]) await expect(table.row(email).locator("[data-action]")).toHaveCount(0);
  for (const action of ["resetPassword", "edit", "delete"]) await expect(table.action(table.row(operator.email), action)).toBeVisible();

  await table.newButton.click();
  expect(await dialog.options("userType")).toEqual(["Operator"]);
  await expect(dialog.field("userType")).toHaveValue("2");
  await snap(page, "user-new-supervisor");
  const email = `by-supervisor-${uniqueSuffix()}@e2e.test`;
  await dialog.fill({ name: "Ola", lastName: "Operator", email });
  await dialog.save.click();
  await dialog.expectClosed();
  await expect(table.row(email).locator('[data-column="userType"]')).toHaveText("Operator");
});
