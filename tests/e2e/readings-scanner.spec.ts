// Keyboard-wedge barcode scanner in the reading forms (web/components/scanner): a burst of
// keys a few ms apart (support/scanner.ts) typed into the product or lot field is read as a GS1 code, looked up
// on the server (GraphQL productByBarcode) and fills product and lot
// (upper-cased). GTIN 09521234543213 is Hospital A's distributor's BT220 (DOMAIN.md example).
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { provisionalReading, ReadingForm, ReadingScreen } from "./pages/ReadingPages";
import { expectAccessible } from "./support/axe";
import { DEMO, DEMO_PASSWORD } from "./support/env";
import { scan } from "./support/scanner";

const BT220 = "09521234543213";
/** AIM ]d2 + (01) GTIN + (17) expiry + (10) lot: 39 characters, at least the legacy 35. */
const CODE = `]d201${BT220}1727063010e2elot4567`;
/** A GTIN nobody sells (check digit right). */
const UNKNOWN = `]d201095212345999991727063010unknownlot12`;

async function openEdit(page: Page): Promise<ReadingForm> {
  const reading = await provisionalReading("BI");
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
  const screen = new ReadingScreen(page, "biProvisional");
  await screen.goto();
  const row = await screen.findRow("BI", reading.id, reading.readNumber);
  await screen.action(row, "edit").click();
  const form = new ReadingForm(page);
  await expect(form.root).toBeVisible();
  return form;
}

test.describe("barcode scanner", () => {
  test("a burst typed into the product field fills product and lot", async ({ page }) => {
    const form = await openEdit(page);
    const lookups: string[] = [];
    page.on("request", (r) => {
      const body = r.url().endsWith("/graphql") ? (r.postDataJSON() as { query?: string; variables?: { code?: string } } | null) : null;
      if (body?.query?.includes("query scannerProductQuery")) lookups.push(body.variables?.code ?? "");
    });
    await form.field("productId").focus();
    await scan(page, CODE);
    await expect(form.field("lot")).toHaveValue("E2ELOT4567");
    await expect(form.field("productId").locator("option:checked")).toHaveText(/BT220/);
    expect(lookups.length).toBe(1);
    expect(lookups[0]).toBe(CODE);
  });

  test("a burst typed into the lot field replaces what the burst typed with the code's lot", async ({ page }) => {
    const form = await openEdit(page);
    await form.field("lot").fill("OLD");
    await form.field("lot").focus();
    await scan(page, CODE);
    await expect(form.field("lot")).toHaveValue("E2ELOT4567");
    await expect(form.field("productId").locator("option:checked")).toHaveText(/BT220/);
  });

  test("slow typing stays typing; an unknown product (id 0) is ignored; the scanner field reads short codes", async ({ page }) => {
    const form = await openEdit(page);
    await form.field("lot").focus();
    await page.keyboard.type("ab12", { delay: 80 });
    await expect(form.field("lot")).toHaveValue("AB12");

    await form.field("productId").focus();
    await scan(page, UNKNOWN);
    await expect(form.root).toContainText(/not in the catalogue|no está en el catálogo/);
    await expectAccessible(page);
    await expect(form.field("lot")).toHaveValue("AB12");

    // The dedicated field: 15+ characters, here a bare element string with (01) and (10).
    await form.field("scanCode").focus();
    await scan(page, `01${BT220}10short9`);
    // Enter ends the code whatever the key timing was (a loaded machine can stretch the burst);
    // if the burst was already read, the field is empty and Enter does nothing.
    await page.keyboard.press("Enter");
    await expect(form.field("lot")).toHaveValue("SHORT9");
    await expect(form.field("productId").locator("option:checked")).toHaveText(/BT220/);
    await expect(form.field("scanCode")).toHaveValue("");
  });
});
