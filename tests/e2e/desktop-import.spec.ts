// The desktop database import screen (/appmigrationdatabase, screen 322; spec 002 §2.8, §4, §8):
// a fresh company's administrator refuses a file that is not .db, imports a generated desktop
// database through the confirmation with its three warnings, watches the progress, sees the
// history row, and finds a migrated reading in the historical browser with its marker.
// A fresh company: no other spec's readings or migrations can change what this one sees.
import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signIn } from "./pages/CompanyPages";
import { HistoricalPage } from "./pages/HistoricalPage";
import { readyAdmin } from "./support/company";
import { expectAccessible } from "./support/axe";
import { activeLicense, providerToken } from "./support/licenses";
import { snap } from "./support/screenshots";
import { execFileSync } from "node:child_process";

/** The generator reads and writes SQLite with bun:sqlite: it runs under Bun, beside Playwright's Node. */
function makeDesktopDb(options: { readings: number; out: string; seed: number }): { databaseId: string; counts: Record<"readings_bi" | "readings_pro" | "readings_che", number> } {
  const script = `import { makeDesktopDb } from "./scripts/make-desktop-db.ts"; console.log(JSON.stringify(makeDesktopDb(${JSON.stringify(options)})));`;
  const out = execFileSync(join(process.cwd(), "node_modules/.bin/bun"), ["-e", script], { cwd: process.cwd(), encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").pop()!);
}

test.describe.configure({ timeout: 240_000 });

test("a desktop database imported through the screen lands in the historical browser with its marker", async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), "e2e-desktop-"));
  try {
    const file = join(dir, "cssd-desktop.db");
    const made = makeDesktopDb({ readings: 30000, out: file, seed: Math.floor(Math.random() * 1e9) });
    const total = made.counts.readings_bi + made.counts.readings_pro + made.counts.readings_che;
    const admin = await readyAdmin();
    // The historical browser needs the cloud licence (the import itself does not).
    await activeLicense(admin, await providerToken());
    await signIn(page, admin.email, admin.password);
    await page.goto("/appmigrationdatabase");
    await expect(page.getByRole("heading", { name: "Database migration", level: 1 })).toBeVisible({ timeout: 60_000 });
    // The sector defaults to the user's.
    await expect(page.getByRole("combobox", { name: /Sector/ })).not.toHaveValue("");
    await expectAccessible(page);
    await snap(page, "migration-empty");

    const input = page.getByTestId("migration-file");
    await input.setInputFiles({ name: "export.csv", mimeType: "text/csv", buffer: Buffer.from("id;result\n1;2\n") });
    await expect(page.getByText("Invalid file: only .db files can be imported.")).toBeVisible();
    await expect(page.getByTestId("migration-import")).toBeDisabled();
    await snap(page, "migration-invalid-extension");

    await input.setInputFiles(file);
    await page.getByTestId("migration-import").click();
    const dialog = page.getByTestId("migration-confirm");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("A database can only be imported once.");
    await expect(dialog).toContainText("The process is irreversible.");
    await expect(dialog).toContainText("The readings are assigned to the chosen sector");
    await expectAccessible(page);
    await snap(page, "migration-confirm");
    await page.getByTestId("dialog-confirm").click();

    // Live progress (by subscription) while it runs; file selection disabled meanwhile.
    const progress = page.getByTestId("migration-progress");
    await expect(progress).toBeVisible({ timeout: 30_000 });
    await expect(input).toBeDisabled();
    await snap(page, "migration-progress");

    await expect(page.getByTestId("alert-success")).toContainText(`${total} readings imported.`, { timeout: 180_000 });
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue("");
    const table = page.getByTestId("table-migrations");
    await expect(table).toContainText(made.databaseId);
    await expect(table).toContainText("Completed");
    await expect(table).toContainText(String(total));
    await expectAccessible(page);
    await snap(page, "migration-done");

    const historical = new HistoricalPage(page);
    await historical.goto();
    await historical.waitLoaded();
    await expect(historical.table.rows.getByTestId("migration-mark").first()).toBeVisible({ timeout: 30_000 });
    await snap(page, "migration-historical");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
