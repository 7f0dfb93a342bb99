// Account security as a person meets it: repeated wrong passwords lock the sign-in for a
// while with a clear message, and a session ended elsewhere (password changed in another
// browser) sends this one to the session-expired page at once, through its live socket.
import { expect, test } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";
import { ShellPage } from "./pages/ShellPage";
import { apiLogin, freshCompany } from "./support/api";
import { snap } from "./support/screenshots";
import { ORIGIN } from "./support/env";
import { expectAccessible } from "./support/axe";

test("ten wrong passwords lock the sign-in with a clear message; the right one is refused too until the lock ends", async ({ page }) => {
  test.setTimeout(90_000);
  const company = await freshCompany({ acceptTerms: true, ready: true });
  const login = new LoginPage(page);
  await login.goto();
  for (let i = 1; i <= 10; i++) {
    await login.signIn(company.email, `Wrong-password-${i}`);
    await expect(login.alert("critical")).toContainText("Invalid email or password.");
    await expect(login.field("password")).toHaveValue("");
  }
  await login.signIn(company.email, company.password);
  await expect(login.alert("critical")).toContainText(/Too many attempts\. For your security, try again in \d+ minutes\./);
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, "login-locked");
  await expectAccessible(page);
});

test("a password changed in another browser ends this session: the open page goes to /sessionExpired", async ({ page }) => {
  const company = await freshCompany({ acceptTerms: true, ready: true });
  const login = new LoginPage(page);
  await login.goto();
  // the shell's live notifications socket, acknowledged by the server
  const acknowledged = new Promise<void>((resolve) =>
    page.on("websocket", (ws) => ws.on("framereceived", (f) => String(f.payload).includes("connection_ack") && resolve())),
  );
  await login.signIn(company.email, company.password);
  await expect(page).toHaveURL(/\/appmain$/i);
  await expect(new ShellPage(page).topBar).toBeVisible();
  await acknowledged;
  const other = await apiLogin(company.email, company.password);
  const claims = JSON.parse(Buffer.from(other.split(".")[1]!, "base64url").toString("utf8"));
  const res = await fetch(`${ORIGIN.first}/api/appuser/restorepassword`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${other}` },
    body: JSON.stringify({ AppUser: { id: claims.Id }, Password: "Changed-2026x" }),
  });
  expect(res.status).toBe(200);
  await expect(page).toHaveURL(/\/sessionExpired$/i, { timeout: 15_000 });
  await expect(page.getByTestId("session-expired")).toBeVisible();
});
