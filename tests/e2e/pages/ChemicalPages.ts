// The chemical indicator screens (web/screens/readings/chemical): /appcisterilizerprovisional
// (screen 700) and /appciwasherprovisional (screen 600), and the REST calls the tests use to
// pick and prepare their readings (docs/readings-api.md).
import { expect, type Locator, type Page } from "@playwright/test";
import { rest } from "../support/company";
import { RecordDialogPage } from "./RecordDialogPage";
import { RecordTablePage } from "./RecordTablePage";

/** 'This field is required' in English or Spanish (Hospital A works in Spanish). */
export const REQUIRED = /This field is required|Este campo es obligatorio/;

export type ChemicalKind = "sterilizer" | "washer";

export const CHEMICAL = {
  sterilizer: { path: "/appcisterilizerprovisional", table: "che-sterilizer-provisional", testId: "screen-appcisterilizerprovisional", option: "ReadingCHESterilizer", graphqlEdit: "editCheSterilizerReadings" },
  washer: { path: "/appciwasherprovisional", table: "che-washer-provisional", testId: "screen-appciwasherprovisional", option: "ReadingCHEWasher", graphqlEdit: "editCheWasherReadings" },
} as const;

export class ChemicalScreen {
  readonly table: RecordTablePage;
  readonly dialog: RecordDialogPage;

  constructor(
    readonly page: Page,
    readonly kind: ChemicalKind,
  ) {
    this.table = new RecordTablePage(page, CHEMICAL[kind].table);
    this.dialog = new RecordDialogPage(page);
  }

  get root(): Locator {
    return this.page.getByTestId(CHEMICAL[this.kind].testId);
  }

  async goto(): Promise<void> {
    await this.page.goto(CHEMICAL[this.kind].path);
    await expect(this.root).toBeVisible();
    await expect(this.table.rows.first()).toBeVisible();
  }

  /** The row of a read number. */
  row(readNumber: number): Locator {
    return this.table.rows.filter({ has: this.page.locator('[data-column="readNumber"]', { hasText: new RegExp(`^\\s*${readNumber}\\s*$`) }) });
  }

  async select(...readNumbers: number[]): Promise<void> {
    for (const n of readNumbers) await this.row(n).getByRole("checkbox").check();
  }

  get massEdit(): Locator {
    return this.table.root.getByTestId("table-mass-edit");
  }

  get massHistorical(): Locator {
    return this.table.root.getByTestId("table-mass-historical");
  }

  /** The screen's banner (outside dialogs). */
  banner(variant: "success" | "critical"): Locator {
    return this.root.getByTestId(`alert-${variant}`);
  }

  /** A value of the grouped detail dialog. */
  detailValue(field: string): Locator {
    return this.page.getByTestId("detail-dialog").locator(`dd[data-field="${field}"]`);
  }

  /** Shown fields of the edit dialog (their wrapper's data-field-wrapper). */
  formField(name: string): Locator {
    return this.dialog.root.locator(`[data-field-wrapper="${name}"]`);
  }

  /** GraphQL edit requests sent from now on (their variables). */
  recordEdits(): Array<Record<string, any>> {
    const sent: Array<Record<string, any>> = [];
    this.page.on("request", (request) => {
      if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
      const body = request.postDataJSON() as { query?: string; variables?: Record<string, any> } | null;
      if (body?.query?.includes(CHEMICAL[this.kind].graphqlEdit)) sent.push(body.variables ?? {});
    });
    return sent;
  }

  // ── Washer only ──────────────────────────────────────────────────────────────────────
  get compatiblePanel(): Locator {
    return this.root.getByTestId("compatible-indicators");
  }

  get mobileScan(): Locator {
    return this.root.getByTestId("mobile-scan");
  }

  get mobileDialog(): Locator {
    return this.page.getByTestId("mobile-scan-dialog");
  }
}

// ── REST helpers ─────────────────────────────────────────────────────────────────────────

export interface ChemicalRow {
  [field: string]: unknown;
  id: number;
  readNumber: number;
  state: string;
  viewed: boolean;
  edited: boolean;
  sectorId: number;
  productId: number | null;
  visualResult: number | null;
  sterilizerId?: number | null;
  washerId?: number | null;
  packageNumber?: string | null;
  concentration?: number | null;
  relativeDampness?: number | null;
  programNumber: string | null;
  cycle: string | null;
  loteProduct: string | null;
  bookNumber: string | null;
  notes: string | null;
  product: { id: number; name: string; productModel: { type: number; name: string } } | null;
}

export async function provisional(kind: ChemicalKind, token: string): Promise<ChemicalRow[]> {
  const res = await rest<ChemicalRow[]>("GET", `/api/${CHEMICAL[kind].option}/getprovisional`, undefined, token);
  if (res.status !== 200) throw new Error(`getprovisional → ${res.status} ${res.text.slice(0, 200)}`);
  return res.json.sort((a, b) => b.readNumber - a.readNumber);
}

/** Completes a reading's required fields (visual result) so it may move to historical. */
export async function complete(kind: ChemicalKind, token: string, id: number, fields: Record<string, unknown> = {}): Promise<void> {
  const res = await rest("PUT", `/api/${CHEMICAL[kind].option}`, { id, visualResult: 1, ...fields }, token);
  if (res.status !== 200 || res.json?.result === "ERRORS") throw new Error(`PUT ${CHEMICAL[kind].option} → ${res.status} ${res.text.slice(0, 300)}`);
}

/** One reading as the server lists it now (any state), or undefined when not provisional. */
export async function findProvisional(kind: ChemicalKind, token: string, id: number): Promise<ChemicalRow | undefined> {
  return (await provisional(kind, token)).find((row) => row.id === id);
}
