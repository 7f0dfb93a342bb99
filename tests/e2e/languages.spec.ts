// The five languages of the "bionova" theme on the sign-in page: the language picker offers
// English, Español, Italiano, Português and 日本語, and choosing one loads the interface texts
// (general objects) in that language at once, keeps the choice across a reload and sets
// <html lang>. The first demo distributor (localhost) uses the bionova theme.
import { expect, test, type Page } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { expectAccessible } from "./support/axe";

/** The picker's button: its name is "<Language>: <current language>" in the current language. */
const picker = (page: Page) => page.getByRole("button", { name: /^(Language|Idioma|Lingua|言語): / });

async function choose(page: Page, language: string): Promise<void> {
  await picker(page).click();
  await page.getByRole("menuitemradio", { name: language }).click();
  await expect(picker(page)).toContainText(language);
}

// In each language: the sign-in title, the submit button, the "forgot password" link and <html lang>.
const EXPECTED = [
  { language: "Italiano", lang: "it", title: "Accedi", forgot: "Password dimenticata?", footer: "Informativa sulla privacy" },
  { language: "Português", lang: "pt-br", title: "Entrar", forgot: "Esqueceu sua senha?", footer: "Política de privacidade" },
  { language: "日本語", lang: "ja", title: "ログイン", forgot: "パスワードをお忘れですか?", footer: "プライバシーポリシー" },
  { language: "Español", lang: "es", title: "Iniciar sesión", forgot: "¿Olvidó su contraseña?", footer: "Política de privacidad" },
  { language: "English", lang: "en", title: "Sign in", forgot: "Forgot your password?", footer: "Privacy policy" },
] as const;

test("the sign-in page offers the five languages and each one loads its texts", async ({ page }) => {
  test.setTimeout(120_000); // five languages, each a round trip for its texts
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.form("login")).toBeVisible();
  await picker(page).click();
  const options = page.getByRole("menuitemradio");
  await expect(options).toHaveText(["English", "Español", "Italiano", "Português", "日本語"]);
  await page.keyboard.press("Escape");

  for (const e of EXPECTED) {
    await choose(page, e.language);
    const card = login.form("login");
    await expect(card.getByRole("heading", { level: 1 })).toHaveText(e.title);
    await expect(login.submit).toHaveText(e.title);
    await expect(card.getByRole("button", { name: e.forgot })).toBeVisible();
    await expect(page.getByRole("link", { name: e.footer })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", e.lang);
  }
});

test("Italian, then Japanese: the choice survives a reload and the page stays accessible", async ({ page }) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  await login.goto();
  await choose(page, "Italiano");
  await expect(login.form("login").getByRole("heading", { level: 1 })).toHaveText("Accedi");
  await expect(login.field("password")).toBeVisible();

  await choose(page, "日本語");
  await expect(login.form("login").getByRole("heading", { level: 1 })).toHaveText("ログイン");
  await page.reload();
  await expect(login.form("login").getByRole("heading", { level: 1 })).toHaveText("ログイン");
  await expect(page.getByText("メールアドレス", { exact: true })).toBeVisible();
  await expect(picker(page)).toHaveAccessibleName("言語: 日本語");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");

  await expectAccessible(page);
});
