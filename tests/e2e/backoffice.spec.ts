// The distributor back office (spec 002 sections 2.12, 4, 5, 8, 9): /distcompany (the
// companies, read only, with a detail), /distparameter (the distributor's own system
// parameters: Save and Default, the running call shown after 500 ms, the confirmation gone
// after 3 s, a refusal under its field) and /distlicenses (distributor and company choices, the
// search that chooses a single match, the two toggled tables, 'Hacer administrador' with its
// confirmation), as the demo distributor's user, as provider staff and in Spanish. axe on every
// screen looked at; screenshots of each.
import { expect, test, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { RecordDialogPage } from "./pages/RecordDialogPage";
import { RecordTablePage } from "./pages/RecordTablePage";
import { apiLogin, distributorId } from "./support/api";
import { listSectors, readyAdmin, readyUser, rest, unique } from "./support/company";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const SYSADMIN = { email: "sysadmin@demo.test", password: "Demo-2026" };
const DIST = { email: "dist@demo.test", password: "Demo-2026" };

async function signIn(page: Page, email: string, password: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/(sysmain|distmain)$/);
}

/** A company of the first distributor with a supervisor and an operator, made through the API for this test. */
async function companyWithUsers() {
  const admin = await readyAdmin();
  const [sector] = await listSectors(admin.token);
  const supervisor = await readyUser(admin.token, { userType: 1, sectorId: sector!.id, name: "Sam", lastName: unique("Supervisor") });
  const operator = await readyUser(admin.token, { userType: 2, sectorId: sector!.id, name: "Olga", lastName: unique("Operator") });
  const companyId = (admin.claims as unknown as { Company: { Id: number } }).Company.Id;
  return { admin, supervisor, operator, companyId };
}

test("/distcompany: the distributor's companies with their administrator, read only, and a company's detail", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DIST.email, DIST.password);
  await page.goto("/distcompany");
  const screen = page.getByTestId("screen-sys-distcompany");
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Companies", level: 1 })).toBeVisible();
  await expect(screen).toContainText("Distributor back office");
  await expect(screen).toContainText("This list is read only");
  const table = new RecordTablePage(page, "distcompany");
  const hospitalA = table.row("Hospital A");
  await expect(hospitalA).toBeVisible();
  await expect(hospitalA).toContainText("admin@hospital-a.test");
  await expect(table.row("Clinic C")).toHaveCount(0);
  for (const column of ["name", "countryId", "city", "address", "administratorName", "administratorLastName", "administratorEmail"]) await expect(table.header(column)).toHaveCount(1);
  await expect(table.header("province")).toHaveCount(0);
  // No create, edit, delete or row action.
  await expect(table.newButton).toHaveCount(0);
  await expect(table.action(hospitalA, "edit")).toHaveCount(0);
  await expect(table.action(hospitalA, "delete")).toHaveCount(0);
  await expect(table.action(hospitalA, "resetPassword")).toHaveCount(0);
  await expectAccessible(page, '[data-testid="screen-sys-distcompany"]');
  await snap(page, "distcompany");

  await table.action(hospitalA, "detail").click();
  const dialog = new RecordDialogPage(page);
  await expect(dialog.root).toBeVisible();
  for (const label of ["Name", "Country", "Province", "City", "Address", "Phone", "Contact", "Postal code", "Administrator's name", "Administrator's email"]) await expect(dialog.root).toContainText(label);
  await expect(dialog.root).toContainText("admin@hospital-a.test");
  await expect(dialog.root.getByTestId("dialog-save")).toHaveCount(0);
  await expectAccessible(page, '[data-testid="screen-sys-distcompany"]');
  await snap(page, "distcompany-detail");
});

test("/distparameter: the distributor's own parameters with Save and Default; refusals under the field; the running save shows after 500 ms", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DIST.email, DIST.password);
  await page.goto("/distparameter");
  const screen = page.getByTestId("screen-distparameter");
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Parameters", level: 1 })).toBeVisible();
  await expect(screen.getByTestId("sysparameters-list").locator(':scope > [data-testid^="sysparameter-"]')).toHaveCount(17);
  // Its own copy: nothing to choose, no Reset all.
  await expect(screen.locator('select[name="owner"]')).toHaveCount(0);
  await expect(page.getByTestId("sysparameters-reset-all")).toHaveCount(0);
  const days = screen.getByTestId("sysparameter-5");
  const input = screen.locator('[name="sysparameter-5"]');
  await expect(input).toHaveValue("30");
  await expectAccessible(page, '[data-testid="screen-distparameter"]');
  await snap(page, "distparameter", { fullPage: true });

  await input.fill("400");
  await days.getByTestId("sysparameter-save").click();
  await expect(days).toContainText("value must be less than 365");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await days.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await snap(page, "distparameter-refused");
  await expectAccessible(page, '[data-testid="screen-distparameter"]');

  // A slow answer: every control waits at once; the button shows the save only after 500 ms.
  await page.route("**/graphql", async (route) => {
    if (route.request().postData()?.includes("updateSysParameter")) await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await input.fill("45");
  const save = days.getByTestId("sysparameter-save");
  const clicked = Date.now();
  await save.click();
  await expect(input).toBeDisabled();
  await expect(save).toHaveAttribute("data-loading", "true");
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(450);
  await snap(page, "distparameter-saving");
  const success = page.getByTestId("alert-success");
  await expect(success).toContainText("Parameter Licence expiry notice (days) successfully updated.");
  await expect(save).not.toHaveAttribute("data-loading", "true");
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue("45");
  await snap(page, "distparameter-saved");
  await expect(success).toHaveCount(0, { timeout: 6_000 });
  await page.unroute("**/graphql");

  // Default puts it back.
  await days.getByTestId("sysparameter-default").click();
  await expect(success).toContainText("successfully updated");
  await expect(input).toHaveValue("30");
  await expect(days.getByTestId("sysparameter-default")).toBeDisabled();
  // The language select offers language ids only.
  const values = await screen.locator('[name="sysparameter-3"] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(values.length).toBeGreaterThan(1);
  expect(values.every((v) => /^\d+$/.test(v))).toBe(true);
});

test("/distlicenses: the distributor's user finds a company by its name, sees its users and makes one the administrator", async ({ page }) => {
  test.setTimeout(180_000);
  const company = await companyWithUsers();
  await signIn(page, DIST.email, DIST.password);
  await page.goto("/distlicenses");
  const screen = page.getByTestId("screen-distlicenses");
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Licences and users", level: 1 })).toBeVisible();
  // Its own distributor, preselected and alone.
  const distributor = screen.locator('select[name="distributor"]');
  await expect(distributor.locator("option:checked")).toHaveText("Bionova Iberia");
  await expect(distributor.locator("option:not([disabled])")).toHaveText(["Bionova Iberia"]);
  await expect(screen.getByTestId("distlicenses-choose-company")).toBeVisible();
  await expect(screen.getByTestId("distlicenses-show-users")).toBeDisabled();
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
  await snap(page, "distlicenses-start");

  // Several matches: nothing chosen yet. One match (any case): chosen at once.
  const search = screen.locator('input[name="companySearch"]');
  await search.fill("hospital");
  await expect(screen).toContainText(/\d+ of \d+ companies match/);
  await expect(screen.getByTestId("distlicenses-choose-company")).toBeVisible();
  await search.fill(company.admin.companyName.toUpperCase());
  const companySelect = screen.locator('select[name="company"]');
  await expect(companySelect.locator("option:checked")).toHaveText(`${company.admin.companyName} (${company.companyId})`);
  await expect(page).toHaveURL(new RegExp(`companyId=${company.companyId}`));
  await expect(screen.getByTestId("distlicenses-choose-view")).toBeVisible();

  // The users' table; the licences' button hides it, and back.
  const showUsers = screen.getByTestId("distlicenses-show-users");
  await showUsers.click();
  await expect(showUsers).toHaveAttribute("aria-pressed", "true");
  const users = new RecordTablePage(page, "distlicenses-users");
  await expect(users.root).toBeVisible();
  for (const header of ["User ID", "Name", "Lastname", "Email", "Sector ID", "Sector name", "User Type", "Actions"]) await expect(users.root.locator("thead")).toContainText(header);
  const adminRow = users.row(company.admin.email);
  const supervisorRow = users.row(company.supervisor.email);
  await expect(adminRow).toContainText("Administrator");
  await expect(adminRow.getByTestId("distlicenses-make-administrator")).toHaveCount(0);
  await expect(supervisorRow).toContainText("Supervisor");
  await expect(supervisorRow).toContainText(String(company.supervisor.id));
  await expect(supervisorRow).toContainText("Central sterile");
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
  await snap(page, "distlicenses-users", { fullPage: true });
  await screen.getByTestId("distlicenses-show-licenses").click();
  await expect(users.root).toHaveCount(0);
  await expect(showUsers).toHaveAttribute("aria-pressed", "false");
  await showUsers.click();
  await expect(users.root).toBeVisible();

  // Cancel changes nothing; confirming makes the supervisor the administrator.
  await supervisorRow.getByTestId("distlicenses-make-administrator").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Confirm the administrator change");
  await expect(dialog).toContainText(company.supervisor.email);
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
  await snap(page, "distlicenses-confirm-administrator");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(adminRow).toContainText("Administrator");

  await supervisorRow.getByTestId("distlicenses-make-administrator").click();
  await dialog.getByRole("button", { name: "Select as the new administrator" }).click();
  await expect(page.getByTestId("alert-success")).toContainText(`is now the administrator of ${company.admin.companyName}`);
  await expect(supervisorRow).toContainText("Administrator");
  await expect(supervisorRow.getByTestId("distlicenses-make-administrator")).toHaveCount(0);
  await expect(adminRow).toContainText("Supervisor");
  await expect(adminRow.getByTestId("distlicenses-make-administrator")).toHaveCount(1);
  await snap(page, "distlicenses-administrator-changed", { fullPage: true });
  // The server agrees; the previous administrator's session ended.
  expect((await rest("GET", "/api/sector", undefined, company.admin.token)).status).toBe(401);
  const dist = await apiLogin(DIST.email, DIST.password);
  const listed = (await rest("GET", `/api/Company/CompanyUsersByCompanyId?companyId=${company.companyId}`, undefined, dist)).json.users;
  expect(listed.find((u: { email: string }) => u.email === company.supervisor.email).userTypeDescription).toBe("ADMINISTRATOR");
});

/** A licence request of the company (its product's trial period), made through its administrator's GraphQL. */
async function requestedLicense(adminToken: string) {
  const gql = async (query: string, variables: Record<string, unknown> = {}) => (await rest("POST", "/graphql", { query, variables }, adminToken)).json;
  const catalogue = (await gql("{ licenseCatalogue { licenseProductId name isCloud requestablePeriods { licensePeriodId name days } } }")).data.licenseCatalogue as {
    licenseProductId: number;
    name: string;
    isCloud: boolean;
    requestablePeriods: { licensePeriodId: number; name: string; days: number }[];
  }[];
  const product = catalogue.find((p) => p.isCloud && p.requestablePeriods.length) ?? catalogue.find((p) => p.requestablePeriods.length)!;
  const period = product.requestablePeriods[0]!;
  const answer = await gql("mutation($p: Int!, $q: Int!) { requestLicense(licenseProductId: $p, licensePeriodId: $q) { message } }", { p: product.licenseProductId, q: period.licensePeriodId });
  expect(answer.errors).toBeUndefined();
  return { product, period };
}

test("/distlicenses: the licence table — DD/MM/YYYY dates, Edit (days, status, observations) with Save and Cancel, a refusal in 'Request Failed', Delete with its confirmation", async ({ page }) => {
  test.setTimeout(180_000);
  const company = await companyWithUsers();
  const { product, period } = await requestedLicense(company.admin.token);
  await signIn(page, DIST.email, DIST.password);
  await page.goto(`/distlicenses?companyId=${company.companyId}`);
  const screen = page.getByTestId("screen-distlicenses");
  await expect(screen).toBeVisible({ timeout: 30_000 });
  const showLicenses = screen.getByTestId("distlicenses-show-licenses");
  await showLicenses.click();
  await expect(showLicenses).toHaveAttribute("aria-pressed", "true");
  const licenses = new RecordTablePage(page, "distlicenses-licenses");
  await expect(licenses.root).toBeVisible();
  for (const header of ["License ID", "Code", "Start Date", "End Date", "License Status", "Observations", "License Product Name", "Bionova Cloud License", "Period Name", "Trial", "Actions"])
    await expect(licenses.root.locator("thead")).toContainText(header);
  const row = licenses.rows.first();
  await expect(licenses.rows).toHaveCount(1);
  await expect(row).toContainText(product.name);
  await expect(row).toContainText(period.name);
  await expect(row).toContainText("Requested");
  await expect(row.locator('[data-column="trial"]')).toHaveText("Yes");
  await expect(row.locator('[data-column="cloud"]')).toHaveText(product.isCloud ? "Yes" : "No");
  const endText = (await row.locator('[data-column="endDate"]').innerText()).trim();
  expect(endText).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(row.locator('[data-column="startDate"]')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
  await snap(page, "distlicenses-licenses", { fullPage: true });

  // Edit, then Cancel: nothing changes.
  await row.getByTestId("distlicenses-license-edit").click();
  await expect(row.locator('input[name="daysToModify"]')).toHaveValue("0");
  await row.locator('select[name="status"]').selectOption("2");
  await row.getByTestId("distlicenses-license-cancel").click();
  await expect(row.locator('select[name="status"]')).toHaveCount(0);
  await expect(row).toContainText("Requested");

  // A refusal: the server's message in 'Request Failed'.
  await row.getByTestId("distlicenses-license-edit").click();
  await row.locator('input[name="daysToModify"]').fill("-99999");
  await row.locator('input[name="observations"]').fill("Too far back");
  await row.getByTestId("distlicenses-license-save").click();
  const failed = page.getByRole("dialog");
  await expect(failed).toContainText("Request Failed");
  await expect(failed).toContainText("Request failed: ");
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
  await snap(page, "distlicenses-request-failed");
  await failed.getByTestId("dialog-ok").click();
  await expect(failed).toHaveCount(0);

  // Edit: 30 more days, Active, a reason; the row shows it (the data reloads).
  const end = endText.split("/").map(Number) as [number, number, number];
  const later = new Date(Date.UTC(end[2], end[1] - 1, end[0] + 30));
  const expected = `${String(later.getUTCDate()).padStart(2, "0")}/${String(later.getUTCMonth() + 1).padStart(2, "0")}/${later.getUTCFullYear()}`;
  await row.locator('input[name="daysToModify"]').fill("30");
  await row.locator('select[name="status"]').selectOption("2");
  await row.locator('input[name="observations"]').fill("Goodwill after the outage");
  await snap(page, "distlicenses-license-editing");
  await row.getByTestId("distlicenses-license-save").click();
  await expect(page.getByTestId("alert-success")).toBeVisible();
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Goodwill after the outage");
  await expect(row.locator('[data-column="endDate"]')).toHaveText(expected);
  await snap(page, "distlicenses-license-saved", { fullPage: true });

  // Delete: asked first, then the licence is gone.
  await row.getByTestId("distlicenses-license-delete").click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("Confirm licence deletion");
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
  await snap(page, "distlicenses-confirm-delete");
  await confirm.getByRole("button", { name: "Delete licence" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(licenses.rows).toHaveCount(0);
  // The users' button hides the licences.
  await screen.getByTestId("distlicenses-show-users").click();
  await expect(licenses.root).toHaveCount(0);
});

test("/distlicenses: provider staff choose among every distributor, then a company in the list", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, SYSADMIN.email, SYSADMIN.password);
  await page.goto("/distlicenses");
  const screen = page.getByTestId("screen-distlicenses");
  await expect(screen).toBeVisible({ timeout: 30_000 });
  const distributor = screen.locator('select[name="distributor"]');
  await expect(distributor.locator("option:checked")).toHaveText("Choose a distributor");
  await expect(distributor.locator("option:not([disabled])")).toContainText(["Bionova Iberia", "Steriline Nordic"]);
  await expect(screen.getByTestId("distlicenses-choose-distributor")).toBeVisible();
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
  await snap(page, "distlicenses-provider");

  await distributor.selectOption({ label: "Steriline Nordic" });
  const companySelect = screen.locator('select[name="company"]');
  await expect(companySelect.locator("option", { hasText: "Clinic C" })).toHaveCount(1);
  await expect(companySelect.locator("option", { hasText: "Hospital A" })).toHaveCount(0);
  await companySelect.selectOption({ label: `Clinic C (3)` });
  await screen.getByTestId("distlicenses-show-users").click();
  const users = new RecordTablePage(page, "distlicenses-users");
  await expect(users.row("admin@clinic-c.test")).toContainText("Administrator");
  // The search by id.
  await distributor.selectOption({ label: "Bionova Iberia" });
  await expect(screen.getByTestId("distlicenses-choose-company")).toBeVisible();
  await screen.locator('input[name="companySearch"]').fill("1");
  await expect(screen).toContainText(/companies match/);
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
});

test("/distlicenses in Spanish: the spec's texts", async ({ page }) => {
  test.setTimeout(120_000);
  // A distributor user of the first distributor who reads Spanish (made for this test: the demo's stays English).
  const email = `dist-es-${Date.now().toString(36)}@e2e.test`;
  const password = "Dist-es-2026";
  const made = await rest("POST", "/api/test/probe/user", { distributorId: await distributorId("first"), email, password, name: "Elena", lastName: "Distribuidora" });
  expect(made.status).toBe(200);
  const token = await apiLogin(email, password);
  const set = await rest("POST", "/graphql", { query: "mutation { setMyPreferences(input: { languageId: 2 }) { languageCode } }" }, token);
  expect(set.json.errors).toBeUndefined();
  const company = await companyWithUsers();

  await signIn(page, email, password);
  await page.goto(`/distlicenses?companyId=${company.companyId}`);
  const screen = page.getByTestId("screen-distlicenses");
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Licencias y usuarios", level: 1 })).toBeVisible();
  await expect(screen.locator('select[name="distributor"] option').first()).toHaveText("Elegir distribuidor");
  await expect(screen.getByText("Buscar compañía", { exact: true }).first()).toBeVisible();
  await expect(screen.locator('select[name="company"] option').first()).toHaveText("Elegir compañía");
  await expect(screen.getByRole("button", { name: "Ver licencias de la compañía" })).toBeVisible();
  await screen.getByRole("button", { name: "Ver usuarios de la compañía" }).click();
  const users = new RecordTablePage(page, "distlicenses-users");
  for (const header of ["ID de usuario", "Nombre", "Apellido", "Tipo de usuario", "Acciones"]) await expect(users.root.locator("thead")).toContainText(header);
  const row = users.row(company.operator.email);
  await expect(row).toContainText("Operador");
  await screen.getByRole("button", { name: "Ver licencias de la compañía" }).click();
  const licenses = new RecordTablePage(page, "distlicenses-licenses");
  for (const header of ["ID de licencia", "Fecha de inicio", "Estado de la licencia", "Acciones"]) await expect(licenses.root.locator("thead")).toContainText(header);
  await screen.getByRole("button", { name: "Ver usuarios de la compañía" }).click();
  await row.getByRole("button", { name: /Hacer administrador/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Confirmar cambio de administrador");
  await expect(dialog.getByRole("button", { name: "Seleccionar como nuevo administrador" })).toBeVisible();
  await expectAccessible(page, '[data-testid="screen-distlicenses"]');
  await snap(page, "distlicenses-es-confirm");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(users.row(company.admin.email)).toContainText("Administrador");
});
