// The company-logo block (spec 002 sections 2.2, 4 "Logo", 5, 8, 9), placed on /appparameters:
// the administrator chooses a PNG, sees it in the 340 × 65 preview, saves it and sees it in
// the top bar; choosing the stored picture again leaves Save disabled; a renamed SVG reaches
// the server and its message shows while the stored logo comes back; delete empties both; a
// supervisor sees no block; the saved logo heads the printed record (the historical browser's
// report). Accessibility (axe) of the whole parameters screen and screenshots of each state.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { HistoricalPage } from "./pages/HistoricalPage";
import { createSector, readyAdmin, readyUser, unique } from "./support/company";
import { url } from "./support/env";
import { activeLicense, providerToken } from "./support/licenses";
import { snap } from "./support/screenshots";
import { expectAccessible } from "./support/axe";
import { SVG, logoPng } from "../helpers/logo-files";

const png = Buffer.from(logoPng(400, 80, 0));

// A fresh company, its users' mails and sign-ins, axe: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

class LogoBlock {
  readonly root: Locator;
  readonly file: Locator;
  readonly save: Locator;
  readonly remove: Locator;
  readonly preview: Locator;
  readonly topBarLogo: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByTestId("company-logo-block");
    this.file = page.getByTestId("logo-file");
    this.save = page.getByTestId("logo-save");
    this.remove = page.getByTestId("logo-delete");
    this.preview = page.getByTestId("logo-preview");
    this.topBarLogo = page.getByTestId("top-bar-company-logo").locator("img");
  }
  async goto() {
    await this.page.goto(url("first", "/appparameters"));
    await expect(this.page.getByRole("heading", { name: "Parameters", level: 1 })).toBeVisible({ timeout: 60_000 });
  }
  choose(name: string, mimeType: string, buffer: Buffer) {
    return this.file.setInputFiles({ name, mimeType, buffer });
  }
  banner(variant: "success" | "critical") {
    return this.root.getByTestId(`alert-${variant}`);
  }
}

/** Removes the company's logo if one is left (a failed step must not leave it behind). */
async function removeLogo(token: string) {
  await fetch(url("first", "/api/CompanyFile"), { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
}

/** The picture really loaded (not a broken image): its natural size is the file's. */
async function expectLoaded(img: Locator, width: number, height: number) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((e: HTMLImageElement) => [e.complete, e.naturalWidth, e.naturalHeight])).toEqual([true, width, height]);
}

test("the administrator uploads, sees the preview, the top bar and the printed record, is refused an SVG, deletes", async ({ page }) => {
  const admin = await readyAdmin();
  // The record of biological indicators (the historical browser's first type) needs a Bionova Cloud licence.
  await activeLicense(admin, await providerToken());
  try {
    await uploadAndDelete(page, admin);
  } finally {
    await removeLogo(admin.token);
  }
});

async function uploadAndDelete(page: Page, admin: { email: string; password: string }) {
  await signIn(page, admin.email, admin.password);
  const block = new LogoBlock(page);
  await block.goto();

  // No logo yet: the empty preview, the help text with the limit and the aspect, nothing to save or delete.
  await expect(block.root).toBeVisible();
  await expect(block.preview).toContainText("No logo yet");
  await expect(block.root).toContainText("PNG or JPG, at most 512 KB");
  await expect(block.root).toContainText("340 × 65 px");
  await expect(block.save).toBeDisabled();
  await expect(block.remove).toBeDisabled();
  await expect(block.topBarLogo).toHaveCount(0);
  const box = await block.preview.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([340, 65]);
  await expect(page.getByTestId("parameter-noticeDays")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "logo-empty");

  // A PNG chosen: previewed (contained in the box) before saving; Save enabled.
  await block.choose("hospital-logo.png", "image/png", png);
  await expect(block.root).toContainText("New logo (not saved yet)");
  await expectLoaded(block.preview.locator("img"), 400, 80);
  await expect(block.preview.locator("img")).toHaveCSS("object-fit", "contain");
  await expect(block.save).toBeEnabled();
  await snap(page, "logo-chosen");

  // Saved: the success message, the stored logo in the preview and in the top bar.
  await block.save.click();
  await expect(block.banner("success")).toContainText("The logo was saved.");
  await expect(block.root).toContainText("Current logo");
  await expect(block.remove).toBeEnabled();
  await expect(block.save).toBeDisabled();
  await expectLoaded(block.preview.locator("img"), 400, 80);
  await expectLoaded(block.topBarLogo, 400, 80);
  await expect(block.topBarLogo).toHaveAttribute("alt", /logo/i);
  await snap(page, "logo-saved");
  await page.getByTestId("top-bar").screenshot({ path: "tests/.artifacts/screenshots/logo-top-bar.png" });
  await expectAccessible(page);

  // The printed record (the historical browser's report) carries the stored logo at its top.
  const historical = new HistoricalPage(page);
  await page.goto(url("first", "/AppHistorical"));
  await expect(historical.root).toBeVisible({ timeout: 60_000 });
  await historical.waitLoaded();
  await historical.reportButton.click();
  await page.getByTestId("filter-empty-accept").click();
  await expect(historical.reportFrame).toBeVisible({ timeout: 20_000 });
  const record = page.frameLocator('[data-testid="report-frame"]');
  const printedLogo = record.locator('img[data-field="logo"]');
  await expect(printedLogo).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect.poll(() => printedLogo.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 400, 80]);
  await snap(page, "logo-in-record");
  await page.getByRole("dialog").getByRole("button", { name: /Close|Cerrar/ }).last().click();
  await expect(historical.reportViewer).toHaveCount(0);
  await block.goto();

  // The stored picture chosen again: nothing to save.
  await block.choose("again.png", "image/png", png);
  await expect(block.root).toContainText("This is the logo already saved.");
  await expect(block.save).toBeDisabled();

  // An SVG renamed .png gets past the chooser; the server reads its bytes and refuses it with
  // its message, and the stored logo shows again.
  await block.choose("sneaky.png", "image/png", Buffer.from(SVG));
  await expect(block.save).toBeEnabled();
  await block.save.click();
  await expect(block.banner("critical")).toContainText("Invalid file type. Choose a PNG or JPG picture (.png, .jpg).");
  await expect(block.root).toContainText("Current logo");
  await expectLoaded(block.preview.locator("img"), 400, 80);
  await expect(block.save).toBeDisabled();
  await snap(page, "logo-invalid");

  // A name the chooser does not offer: refused at once, nothing sent.
  await block.choose("logo.gif", "image/gif", png);
  await expect(block.banner("critical")).toContainText("Invalid file type.");
  await expect(block.save).toBeDisabled();

  // The logo survives a reload (it is the server's), then Delete empties the preview and the top bar.
  await page.reload();
  await expectLoaded(block.topBarLogo, 400, 80);
  await block.remove.click();
  await expect(block.banner("success")).toContainText("The logo was deleted.");
  await expect(block.preview).toContainText("No logo yet");
  await expect(block.topBarLogo).toHaveCount(0);
  await expect(block.remove).toBeDisabled();
  await snap(page, "logo-deleted");
}

test("a supervisor does not see the logo block", async ({ page }) => {
  const admin = await readyAdmin();
  const sector = await createSector(admin.token, unique("Sterile core"));
  const supervisor = await readyUser(admin.token, { userType: 1, sectorId: sector.id });
  await signIn(page, supervisor.email, supervisor.password);
  const block = new LogoBlock(page);
  await block.goto();
  await expect(page.getByTestId("screen-parameters")).toBeVisible();
  await expect(block.root).toHaveCount(0);
  await snap(page, "logo-supervisor");
});
