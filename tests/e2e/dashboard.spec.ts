// The personal dashboard of /appmain (spec 000 §2, §6, §8; docs/dashboard.md): a new company's
// administrator starts empty, adds panels and sees their explanatory empty states, and reads
// the server's message when an add fails; Hospital A's supervisor sees bars and lines from the
// demo readings, adds and removes a panel (with confirmation; the choice survives a reload),
// and watches a panel change live when a reading arrives; an operator has no dashboard. Axe
// (WCAG 2.1 A/AA) on the dashboard and the dialog; screenshots in
// tests/.artifacts/screenshots/dashboard-*.png.
//
// Hospital A's supervisor's panels are restored by the test that changes them (it adds and then
// removes the same panel); its readings grow with other workers' tests, so counts are compared
// with "at least".
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readyAdmin, readyUser, rest } from "./support/company";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";
import { signIn } from "./pages/CompanyPages";

const DASHBOARD = '[data-testid="dashboard"]';
const PANEL = { resultsBySterilizer: 1, resultsByWasher: 2, biDays: 3, proDays: 4, failures: 9 };

class DashboardPage {
  constructor(readonly page: Page) {}
  get root(): Locator {
    return this.page.getByTestId("dashboard");
  }
  async goto(): Promise<void> {
    await this.page.goto("/appmain");
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }
  card(panelId: number): Locator {
    return this.root.locator(`[data-testid="panel-card"][data-panel-id="${panelId}"]`);
  }
  get cards(): Locator {
    return this.root.getByTestId("panel-card");
  }
  async add(panelId: number): Promise<void> {
    await this.root.getByTestId("panel-add").click();
    await this.page.getByTestId(`panel-option-${panelId}`).click();
  }
  async remove(panelId: number): Promise<void> {
    await this.card(panelId).getByTestId("panel-remove").click();
    const dialog = this.page.getByTestId("panel-remove-dialog");
    await expect(dialog).toBeVisible();
    await expectAccessible(this.page, '[role="dialog"]');
    await snap(this.page, "dashboard-remove-confirm");
    await this.page.getByRole("dialog").getByTestId("dialog-confirm").click();
    await expect(dialog).toBeHidden();
  }
  /** Scrolls to a card: its chart's code and data load when it nears the viewport. */
  async show(panelId: number): Promise<void> {
    await this.card(panelId).scrollIntoViewIfNeeded();
  }
  /** The card's chart once its data arrived (not the loading frame). */
  chart(panelId: number): Locator {
    return this.card(panelId).getByTestId("panel-chart");
  }
}

test.describe("dashboard", () => {
  test.beforeEach(() => test.slow());

  test("a new company's administrator: empty dashboard, panels with explanatory empty states, the server's message on a failed add", async ({ page }) => {
    const admin = await readyAdmin();
    await signIn(page, admin.email, admin.password);
    const d = new DashboardPage(page);
    await d.goto();
    await expect(d.root.getByTestId("dashboard-empty")).toBeVisible();
    await expectAccessible(page, DASHBOARD);

    await d.add(PANEL.resultsBySterilizer);
    await expect(d.chart(PANEL.resultsBySterilizer).getByTestId("chart-empty")).toContainText("No sterilizers yet");
    await d.add(PANEL.biDays);
    await expect(d.chart(PANEL.biDays).getByTestId("chart-empty")).toContainText("No readings in the last 31 days");
    await expect(d.cards).toHaveCount(2);
    await snap(page, "dashboard-new-company", { fullPage: true });

    // Another tab adds the washer panel meanwhile: this menu still offers it, the server refuses.
    const other = await rest("POST", "/api/PanelUser/", { AppUserId: admin.claims.Id, PanelId: PANEL.resultsByWasher }, admin.token);
    expect(other.status).toBe(200);
    await d.add(PANEL.resultsByWasher);
    await expect(d.root.getByTestId("alert-critical")).toContainText("This panel is already on your dashboard.");
    await expectAccessible(page, DASHBOARD);
  });

  test("Hospital A's supervisor: bars and lines from the readings; add, remove with confirmation, kept after a reload; live refresh", async ({ page }) => {
    await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
    const d = new DashboardPage(page);
    await d.goto();
    // The seeded panels: results per washer (bars) and BI per day (lines). A card's chart loads
    // when the card nears the viewport (the dashboard is below the home page's first screen).
    await d.show(PANEL.resultsByWasher);
    await expect(d.chart(PANEL.resultsByWasher).getByTestId("bar-chart").locator("svg[data-chart] rect").first()).toBeVisible({ timeout: 30_000 });
    await d.show(PANEL.biDays);
    await expect(d.chart(PANEL.biDays).getByTestId("line-chart").locator("svg[data-chart] path").first()).toBeVisible();

    await d.add(PANEL.resultsBySterilizer);
    await expect(d.chart(PANEL.resultsBySterilizer).getByTestId("bar-chart")).toBeVisible({ timeout: 30_000 });
    await expect(d.root.getByTestId("alert-success")).toBeVisible();
    await d.add(PANEL.failures);
    await expect(d.chart(PANEL.failures).getByTestId("line-chart").or(d.chart(PANEL.failures).getByTestId("chart-empty"))).toBeVisible({ timeout: 30_000 });
    await d.page.setViewportSize({ width: 1280, height: 1400 });
    await d.root.scrollIntoViewIfNeeded();
    await snap(page, "dashboard-supervisor", { fullPage: true });
    await expectAccessible(page, DASHBOARD);
    // 960 px (the menu's breakpoint): one card per row, nothing cut.
    await d.page.setViewportSize({ width: 960, height: 1000 });
    await d.chart(PANEL.biDays).scrollIntoViewIfNeeded();
    await snap(page, "dashboard-960");
    await d.page.setViewportSize({ width: 1280, height: 1400 });

    // Live: the BI per-day panel's table view; a new BI reading raises the window's total (not
    // necessarily today's: just after midnight a reading started an hour ago is yesterday's).
    const biCard = d.chart(PANEL.biDays);
    await biCard.getByRole("button", { name: /Table|Tabla/ }).click();
    const dayTotals = biCard.getByTestId("chart-table").locator("tbody tr td:last-child");
    const windowTotal = async () => (await dayTotals.allTextContents()).reduce((n, text) => n + Number(text), 0);
    const before = await windowTotal();
    const made = await rest("POST", "/api/test/readings", { companyId: 1, kind: "BI", result: 1 });
    expect(made.status).toBe(200);
    await expect.poll(windowTotal, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 1);

    await d.remove(PANEL.resultsBySterilizer);
    await expect(d.card(PANEL.resultsBySterilizer)).toHaveCount(0);
    await d.remove(PANEL.failures);
    await expect(d.card(PANEL.failures)).toHaveCount(0);
    await page.reload();
    await expect(d.root).toBeVisible({ timeout: 30_000 });
    await expect(d.card(PANEL.resultsByWasher)).toBeVisible();
    await expect(d.card(PANEL.biDays)).toBeVisible();
    await expect(d.card(PANEL.resultsBySterilizer)).toHaveCount(0);
    await expect(d.card(PANEL.failures)).toHaveCount(0);
  });

  test("an operator has no dashboard", async ({ page }) => {
    const admin = await readyAdmin();
    const sectors = await rest("GET", "/api/sector", undefined, admin.token);
    const operator = await readyUser(admin.token, { userType: 2, sectorId: sectors.json[0].id });
    await signIn(page, operator.email, operator.password);
    await page.goto("/appmain");
    await expect(page.getByTestId("home-appmain")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("dashboard")).toHaveCount(0);
  });
});
