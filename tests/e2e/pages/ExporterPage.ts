// The exporter (/AppExporter, screen 820; web/screens/exporter).
import { expect, type Download, type Locator, type Page, type Response } from "@playwright/test";

export type FileType = "excel" | "csv" | "xml";

export class ExporterPage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId("screen-exporter");
  }

  /** Follows the menu: Records › Exporter (the group opens first when it is collapsed). */
  async openFromMenu(): Promise<void> {
    const nav = this.page.getByTestId("side-nav");
    const link = nav.locator('a[href="/AppExporter"]');
    if (!(await link.isVisible())) {
      await nav.locator("li", { has: this.page.locator('a[href="/AppExporter"]') }).getByRole("button").first().click();
    }
    await link.click();
    await expect(this.page).toHaveURL(/\/AppExporter$/);
    await expect(this.root).toBeVisible();
  }

  get read(): Locator {
    return this.root.locator('select[name="read"]');
  }

  fileType(type: FileType): Locator {
    return this.root.getByTestId("file-type").locator(`button[data-value="${type}"]`);
  }

  get separator(): Locator {
    return this.root.locator('select[name="separator"]');
  }

  field(name: string): Locator {
    return this.root.locator(`[name="${name}"]`);
  }

  get columns(): Locator {
    return this.root.locator('input[name="col"]');
  }

  column(key: string): Locator {
    return this.root.locator(`input[name="col"][value="${key}"]`);
  }

  /** The visible label of a column's checkbox (the file's header text). */
  async columnLabel(key: string): Promise<string> {
    const id = await this.column(key).getAttribute("id");
    const label = this.root.locator(`label[for="${id}"]`);
    // The label also holds the muted cell type ("date", "number"): the header is the first text.
    return (await label.evaluate((el) => el.firstChild?.textContent ?? "")).trim();
  }

  get selectAll(): Locator {
    return this.root.getByTestId("columns-all");
  }

  get selectNone(): Locator {
    return this.root.getByTestId("columns-none");
  }

  get columnsError(): Locator {
    return this.root.getByTestId("columns-error");
  }

  get exportButton(): Locator {
    return this.root.getByTestId("export-button");
  }

  get progress(): Locator {
    return this.root.getByTestId("export-progress");
  }

  get errorBanner(): Locator {
    return this.root.getByTestId("alert-critical");
  }

  async chooseRead(read: string): Promise<void> {
    await this.read.selectOption(read);
    await expect(this.columns.first()).toBeVisible();
  }

  /** Leaves exactly these columns ticked. */
  async chooseColumns(keys: string[]): Promise<void> {
    await this.selectNone.click();
    for (const key of keys) await this.column(key).check();
  }

  /** Clicks Export and answers the download and the server's answer (headers: X-Export-Rows). */
  async export(type: FileType): Promise<{ download: Download; response: Response }> {
    const [download, response] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.waitForResponse((r) => r.url().endsWith(`/api/export/${type}`) && r.request().method() === "POST"),
      this.exportButton.click(),
    ]);
    await expect(this.progress).toHaveAttribute("data-phase", "done");
    return { download, response };
  }
}
