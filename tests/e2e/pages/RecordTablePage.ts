// The shared table (web/components/table/RecordTable.tsx) of any list screen.
import { expect, type Locator, type Page } from "@playwright/test";

export class RecordTablePage {
  constructor(
    readonly page: Page,
    readonly id: string,
  ) {}

  get root(): Locator {
    return this.page.getByTestId(`table-${this.id}`);
  }

  get rows(): Locator {
    return this.root.getByTestId("table-row");
  }

  /** Rows whose text contains `text`. */
  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  get search(): Locator {
    return this.root.getByTestId("table-search");
  }

  get empty(): Locator {
    return this.root.getByTestId("table-empty");
  }

  get loading(): Locator {
    return this.root.getByTestId("table-loading");
  }

  get pageSize(): Locator {
    return this.root.getByTestId("table-page-size");
  }

  get range(): Locator {
    return this.root.getByTestId("table-range");
  }

  pagerButton(which: "first" | "previous" | "next" | "last"): Locator {
    return this.root.getByTestId(`page-${which}`);
  }

  header(column: string): Locator {
    return this.root.locator(`thead [data-column="${column}"]`);
  }

  async sortBy(column: string): Promise<void> {
    await this.header(column).getByRole("button").click();
  }

  /** No page, search or order is on its way (server-mode tables are busy from the click on). */
  async settled(): Promise<void> {
    await expect(this.root).toHaveAttribute("aria-busy", "false");
  }

  async expectSorted(column: string, direction: "ascending" | "descending"): Promise<void> {
    await expect(this.header(column)).toHaveAttribute("aria-sort", direction);
  }

  /** The texts of one column on the current page, top to bottom, once the rows asked for have arrived. */
  async columnTexts(column: string): Promise<string[]> {
    await this.settled();
    return (await this.rows.locator(`[data-column="${column}"]`).allInnerTexts()).map((s) => s.trim());
  }

  /** A row's icon button: edit, detail, delete or a screen action (data-action). */
  action(row: Locator, key: string): Locator {
    return row.locator(`[data-action="${key}"]`);
  }

  get newButton(): Locator {
    return this.root.getByTestId("table-new");
  }
}
