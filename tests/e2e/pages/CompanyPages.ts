// The company administration screens: signing in, the sector picker and each screen's
// table id (see web/screens/company).
import { expect, type Locator, type Page } from "@playwright/test";
import { LoginPage } from "./LoginPage";
import { RecordDialogPage } from "./RecordDialogPage";
import { RecordTablePage } from "./RecordTablePage";
import { apiLogin } from "../support/api";
import { url } from "../support/env";

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

/** What the client keeps after signing a user in (language, texts, menu...), by user, in this worker. */
const kept = new Map<string, Record<string, string>>();

/**
 * Signs in and waits for the home page. The first time a user signs in (in this worker) it goes
 * through /login; later it opens a new session through the API and puts it in the browser with
 * what the client kept the first time, so the screens' own tests do not each pay for the sign-in
 * screen (sign-in.spec.ts tests that screen).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const before = kept.get(email);
  if (before) {
    const token = await apiLogin(email, password);
    await page.goto(url("first", "/healthz"));
    await page.evaluate(
      ([items, token]) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
        localStorage.setItem("token", token);
      },
      [before, token] as const,
    );
    await page.goto(url("first", "/"));
  } else {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, password);
  }
  await expect(page).toHaveURL(/\/appmain$/);
  await expect(page.getByTestId("home-appmain")).toBeVisible();
  if (!before) {
    // Not the token (each test has its own session), nor choices a test may change (page sizes).
    const items = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k !== "token" && !/^screen:table:/.test(k))));
    kept.set(email, items);
  }
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
