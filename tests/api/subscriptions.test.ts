// GraphQL subscriptions over graphql-ws on /graphql, authenticated by connectionParams.
// Drives Subscription.notificationAdded with the test hook POST /api/test/notify.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { api, claimsOf, loginAs, mintToken, subscribe, uniqueSuffix } from "../helpers";

const sdl = readFileSync(resolve(import.meta.dir, "../../schema.graphql"), "utf8");
const hasSubscription = /\ntype Subscription \{[^}]*\bnotificationAdded\b/.test(sdl);
if (!hasSubscription) console.warn("schema.graphql has no Subscription.notificationAdded: the graphql-ws round trip is skipped");

const SUB = `subscription { notificationAdded { id type detail url viewed createdAt } }`;
const notify = (userId: number, detail: string) => api("POST", "/api/test/notify", { body: { userId, detail } });

/**
 * A subscription with a missing, expired or revoked token is refused: either the server
 * closes the connection at connection_init, or it accepts the socket as anonymous and the
 * subscription fails with an authentication error code. Never an event, never an internal error.
 */
async function expectRefused(token: string | null, codes: string[]) {
  const sub = subscribe(SUB, token);
  try {
    const refusedAtConnect = await sub.connected.then(
      () => false,
      () => true,
    );
    if (refusedAtConnect) {
      expect(refusedAtConnect).toBe(true); // closed at connection_init: nothing can be subscribed
      return;
    }
    const outcome = await sub.next(5_000).then(
      (e) => ({ data: e.data ?? null, code: e.errors?.[0]?.extensions?.code as string | undefined, message: e.errors?.[0]?.message }),
      (err: unknown) => {
        if (err instanceof Error && err.message.startsWith("no subscription event within")) throw err;
        // graphql-ws rejects with the GraphQL errors of a refused subscribe, or with the close event.
        const first = Array.isArray(err) ? err[0] : undefined;
        return { data: null, code: first ? (first.extensions?.code as string | undefined) : "CLOSED", message: first?.message };
      },
    );
    expect(outcome.data).toBeNull();
    const allowed = [...codes, "CLOSED"];
    if (!allowed.includes(outcome.code ?? "")) throw new Error(`subscription answered ${outcome.code}: ${outcome.message} (expected one of ${allowed.join(", ")})`);
    expect(allowed).toContain(outcome.code!);
  } finally {
    await sub.dispose();
  }
}

describe.skipIf(!hasSubscription)("Subscription.notificationAdded over graphql-ws", () => {
  test("round trip: a notification created for the user reaches its subscription", async () => {
    const token = await loginAs("operatorA");
    const sub = subscribe(SUB, token);
    try {
      await sub.connected;
      // The subscription is registered on the server shortly after the ack: retry the
      // publication until the first event arrives.
      const detail = `ws round trip ${uniqueSuffix()}`;
      const userId = claimsOf(token).Id;
      const event = sub.next(10_000);
      let received: Awaited<typeof event> | undefined;
      event.then((e) => (received = e), () => {});
      for (let i = 0; i < 20 && !received; i++) {
        const res = await notify(userId, detail);
        expect(res.status).toBe(200);
        await Bun.sleep(200);
      }
      const e = await event;
      expect(e.errors).toBeUndefined();
      expect(e.data!.notificationAdded.detail).toBe(detail);
      expect(e.data!.notificationAdded.type).toBe(0);
      expect(e.data!.notificationAdded.viewed).toBe(false);
      expect(Number.isInteger(e.data!.notificationAdded.id)).toBe(true);
      expect(Date.parse(e.data!.notificationAdded.createdAt)).not.toBeNaN();
    } finally {
      await sub.dispose();
    }
  });

  test("another user's notifications are not delivered", async () => {
    const opToken = await loginAs("operatorA");
    const supToken = await loginAs("supervisorA");
    const sub = subscribe(SUB, opToken);
    try {
      await sub.connected;
      const mine = `for operator ${uniqueSuffix()}`;
      const theirs = `for supervisor ${uniqueSuffix()}`;
      const event = sub.next(10_000);
      let received: Awaited<typeof event> | undefined;
      event.then((e) => (received = e), () => {});
      for (let i = 0; i < 20 && !received; i++) {
        await notify(claimsOf(supToken).Id, theirs);
        await Bun.sleep(100);
        await notify(claimsOf(opToken).Id, mine);
        await Bun.sleep(200);
      }
      const e = await event;
      expect(e.data!.notificationAdded.detail).toBe(mine);
    } finally {
      await sub.dispose();
    }
  });

  test("without a token the subscription is refused", async () => {
    await expectRefused(null, ["UNAUTHENTICATED"]);
  });

  test("an expired token is refused", async () => {
    const claims = claimsOf(await loginAs("operatorA"));
    const expired = await mintToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    await expectRefused(expired, ["TOKEN_EXPIRED", "UNAUTHENTICATED"]);
  });

  test("a revoked (logged out) token is refused", async () => {
    const token = await loginAs("operatorA");
    expect((await api("POST", "/api/login/logout", { token, body: {} })).status).toBe(200);
    await expectRefused(token, ["UNAUTHENTICATED"]);
  });
});
