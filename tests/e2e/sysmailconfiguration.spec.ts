// /sysmailconfiguration (spec 002 sections 2.11, 5, 9): the provider picks a mail and a
// language, removes a parameter and gets the missing-parameters alert for 3 s, fixes it and
// saves (tags out of the subject), sees the preview draw nothing executable, resets the
// template to the shipped default, and finds language 0 read-only. axe on each state;
// screenshots. The Portuguese "sign-up with an existing account" mail is changed and put back.
import { expect, test, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { apiLogin } from "./support/api";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";

const SYSADMIN = { email: "sysadmin@demo.test", password: "Demo-2026" };
const SCREEN = "screen-sysmailconfiguration";
/** SignUpExistingAccount in Portuguese (pt-br): the template this spec changes. */
const EDITED = { mailNameId: 3, languageId: 4 };

// Whatever the outcome, the template is the shipped one again for the other specs.
test.afterEach(async ({ request }) => {
  const token = await apiLogin(SYSADMIN.email, SYSADMIN.password);
  const query = "mutation($m: Int!, $l: Int!) { resetMailTemplate(mailNameId: $m, languageId: $l) { template { shipped } } }";
  const res = await request.post("/graphql", { headers: { authorization: `Bearer ${token}` }, data: { query, variables: { m: EDITED.mailNameId, l: EDITED.languageId } } });
  expect((await res.json()).data?.resetMailTemplate.template.shipped).toBe(true);
});

/** Signs a provider user in: it lands on its home, /sysmain. */
async function signIn(page: Page, email: string, password: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/(sysmain|distmain)$/);
}

/** A full-page picture from the top (the shell's bar is fixed: scrolled, it would land mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name, { fullPage: true });
}

test("a mail template: missing parameter, save, safe preview, reset to default, language 0 read-only", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, SYSADMIN.email, SYSADMIN.password);
  await page.goto("/sysmailconfiguration");
  await expect(page.getByTestId(SCREEN)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Mail templates", level: 1 })).toBeVisible();
  await expect(page.getByTestId("mail-choose")).toBeVisible();
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await snap(page, "sys-mail-choose");

  const mail = page.getByLabel("Mail", { exact: true });
  const language = page.getByLabel("Language", { exact: true });
  await mail.selectOption({ label: "Sign-up with an address that has an account" });
  await language.selectOption({ label: "Português (pt-br)" });
  const editor = page.getByTestId("mail-template-editor");
  await expect(editor).toBeVisible();
  const subject = editor.getByTestId("mail-subject");
  const body = editor.getByTestId("mail-body");
  const save = editor.getByTestId("mail-save");
  const state = editor.getByTestId("mail-state");
  await expect(state).toHaveText("Shipped text");
  const shippedSubject = await subject.inputValue();
  const shippedBody = await body.inputValue();
  expect(shippedBody).toContain("{Link}");
  await expect(editor.getByTestId("mail-preview")).toContainText("Olá, {Name}");
  await expect(save).toBeDisabled();
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await shot(page, "sys-mail-editor");

  // Remove a parameter: its chip turns red, the save is refused with the spec's alert, for 3 s.
  await body.fill(shippedBody.replaceAll("{Link}", ""));
  await expect(editor.getByTestId("param-Link")).toHaveAttribute("data-missing", "true");
  await expect(editor.getByTestId("param-Link")).toHaveText("{Link} (missing)");
  await save.click();
  const refused = page.getByTestId("alert-critical");
  await expect(refused).toContainText("Mail Body has some missing parameters: {Link}");
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await shot(page, "sys-mail-missing-parameter");
  await expect(refused).toHaveCount(0, { timeout: 5_000 });

  // Fix it: the parameter back, a changed text and a subject with tags, which the server strips.
  const changedBody = shippedBody.replace("</p>", " (E2E)</p>");
  await body.fill(changedBody);
  await subject.fill(`<b>E2E</b> ${shippedSubject}`);
  await expect(editor.getByTestId("param-Link")).toHaveAttribute("data-missing", "false");
  await expect(editor.getByTestId("mail-preview")).toContainText("(E2E)");
  await save.click();
  await expect(page.getByTestId("alert-success")).toContainText("saved.");
  await expect(subject).toHaveValue(`E2E ${shippedSubject}`);
  await expect(body).toHaveValue(changedBody);
  await expect(state).toHaveText("Edited");
  await expect(save).toBeDisabled();
  await shot(page, "sys-mail-saved");

  // The preview draws HTML but nothing executable.
  await body.fill(`${changedBody}<img src="x" onerror="window.__mailPreview='img'"><script>window.__mailPreview='script'</script><a href="javascript:alert(1)">x</a>`);
  const preview = editor.getByTestId("mail-preview");
  await expect(preview).toContainText("(E2E)");
  await expect(preview.locator("img, script")).toHaveCount(0);
  await expect(preview.locator("a[href^='javascript']")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __mailPreview?: string }).__mailPreview)).toBeUndefined();

  // Reset to the shipped default, after a confirmation.
  await editor.getByTestId("mail-reset").click();
  const confirm = page.getByRole("dialog").filter({ has: page.getByTestId("mail-reset-confirm") });
  await expect(confirm).toBeVisible();
  await confirm.getByTestId("dialog-confirm").click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId("alert-success")).toContainText("reset to the shipped default");
  await expect(subject).toHaveValue(shippedSubject);
  await expect(body).toHaveValue(shippedBody);
  await expect(state).toHaveText("Shipped text");

  // Language 0: the shipped default, read-only, without actions.
  await language.selectOption({ label: "Default (shipped, read-only)" });
  await expect(editor.getByText("This is the shipped default template, for reference only.", { exact: false })).toBeVisible();
  await expect(subject).toHaveAttribute("readonly", "");
  await expect(body).toHaveAttribute("readonly", "");
  await expect(editor.getByTestId("mail-save")).toHaveCount(0);
  await expect(editor.getByTestId("mail-reset")).toHaveCount(0);
  await expect(subject).toHaveValue("Someone tried to register with your address");
  await expectAccessible(page, `[data-testid="${SCREEN}"]`);
  await shot(page, "sys-mail-default-read-only");
});
