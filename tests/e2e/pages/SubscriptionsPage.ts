// The subscriptions screen (/subscriptions, screen 321; web/screens/company/subscriptions).
import { expect, type Locator, type Page } from "@playwright/test";

export const LICENSE_NORMAL = 3;
export const LICENSE_PLUS = 2;

export class SubscriptionsPage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId("screen-subscriptions");
  }

  async goto(): Promise<void> {
    await this.page.goto("/subscriptions");
    await expect(this.root).toBeVisible();
  }

  block(name: "normal" | "plus"): Locator {
    return this.root.getByTestId(`subscriptions-block-${name}`);
  }

  /** The row of an indicator type (1 BI ... 5 BI disinfection) in a licence block. */
  row(licenseProduct: number, indicatorType: number): Locator {
    return this.root.locator(`[data-testid="subscription-row"][data-license-product="${licenseProduct}"][data-indicator-type="${indicatorType}"]`);
  }

  get rows(): Locator {
    return this.root.getByTestId("subscription-row");
  }

  subscribed(licenseProduct: number, indicatorType: number): Locator {
    return this.row(licenseProduct, indicatorType).locator(`input[name="subscribed-${licenseProduct}-${indicatorType}"]`);
  }

  url(licenseProduct: number, indicatorType: number): Locator {
    return this.row(licenseProduct, indicatorType).locator(`input[name="url-${licenseProduct}-${indicatorType}"]`);
  }

  testButton(licenseProduct: number, indicatorType: number): Locator {
    return this.row(licenseProduct, indicatorType).getByTestId("subscription-test");
  }

  testResult(licenseProduct: number, indicatorType: number): Locator {
    return this.row(licenseProduct, indicatorType).getByTestId("subscription-test-result");
  }

  get confirm(): Locator {
    return this.root.getByTestId("subscriptions-confirm");
  }

  get licenseMissing(): Locator {
    return this.root.getByTestId("license-missing");
  }

  get requestLicense(): Locator {
    // Primer renders the banner action twice (wide and narrow layouts): the visible one.
    return this.root.getByTestId("license-request").filter({ visible: true });
  }

  /** The screen's save banner (test answers show inside their rows). */
  banner(variant: "success" | "critical"): Locator {
    return this.root.getByTestId(`alert-${variant}`).and(this.root.locator(":not([data-testid=subscription-row] *)"));
  }
}
