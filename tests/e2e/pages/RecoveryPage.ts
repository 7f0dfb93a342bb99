// /login/passwordrecovery/:token/:email/:distId
import { expect, type Locator, type Page } from "@playwright/test";

export class RecoveryPage {
  constructor(readonly page: Page) {}

  field(name: "email" | "newPassword" | "repeatPassword"): Locator {
    return this.page.locator(`form [name="${name}"]`);
  }

  get accept(): Locator {
    return this.page.locator('form button[type="submit"]');
  }

  async submit(password: string, repeat = password): Promise<void> {
    await this.field("newPassword").fill(password);
    await this.field("repeatPassword").fill(repeat);
    await this.accept.click();
  }

  async expectDone(): Promise<void> {
    await expect(this.page.getByTestId("recovery-success")).toBeVisible();
  }

  get loginButton(): Locator {
    return this.page.getByTestId("password-recovery-done").getByRole("button");
  }
}
