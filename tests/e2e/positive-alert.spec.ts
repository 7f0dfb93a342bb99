// A positive biological result reaches the company's administrator at once, as a toast on
// whatever screen is open (notificationAdded over graphql-ws), without a reload; clicking it
// marks it viewed and opens the provisional BI screen.
import { expect, test } from "@playwright/test";
import { signIn } from "./pages/CompanyPages";
import { expectAccessible } from "./support/axe";
import { DEMO, DEMO_PASSWORD, ORIGIN } from "./support/env";
import { snap } from "./support/screenshots";

test("a positive BI result shows as a toast to the administrator without a reload", async ({ page }) => {
  await signIn(page, DEMO.adminA!.email, DEMO_PASSWORD);
  await page.goto("/appsector");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Toasts already waiting from the demo data are closed first, so the new one is alone.
  const stack = page.getByTestId("notification-toasts");
  while (await stack.getByRole("status").count()) await stack.getByRole("status").first().getByRole("button").last().click();

  const res = await fetch(`${ORIGIN.first}/api/test/readings`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "BI", companyId: 1, result: 2 }) });
  expect(res.status).toBe(200);

  const toast = stack.getByRole("status").filter({ hasText: /positiv/i });
  await expect(toast).toHaveCount(1, { timeout: 10_000 });
  await expectAccessible(page);
  await snap(page, "positive-alert-toast");
  await toast.getByRole("button").first().click();
  await expect(page).toHaveURL(/\/appbifinished$/i);
  await expect(stack.getByRole("status").filter({ hasText: /positiv/i })).toHaveCount(0);
});
