// Proving that a page sent nothing, without guessing a sleep.
import type { Page, Route } from "@playwright/test";

/**
 * Resolves once every request the page had started before the call has been reported to the
 * test's `page.on("request")` listeners. The page fetches a marker URL and this waits until
 * Playwright reports that request: a page's requests are reported in the order it issued them,
 * so a request sent earlier (say, the save that a form blocked by validation must not send)
 * has been reported by then. Call it once the page shows the outcome (the validation messages),
 * then assert that nothing was recorded.
 */
export async function pageRequestsReported(page: Page): Promise<void> {
  const marker = `/healthz?marker=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const reported = page.waitForRequest((r) => r.url().endsWith(marker), { timeout: 10_000 });
  await page.evaluate((url) => fetch(url, { cache: "no-store" }).then((r) => r.status), marker);
  await reported;
}

/**
 * Rewrites the answer of one GraphQL operation (by its name, e.g. "useReferenceProductsQuery")
 * before the page reads it: to show the page a case the demo data lacks. Register it before
 * the page sends the operation.
 */
export async function rewriteGraphQL(page: Page, operation: string, edit: (data: any, variables: Record<string, unknown>) => void): Promise<void> {
  await routeGraphQL(page, operation, async (route, body) => {
    const response = await route.fetch();
    const json = await response.json();
    if (json.data) edit(json.data, body.variables ?? {});
    await route.fulfill({ response, json });
  });
}

/**
 * Hands the requests of one GraphQL operation (by its name, e.g. "apiLoginMutation") to
 * `handle` (answer, abort, count and continue...); every other request goes on as usual.
 */
export async function routeGraphQL(
  page: Page,
  operation: string,
  handle: (route: Route, body: { query: string; variables?: Record<string, unknown> }) => Promise<void> | void,
): Promise<void> {
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null;
    if (!body?.query || !new RegExp(`\\b(query|mutation) ${operation}\\b`).test(body.query)) return route.fallback();
    await handle(route, body as { query: string; variables?: Record<string, unknown> });
  });
}
