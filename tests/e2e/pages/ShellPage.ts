// The application shell: top bar, left menu / drawer, user dropdown.
import { expect, type Locator, type Page } from "@playwright/test";

export class ShellPage {
  constructor(readonly page: Page) {}

  get topBar(): Locator {
    return this.page.getByTestId("top-bar");
  }

  get menuToggle(): Locator {
    return this.page.getByTestId("menu-toggle");
  }

  get sideNav(): Locator {
    return this.page.getByTestId("side-nav");
  }

  get logo(): Locator {
    return this.topBar.getByTestId("brand-logo");
  }

  async navState(): Promise<string | null> {
    return this.sideNav.getAttribute("data-state");
  }

  async openUserMenu(): Promise<Locator> {
    await this.page.getByTestId("user-menu-button").click();
    const menu = this.page.getByTestId("user-menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  /**
   * Signs out through the user menu. A click that a re-render of the screen behind swallowed
   * (the menu stays open, nothing happens: seen once on a loaded CI machine) is made again.
   */
  async logout(): Promise<void> {
    await this.openUserMenu();
    await expect(async () => {
      if (/\/login$/.test(this.page.url())) return;
      if (!(await this.page.getByTestId("user-menu").isVisible())) await this.page.getByTestId("user-menu-button").click({ timeout: 2_000 });
      await this.page.getByTestId("logout").click({ timeout: 2_000 });
      await expect(this.page).toHaveURL(/\/login$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
}
