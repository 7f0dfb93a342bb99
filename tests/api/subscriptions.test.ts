// GraphQL subscriptions over graphql-ws on /graphql, authenticated by connectionParams.
// Drives Subscription.notificationAdded with the test hook POST /api/test/notify.
import { describe, expect, test } from "bun:test";
import { api, claimsOf, loginAs, mintToken, subscribe, uniqueSuffix } from "../helpers";

const SUB = `subscription { notificationAdded { id notificationId type detail url viewed createdAt } }`;
const notify = (userId: number, detail: string) => api("POST", "/api/test/notify", { body: { userId, detail } });

/**
 * A subscription with a missing, expired or revoked token is refused: either the server
 * closes the connection at connection_init with graphql-ws's 4401 (unauthorized) or 4403
 * (forbidden), or it accepts the socket as anonymous and the subscription fails with an
 * authentication error code. Never an event, never an internal error.
 */
async function expectRefused(token: string | null, codes: string[]) {
  const sub = subscribe(SUB, token);
  try {
    const refused = await sub.connected.then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    if (refused !== null) {
      // Closed at connection_init: with the close code that says why, and the subscription
      // (started before the close) ends without an event.
      expect(refused).toMatch(/^graphql-ws closed before ack: 440[13]\b/);
      const after = await sub.next(5_000).then(
        (e) => `event ${JSON.stringify(e)}`,
        (err: unknown) => (err instanceof Error && err.message.startsWith("no subscription event within") ? err.message : "closed"),
      );
      expect(after).toBe("closed");
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

describe("Subscription.notificationAdded over graphql-ws", () => {
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
      expect(Number.isInteger(e.data!.notificationAdded.notificationId)).toBe(true);
      expect(e.data!.notificationAdded.id).toBe(Buffer.from(`AppNotification:${e.data!.notificationAdded.notificationId}`).toString("base64"));
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
      // The subscription is registered for sure now: the supervisor's notification, sent before
      // a second one of the operator's, must not be the next event.
      const theirsAgain = `for supervisor again ${uniqueSuffix()}`;
      const mineAgain = `for operator again ${uniqueSuffix()}`;
      expect((await notify(claimsOf(supToken).Id, theirsAgain)).status).toBe(200);
      expect((await notify(claimsOf(opToken).Id, mineAgain)).status).toBe(200);
      let next = await sub.next(10_000);
      // (the loop above may have published `mine` more than once before the first one arrived)
      while (next.data?.notificationAdded?.detail === mine) next = await sub.next(10_000);
      expect(next.data!.notificationAdded.detail).toBe(mineAgain);
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
