// The mobile intake seen from /appcisterilizerprovisional (docs/intake-api.md): the supervisor
// presses the mobile-scan button, the dialog shows the QR code and the single-use intake code;
// a phone (this test) posts a reading with its photo through POST /api/intake/chemical with
// that code, and the row appears in the open list without a reload (readingChanged).
import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, BASE_URL } from "./support/env";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";
import { signIn } from "./pages/CompanyPages";
import { ChemicalScreen } from "./pages/ChemicalPages";
import { JPEG_WITH_EXIF, postIntake } from "../helpers/intake-files";

test("a reading sent through the intake with the dialog's code appears live on the provisional screen", async ({ page }) => {
  await signIn(page, DEMO.supervisorA!.email, DEMO_PASSWORD);
  const screen = new ChemicalScreen(page, "sterilizer");
  await screen.goto();

  await screen.mobileScan.click();
  await expect(screen.mobileDialog).toBeVisible();
  const code = screen.mobileDialog.getByTestId("mobile-scan-token");
  await expect(code).toHaveText(/^itk_/);
  const token = (await code.textContent())!.trim();
  const qr = screen.mobileDialog.getByTestId("mobile-scan-qr");
  const link = new URLSearchParams((await qr.getAttribute("data-link"))!.split("?")[1]);
  expect(link.get("token")).toBe(token);
  expect(link.get("kind")).toBe("CHE_STERILIZER");
  expect(link.get("v")).toBe("2");
  await expectAccessible(page);
  await snap(page, "chemical-intake-dialog-1280");
  await page.keyboard.press("Escape");
  await expect(screen.mobileDialog).toHaveCount(0);

  // The phone sends the reading (a unique lot to find its row).
  const lot = `MOB${Date.now().toString(36).toUpperCase()}`;
  const sent = await postIntake(BASE_URL, token, { result: "1", loteProduct: lot, cycle: "C-7", temperature: "134" }, { bytes: JPEG_WITH_EXIF, name: "strip.jpg" });
  expect(sent.status).toBe(201);
  const row = screen.row(sent.json.readNumber);
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText(lot);
  await snap(page, "chemical-intake-live-row-1280");

  // The code was for one reading: the phone is told to ask for a new one.
  const again = await postIntake(BASE_URL, token, { result: "1" }, { bytes: JPEG_WITH_EXIF });
  expect(again.status).toBe(401);
});
