// The biological and protein reading screens (web/screens/readings): their routes, tables,
// the reading dialogs, and the server calls the tests use to make their own readings:
// the test hook POST /api/test/readings (TEST_HOOKS=1: a provisional BI or PRO reading of a
// company) and the incubator agent API (live incubations and their results).
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { apiLogin } from "../support/api";
import { rest } from "../support/company";
import { DEMO } from "../support/env";
import { RecordDialogPage } from "./RecordDialogPage";
import { RecordTablePage } from "./RecordTablePage";

export const READING_SCREENS = {
  biLive: { path: "/appbilive", table: "bi-live", testId: "screen-appbilive" },
  biProvisional: { path: "/appbifinished", table: "bi-provisional", testId: "screen-appbifinished" },
  proLive: { path: "/AppPILive", table: "pro-live", testId: "screen-apppilive" },
  proProvisional: { path: "/AppPIProvisional", table: "pro-provisional", testId: "screen-apppiprovisional" },
  association: { path: "/AppPIProvisional?view=association", table: "association-readings", testId: "screen-measureassociation" },
} as const;
export type ReadingScreenName = keyof typeof READING_SCREENS;

/** Relay global id of a reading row (data-row-id). */
export function globalId(kind: "BI" | "PRO", id: number): string {
  return Buffer.from(`${kind === "BI" ? "BIReading" : "PROReading"}:${id}`).toString("base64");
}

export class ReadingScreen {
  readonly table: RecordTablePage;
  readonly dialog: RecordDialogPage;

  constructor(
    readonly page: Page,
    readonly name: ReadingScreenName,
  ) {
    this.table = new RecordTablePage(page, READING_SCREENS[name].table);
    this.dialog = new RecordDialogPage(page);
  }

  get root(): Locator {
    return this.page.getByTestId(READING_SCREENS[this.name].testId);
  }

  async goto(): Promise<void> {
    await this.page.goto(READING_SCREENS[this.name].path);
    await expect(this.root).toBeVisible();
  }

  /** The row of a reading (by its database id). */
  row(kind: "BI" | "PRO", id: number): Locator {
    return this.table.root.locator(`[data-testid="table-row"][data-row-id="${globalId(kind, id)}"]`);
  }

  /** Narrows the table with its search box to the read number and waits for the row. */
  async findRow(kind: "BI" | "PRO", id: number, readNumber: number): Promise<Locator> {
    await this.table.search.fill(String(readNumber));
    const row = this.row(kind, id);
    await expect(row).toBeVisible();
    return row;
  }

  action(row: Locator, key: string): Locator {
    return row.locator(`[data-action="${key}"]`);
  }

  async select(row: Locator): Promise<void> {
    await row.getByRole("checkbox").check();
  }

  banner(variant: "success" | "critical"): Locator {
    return this.root.getByTestId(`alert-${variant}`);
  }

  get massEdit(): Locator {
    return this.root.getByTestId("table-mass-edit");
  }

  get massToHistorical(): Locator {
    return this.root.getByTestId("table-mass-historical");
  }

  /** Confirms the open to-historical question (its button is in the dialog's footer). */
  async confirmToHistorical(): Promise<void> {
    await expect(this.page.getByTestId("to-historical-dialog")).toBeVisible();
    await this.page.getByRole("dialog").getByTestId("dialog-confirm").click();
  }

  get lastUpdate(): Locator {
    return this.root.getByTestId("last-update");
  }

  get refresh(): Locator {
    return this.root.getByTestId("live-refresh");
  }
}

/** The reading form dialog (web/screens/readings/shared/ReadingFormDialog). */
export class ReadingForm {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId("reading-form");
  }

  field(name: string): Locator {
    return this.root.locator(`[name="${name}"]`);
  }

  group(name: "product" | "process" | "other" | "incubation" | "analysis"): Locator {
    return this.root.locator(`fieldset[data-group="${name}"]`);
  }

  get confirm(): Locator {
    return this.page.getByRole("dialog").getByTestId("dialog-save");
  }

  get splitMenu(): Locator {
    return this.page.getByRole("dialog").getByTestId("split-save-menu");
  }

  get confirmAndSave(): Locator {
    return this.page.getByTestId("confirm-and-save");
  }

  get error(): Locator {
    return this.page.getByRole("dialog").getByTestId("alert-critical");
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) {
      const field = this.field(name);
      if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
      else await field.fill(value);
    }
  }

  /** Chooses the first real option of a select; answers its value. */
  async chooseFirst(name: string): Promise<string> {
    const value = await this.field(name).locator("option:not([disabled])").first().getAttribute("value");
    await this.field(name).selectOption(value!);
    return value!;
  }

  async options(name: string): Promise<string[]> {
    return (await this.field(name).locator("option:not([disabled])").allInnerTexts()).map((s) => s.trim());
  }

  async expectRequired(name: string): Promise<void> {
    await expect(this.field(name)).toHaveAccessibleDescription(/This field is required/);
  }
}

/** Records the GraphQL mutations a page sends (to prove a form sent nothing). */
export function watchMutations(page: Page, name: RegExp): { count: () => number } {
  let count = 0;
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    if (name.test(request.postData() ?? "")) count++;
  });
  return { count: () => count };
}

// ── Server-side helpers ─────────────────────────────────────────────────────────────

export interface MadeReading {
  id: number;
  kind: "BI" | "PRO";
  readNumber: number;
  companyId: number;
}

/** Company id of a demo user (from the token's claims). */
export async function companyOf(email: string): Promise<number> {
  const token = await apiLogin(email);
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
  const company = typeof claims.Company === "string" ? JSON.parse(claims.Company) : claims.Company;
  return Number(company.Id);
}

/** A provisional reading made by the test hook (needs TEST_HOOKS=1 on the server). */
export async function provisionalReading(kind: "BI" | "PRO", opts: Record<string, unknown> = {}): Promise<MadeReading> {
  const companyId = await companyOf(DEMO.adminA!.email);
  const res = await rest("POST", "/api/test/readings", { companyId, kind, result: 1, ...(kind === "PRO" ? { quantitativeResult: 24.5 } : {}), ...opts });
  if (res.status !== 200) throw new Error(`test hook /api/test/readings → ${res.status} ${res.text} (is TEST_HOOKS=1 set?)`);
  return res.json;
}

/** The demo Connection user's agent: live incubations and their results. */
export class DemoAgent {
  private token: string | null = null;

  async call(method: string, path: string, body?: unknown) {
    this.token ??= await apiLogin(DEMO.agentA!.email);
    return rest(method, `/api/agent/v1${path}`, body, this.token);
  }

  /**
   * Starts an incubation on a free position of the first incubator with positions of the
   * kind; answers the reading (LIVE) and the reference its result needs.
   */
  /** Serial numbers of the agent's incubators that are connected now. */
  async connectedSerials(): Promise<string[]> {
    const incubators = (await this.call("GET", "/incubators")).json as { serialNumber: string; connected: boolean }[];
    return incubators.filter((i) => i.connected).map((i) => i.serialNumber);
  }

  /** (Re)connects incubators, e.g. after the simulator disconnected them on exit. */
  async connect(serials: readonly string[]): Promise<void> {
    for (const serial of serials) await this.call("POST", `/incubators/${encodeURIComponent(serial)}/connect`, {});
  }

  /** `extra`: more of the incubation's fields (the sterilizer that processed the load, say). */
  async start(kind: "BI" | "PRO", startedAgoMs = 65_000, extra: Record<string, unknown> = {}): Promise<{ reading: MadeReading; ref: { serialNumber: string; position: number; startedAt: string } }> {
    const incubators = (await this.call("GET", "/incubators")).json as { serialNumber: string; positions: Record<string, number>; programs: { programIndex: number }[] }[];
    const startedAt = new Date(Date.now() - startedAgoMs);
    startedAt.setMilliseconds(0);
    for (const incubator of incubators.filter((i) => (i.positions[kind] ?? 0) > 0 && !i.serialNumber.startsWith("SIM"))) {
      await this.connect([incubator.serialNumber]);
      for (let position = 1; position <= incubator.positions[kind]!; position++) {
        const body = { serialNumber: incubator.serialNumber, position, kind, programIndex: incubator.programs[0]!.programIndex, startedAt: startedAt.toISOString(), ...extra };
        const res = await this.call("POST", "/incubations", body);
        if (res.status === 201) {
          const r = res.json;
          return { reading: { id: r.id, kind, readNumber: r.readNumber, companyId: 0 }, ref: { serialNumber: incubator.serialNumber, position, startedAt: body.startedAt } };
        }
      }
    }
    throw new Error(`no free ${kind} position on the demo agent's incubators`);
  }

  async result(kind: "BI" | "PRO", ref: { serialNumber: string; position: number; startedAt: string }, bi: "negative" | "positive" = "negative"): Promise<void> {
    const result = kind === "BI" ? { result: bi, averageTemperature: 60.1, resultAt: new Date().toISOString() } : { quantitativeResult: 12.5, resultAt: new Date().toISOString() };
    const res = await this.call("POST", "/incubations/result", { ...ref, kind, result });
    if (res.status !== 200) throw new Error(`agent result → ${res.status} ${res.text}`);
  }
}
