// Sign-up through the terms form creates a company whose administrator signs in with
// the mailed temporary password, is told to change it, and continues with a new one.
import { expect, test } from "@playwright/test";
import { LoginPage, SignUpForm } from "./pages/LoginPage";
import { temporaryPassword, uniqueSuffix, waitForMail } from "./support/api";
import { expectAccessible } from "./support/axe";
import { snap } from "./support/screenshots";

test("sign up → terms → temporary password → must change → new password works", async ({ page }) => {
  test.slow();
  const suffix = uniqueSuffix();
  const email = `owner-${suffix}@e2e.test`;
  const login = new LoginPage(page);
  const signUp = new SignUpForm(login);
  await login.goto("/login");
  await login.form("login").getByRole("button", { name: /create an account/i }).click();
  await expect(login.form("signup")).toBeVisible();

  // Input filters: text fields drop characters outside the allowed set; phone keeps digits, spaces, - and +.
  await login.field("companyName").fill("ACME <Clinic>! #1");
  await expect(login.field("companyName")).toHaveValue("ACME Clinic 1");
  await login.field("phone").fill("+34 (91) 555-12ab");
  await expect(login.field("phone")).toHaveValue("+34 91 555-12");

  // A name like an existing company's shows the server's warning when leaving the field.
  await login.field("companyName").fill("Hospital A");
  await login.field("province").click();
  await expect(login.alert("warning")).toBeVisible();
  await expectAccessible(page);

  await signUp.fill({
    email,
    name: "Olivia",
    lastName: "Owner",
    companyName: `Clinic ${suffix}`,
    province: "Madrid",
    city: "Madrid",
    postalCode: "28001",
    address: "Calle Mayor 1",
    contact: "Olivia",
    sector: "Central sterile",
  });
  await expect(signUp.viewTerms).toBeDisabled();
  await signUp.chooseCountry(0);
  await expect(signUp.viewTerms).toBeEnabled();
  await signUp.viewTerms.click();
  await expectAccessible(page);
  await snap(page, "signup-terms");
  await login.form("eulaForm").getByRole("button", { name: /cancel/i }).click();
  await expect(signUp.termsBox).toContainText(/not accepted/i);

  await signUp.acceptTerms();
  // Choosing another country resets the accepted flag.
  await signUp.chooseCountry(1);
  await expect(signUp.termsBox).toContainText(/not accepted/i);
  await signUp.chooseCountry(0);
  await signUp.acceptTerms();
  await expectAccessible(page);
  await snap(page, "signup-filled", { fullPage: true });

  const started = new Date();
  await login.submit.click();
  await expect(login.form("login")).toBeVisible();
  await expect(login.alert("success")).toBeVisible();
  await expect(login.field("email")).toHaveValue(email);

  const mail = await waitForMail(email, started);
  const temporary = temporaryPassword(mail.body);

  await login.signIn(email, temporary);
  await expect(page.getByTestId("must-change-notice")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "must-change-notice");
  await login.waitForResetForm();
  await snap(page, "reset-password");
  await login.resetPassword("Owner-2026x");
  await expect(login.form("login")).toBeVisible();
  await expect(login.alert("success")).toBeVisible();

  await login.signIn(email, "Owner-2026x");
  await expect(page).toHaveURL(/\/appmain$/);
  await expect(page.getByTestId("home-appmain")).toBeVisible();
});
