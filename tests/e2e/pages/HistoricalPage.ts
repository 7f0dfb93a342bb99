// The historical browser (/AppHistorical, screen 810; web/screens/historical): the type
// buttons, the toolbar, the server-paginated table and its dialogs, plus the GraphQL calls the
// tests use to read and restore data.
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { ORIGIN } from "../support/env";
import { RecordTablePage } from "./RecordTablePage";

export type HistoricalOption = "ReadingBI" | "ReadingBIDisinfection" | "ReadingPRO" | "readingchesterilizer" | "readingchewasher";

const FAMILY: Record<HistoricalOption, { family: "BI" | "PRO" | "CHE"; variant?: boolean }> = {
  ReadingBI: { family: "BI", variant: true },
  ReadingBIDisinfection: { family: "BI", variant: true },
  ReadingPRO: { family: "PRO" },
  readingchesterilizer: { family: "CHE", variant: true },
  readingchewasher: { family: "CHE", variant: true },
};

/** Texts in English or Spanish (Hospital A's administrator reads Spanish). */
export const TEXT = {
  valueMustBeNumber: /The value must be a number\.|El valor debe ser un número\./,
  filterEmpty: /No filter is applied|No hay ningún filtro aplicado/,
  noLicense: /No active licence was found|licencia/i,
  noResults: /No results|Sin resultados/,
  positive: /^(Positive|Positivo)$/,
};

export class HistoricalPage {
  readonly table: RecordTablePage;

  constructor(readonly page: Page) {
    this.table = new RecordTablePage(page, "historical");
  }

  get root(): Locator {
    return this.page.getByTestId("screen-apphistorical");
  }

  async goto(option?: HistoricalOption): Promise<void> {
    await this.page.goto(option ? `/AppHistorical?option=${option}` : "/AppHistorical");
    await expect(this.root).toBeVisible();
    await this.waitLoaded();
  }

  /** The table has answered (rows or the empty row) and nothing is loading. */
  async waitLoaded(): Promise<void> {
    await expect(this.table.rows.first().or(this.table.empty)).toBeVisible();
    // Busy from the render that asks for another page on (the "Loading..." row waits 250 ms).
    await this.table.settled();
    await expect(this.table.loading).toHaveCount(0);
  }

  get typeSelector(): Locator {
    return this.root.getByTestId("historical-type");
  }

  /** Chooses a reading type with the button group (family, then sterilisation/disinfection or sterilizer/washer). */
  async chooseType(option: HistoricalOption): Promise<void> {
    const { family, variant } = FAMILY[option];
    const familyButton = this.root.locator(`[data-testid="historical-family"] button[data-family="${family}"]`);
    if ((await familyButton.getAttribute("aria-pressed")) !== "true") await familyButton.click();
    if (variant) {
      const variantButton = this.root.locator(`[data-testid="historical-variant"] button[data-option="${option}"]`);
      if ((await variantButton.getAttribute("aria-pressed")) !== "true") await variantButton.click();
    }
    await expect(this.typeSelector).toHaveAttribute("data-option", option);
    await this.waitLoaded();
  }

  get clearFilter(): Locator {
    return this.root.getByTestId("historical-clear-filter");
  }

  get filterButton(): Locator {
    return this.root.getByTestId("historical-filter-open");
  }

  get reportButton(): Locator {
    return this.root.getByTestId("historical-report");
  }

  get exportButton(): Locator {
    return this.root.getByTestId("historical-export");
  }

  banner(variant: "success" | "critical"): Locator {
    return this.root.getByTestId(`alert-${variant}`);
  }

  get licenseMissing(): Locator {
    return this.root.getByTestId("license-missing");
  }

  get requestLicense(): Locator {
    // Primer renders the banner action twice (wide and narrow layouts): the visible one.
    return this.root.getByTestId("license-request").filter({ visible: true });
  }

  /** The total of the pager's range ("1–10 of 255" / "1–10 de 255"). */
  async total(): Promise<number> {
    const text = (await this.table.range.innerText()).trim();
    return Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN);
  }

  async readNumbers(): Promise<number[]> {
    return (await this.table.columnTexts("readNumber")).map((text) => Number(text.replace(/\D+/g, "")));
  }

  /** The row of a read number on the current page. */
  row(readNumber: number): Locator {
    return this.table.rows.filter({ has: this.page.locator(`[data-column="readNumber"]`, { hasText: new RegExp(`^\\s*${readNumber}\\s*$`) }) });
  }

  // ── Filter modal ──────────────────────────────────────────────────────────────────
  get filterDialog(): Locator {
    return this.page.getByTestId("historical-filter");
  }

  filterField(name: string): Locator {
    return this.filterDialog.locator(`[name="${name}"]`);
  }

  get filterConfirm(): Locator {
    return this.page.getByRole("dialog").getByTestId("historical-filter-confirm");
  }

  /** Opens the modal, sets the fields (selects by value, inputs by text) and confirms. */
  async filter(values: Record<string, string>): Promise<void> {
    await this.filterButton.click();
    await expect(this.filterDialog).toBeVisible();
    for (const [name, value] of Object.entries(values)) {
      const field = this.filterField(name);
      if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
      else await field.fill(value);
    }
    await this.filterConfirm.click();
    await expect(this.filterDialog).toHaveCount(0);
    await this.waitLoaded();
  }

  // ── Report viewer ─────────────────────────────────────────────────────────────────
  get filterEmpty(): Locator {
    return this.page.getByTestId("filter-empty");
  }

  get reportViewer(): Locator {
    return this.page.getByTestId("report-viewer");
  }

  get reportFrame(): Locator {
    return this.page.getByTestId("report-frame");
  }

  get reportPrint(): Locator {
    return this.page.getByRole("dialog").getByTestId("report-print");
  }
}

/** Collects the GraphQL requests of an operation (its variables) while a test runs. */
export function watchOperation(page: Page, operation: RegExp): { variables: () => Array<Record<string, any>> } {
  const seen: Array<Record<string, any>> = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    const body = request.postDataJSON() as { query?: string; variables?: Record<string, any> } | null;
    if (body?.query && operation.test(body.query)) seen.push(body.variables ?? {});
  });
  return { variables: () => seen };
}

/** One GraphQL call with a bearer token (test set-up and clean-up). */
export async function graphql<T = any>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${ORIGIN.first}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join("; ")}`);
  return body.data as T;
}
