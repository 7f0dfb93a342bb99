// Required-field messages of the login, forgot-password, reset-password and sign-up
// forms, and the password rules of the reset and recovery forms.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { RecoveryPage } from "./pages/RecoveryPage";
import { freshCompany } from "./support/api";
import { expectAccessible } from "./support/axe";
import { url } from "./support/env";
import { snap } from "./support/screenshots";

const REQUIRED = "This field is required";

test("login: email and password are required", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.submit.click();
  await login.expectFieldError("email", REQUIRED);
  await login.expectFieldError("password", REQUIRED);
  await expectAccessible(page);
  await snap(page, "login-required");
  await login.field("email").fill("someone@demo.test");
  await login.submit.click();
  await login.expectNoFieldError("email");
  await login.expectFieldError("password", REQUIRED);
});

test("forgot password (mode=1): email is required", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto("/login/1");
  await expect(login.form("forgotPassword")).toBeVisible();
  await login.submit.click();
  await login.expectFieldError("email", REQUIRED);
  await expectAccessible(page);
  await snap(page, "forgot-required");
});

test("an email in the route prefills the email field", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto("/login/1/someone%40demo.test");
  await expect(login.form("forgotPassword")).toBeVisible();
  await expect(login.field("email")).toHaveValue("someone@demo.test");
  await login.goto("/login/0/other%40demo.test");
  await expect(login.form("login")).toBeVisible();
  await expect(login.field("email")).toHaveValue("other@demo.test");
});

test("sign up (mode=2): each required field shows its message; optional ones do not", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto("/login/2");
  await expect(login.form("signup")).toBeVisible();
  await expect(page.getByText("You must select a Country to see Terms and Conditions")).toBeVisible();
  await login.submit.click();
  for (const name of ["email", "name", "lastName", "companyName", "country", "province", "city", "postalCode", "sector"]) {
    await login.expectFieldError(name, REQUIRED);
  }
  for (const name of ["address", "phone", "contact"]) await login.expectNoFieldError(name);
  await expect(page.getByTestId("terms-box")).toContainText("You must accept the Terms and Conditions");
  await expectAccessible(page);
  await snap(page, "signup-required", { fullPage: true });

  // The company language is preselected; emptying it is not possible, so it never shows the message.
  await expect(login.field("language")).not.toHaveValue("");
});

test("reset password after must-change: required fields and matching repeat", async ({ page }) => {
  test.slow();
  const company = await freshCompany({ acceptTerms: true });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(company.email, company.password);
  await login.waitForResetForm();
  await login.submit.click();
  await login.expectFieldError("newPassword", REQUIRED);
  await login.expectFieldError("repeatPassword", REQUIRED);
  await login.resetPassword("Another-2026", "Different-2026");
  await login.expectFieldError("repeatPassword", "The passwords do not match.");
  await login.resetPassword("short", "short");
  await login.expectFieldError("newPassword", "8+ characters,1 uppercase letter,1 number.");
  await expectAccessible(page);
  await snap(page, "reset-password-errors");
});

test("password recovery page: disabled email, required, rule and match messages", async ({ page }) => {
  await page.goto(url("first", "/login/passwordrecovery/not-a-token/someone%40demo.test/not-a-dist"));
  const recovery = new RecoveryPage(page);
  await expect(recovery.field("email")).toBeDisabled();
  await expect(recovery.field("email")).toHaveValue("someone@demo.test");
  await recovery.accept.click();
  const login = new LoginPage(page);
  await login.expectFieldError("newPassword", REQUIRED);
  await login.expectFieldError("repeatPassword", REQUIRED);
  await recovery.submit("lowercase1", "lowercase1");
  await login.expectFieldError("newPassword", "8+ characters,1 uppercase letter,1 number.");
  await recovery.submit("Valid-2026", "Valid-2027");
  await login.expectFieldError("repeatPassword", "The passwords do not match.");
  await expectAccessible(page);
  await snap(page, "recovery-errors");
  // Show/hide toggles reveal the password.
  await expect(recovery.field("newPassword")).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: /show password/i }).first().click();
  await expect(recovery.field("newPassword")).toHaveAttribute("type", "text");
  // A link that is not valid shows the server's message.
  await recovery.submit("Valid-2026", "Valid-2026");
  await expect(login.alert("critical")).toBeVisible();
});
