// Forgot password → recovery link from the outbox → the new password works, the old does not.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { RecoveryPage } from "./pages/RecoveryPage";
import { freshCompany, recoveryLink, waitForMail } from "./support/api";
import { expectAccessible } from "./support/axe";
import { url } from "./support/env";
import { snap } from "./support/screenshots";

test("forgot password → recovery link → new password", async ({ page }) => {
  const company = await freshCompany({ acceptTerms: true, ready: true, newPassword: "Before-2026x" });
  const login = new LoginPage(page);
  await login.goto();
  await login.field("email").fill(company.email);
  await login.openForgotPassword();
  await expect(login.field("email")).toHaveValue(company.email);
  const started = new Date();
  await login.submit.click();
  await expect(login.form("login")).toBeVisible();
  await expect(login.alert("success")).toBeVisible();

  const link = recoveryLink((await waitForMail(company.email, started)).body);
  await page.goto(url("first", link.path));
  const recovery = new RecoveryPage(page);
  await expect(recovery.field("email")).toHaveValue(company.email);
  await expect(recovery.field("email")).toBeDisabled();
  await expectAccessible(page);
  await snap(page, "password-recovery");
  await recovery.submit("After-2026x");
  await recovery.expectDone();
  await expectAccessible(page);
  await snap(page, "password-recovery-done");
  await recovery.loginButton.click();
  await expect(page).toHaveURL(/\/login/);
  await expect(login.field("email")).toHaveValue(company.email);

  await login.signIn(company.email, "Before-2026x");
  await expect(login.alert("critical")).toContainText("Invalid email or password.");
  await login.signIn(company.email, "After-2026x");
  await expect(page).toHaveURL(/\/appmain$/);

  // The link works once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(url("first", link.path));
  await recovery.submit("Again-2026x");
  await expect(login.alert("critical")).toBeVisible();
  await expectAccessible(page);
});
