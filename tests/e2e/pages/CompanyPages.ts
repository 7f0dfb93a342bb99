// The company administration screens: signing in, the sector picker and each screen's
// table id (see web/screens/company).
import { expect, type Locator, type Page } from "@playwright/test";
import { LoginPage } from "./LoginPage";
import { RecordDialogPage } from "./RecordDialogPage";
import { RecordTablePage } from "./RecordTablePage";

export const SCREENS = {
  sectors: { path: "/appsector", table: "sectors", testId: "screen-appsector" },
  users: { path: "/appuser", table: "users", testId: "screen-appuser" },
  incubators: { path: "/appconnectedincubators", table: "incubators", testId: "screen-appconnectedincubators" },
  sterilizers: { path: "/appsterilizer", table: "machines-sterilizer", testId: "screen-appsterilizer" },
  washers: { path: "/appwasher", table: "machines-washer", testId: "screen-appwasher" },
  disinfectors: { path: "/appdisinfector", table: "machines-disinfector", testId: "screen-appdisinfector" },
  instruments: { path: "/appinstrument", table: "measures", testId: "screen-appinstrument" },
} as const;
export type ScreenName = keyof typeof SCREENS;

/** Signs in through /login and waits for the home page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/appmain$/);
  await expect(page.getByTestId("home-appmain")).toBeVisible();
}

export class CompanyScreen {
  readonly table: RecordTablePage;
  readonly dialog: RecordDialogPage;

  constructor(
    readonly page: Page,
    readonly name: ScreenName,
  ) {
    this.table = new RecordTablePage(page, SCREENS[name].table);
    this.dialog = new RecordDialogPage(page);
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(SCREENS[this.name].path + query);
    await expect(this.page.getByTestId(SCREENS[this.name].testId)).toBeVisible();
  }

  get sectorPicker(): Locator {
    return this.page.getByTestId("sector-picker");
  }

  /** The screen's success or error banner (outside dialogs). */
  banner(variant: "success" | "critical"): Locator {
    return this.page.getByTestId(SCREENS[this.name].testId).getByTestId(`alert-${variant}`);
  }

  async chooseSector(name: string): Promise<void> {
    await this.sectorPicker.selectOption({ label: name });
  }
}
