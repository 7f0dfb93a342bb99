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

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByTestId("logout").click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
