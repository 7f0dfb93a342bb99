// The /login screen and its sub-forms (login, forgotPassword, resetPassword, signup, eulaForm).
import { expect, type Locator, type Page } from "@playwright/test";
import { url, type Site } from "../support/env";

export type SubForm = "login" | "forgotPassword" | "resetPassword" | "signup" | "eulaForm";

export class LoginPage {
  constructor(
    readonly page: Page,
    readonly site: Site = "first",
  ) {}

  /** The card of the current sub-form (data-testid="login-<form>"). */
  form(name: SubForm): Locator {
    return this.page.getByTestId(`login-${name}`);
  }

  async goto(path = "/login"): Promise<void> {
    await this.page.goto(url(this.site, path));
  }

  field(name: string): Locator {
    return this.page.locator(`form [name="${name}"]`);
  }

  get submit(): Locator {
    return this.page.locator('form button[type="submit"]');
  }

  alert(variant: "critical" | "warning" | "success" | "info"): Locator {
    return this.page.getByTestId(`alert-${variant}`);
  }

  /** The message under a field (its accessible description). */
  async expectFieldError(name: string, message: string | RegExp): Promise<void> {
    await expect(this.field(name)).toHaveAccessibleDescription(typeof message === "string" ? new RegExp(escape(message)) : message);
  }

  async expectNoFieldError(name: string): Promise<void> {
    await expect(this.field(name)).not.toHaveAccessibleDescription(/This field is required/);
  }

  async signIn(email: string, password: string): Promise<void> {
    await expect(this.form("login")).toBeVisible();
    await this.field("email").fill(email);
    await this.field("password").fill(password);
    await this.submit.click();
  }

  async openForgotPassword(): Promise<void> {
    await this.form("login").getByRole("button", { name: /forgot/i }).click();
    await expect(this.form("forgotPassword")).toBeVisible();
  }

  /** Waits for the must-change-password notice, then the reset form (7 s later). */
  async waitForResetForm(): Promise<void> {
    await expect(this.page.getByTestId("must-change-notice")).toBeVisible();
    await expect(this.form("resetPassword")).toBeVisible({ timeout: 12_000 });
  }

  async resetPassword(password: string, repeat = password): Promise<void> {
    await this.field("newPassword").fill(password);
    await this.field("repeatPassword").fill(repeat);
    await this.submit.click();
  }
}

export class SignUpForm {
  constructor(readonly login: LoginPage) {}

  get page(): Page {
    return this.login.page;
  }

  get viewTerms(): Locator {
    return this.login.form("signup").getByRole("button", { name: /terms/i });
  }

  get termsBox(): Locator {
    return this.page.getByTestId("terms-box");
  }

  async fill(values: Partial<Record<string, string>>): Promise<void> {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const field = this.login.field(name);
      if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
      else await field.fill(value);
    }
  }

  /** Picks a country by visible index among the real options (the placeholder is skipped). */
  async chooseCountry(index = 0): Promise<string> {
    const options = this.login.field("country").locator("option:not([disabled])");
    const value = (await options.nth(index).getAttribute("value"))!;
    await this.login.field("country").selectOption(value);
    return value;
  }

  /** Opens the terms form, ticks the box and confirms. */
  async acceptTerms(): Promise<void> {
    await this.viewTerms.click();
    const eula = this.login.form("eulaForm");
    await expect(eula).toBeVisible();
    await expect(this.page.getByTestId("eula-text")).toBeVisible();
    const confirm = eula.getByRole("button", { name: /confirm/i });
    await expect(confirm).toBeDisabled();
    await eula.getByRole("checkbox").check();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(this.login.form("signup")).toBeVisible();
    await expect(this.termsBox).toContainText(/accepted/i);
    await expect(this.termsBox).not.toContainText(/not accepted/i);
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
