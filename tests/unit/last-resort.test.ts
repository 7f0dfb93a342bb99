// Bun.serve's error handler (server/http/last-resort.ts, wired in server/main.ts): a failure that
// escapes the application is a plain 500 JSON with a ref, never Bun's development error page
// with source lines (issue 33 L3). Shown with a server whose handler throws, in development mode.
import { afterAll, expect, test } from "bun:test";
import { lastResort } from "../../server/http/last-resort";

const server = Bun.serve({
  port: 0,
  development: true,
  fetch() {
    throw new Error("secret detail at /srv/app/server/app.ts:106");
  },
  error: lastResort,
});
afterAll(() => server.stop(true));

test("an escaped failure → 500 JSON { message: Unexpected error (ref …) }, no source, no HTML", async () => {
  const res = await fetch(`http://127.0.0.1:${server.port}/anything`);
  expect(res.status).toBe(500);
  expect(res.headers.get("content-type")).toStartWith("application/json");
  const text = await res.text();
  expect(Object.keys(JSON.parse(text))).toEqual(["message"]);
  expect(JSON.parse(text).message).toMatch(/^Unexpected error \(ref [\w-]+\)$/);
  expect(text).not.toContain("secret detail");
  expect(text).not.toContain("<");
});
