// The table dialogs (web/components/dialog): form, detail, confirmation and delete.
import { expect, type Locator, type Page } from "@playwright/test";

export class RecordDialogPage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole("dialog");
  }

  field(name: string): Locator {
    return this.root.locator(`[name="${name}"]`);
  }

  get save(): Locator {
    return this.root.getByTestId("dialog-save");
  }

  get confirm(): Locator {
    return this.root.getByTestId("dialog-confirm");
  }

  get forceDelete(): Locator {
    return this.root.getByTestId("dialog-force-delete");
  }

  get error(): Locator {
    return this.root.getByTestId("alert-critical");
  }

  get progress(): Locator {
    return this.root.getByTestId("dialog-progress");
  }

  get closeButton(): Locator {
    return this.root.getByRole("button", { name: "Close" });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) {
      const field = this.field(name);
      if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
      else await field.fill(value);
    }
  }

  /** Option labels of a select, without its placeholder. */
  async options(name: string): Promise<string[]> {
    return (await this.field(name).locator("option:not([disabled])").allInnerTexts()).map((s) => s.trim());
  }

  async expectFieldError(name: string, message: string | RegExp = /This field is required/): Promise<void> {
    await expect(this.field(name)).toHaveAccessibleDescription(message);
  }

  async expectClosed(): Promise<void> {
    await expect(this.root).toHaveCount(0);
  }
}
