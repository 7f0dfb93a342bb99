// Account security (issue 9, "Account security" and "Live connections"): mail links never
// come from request headers, only the newest recovery link works, a recovered or changed
// password ends the other sessions and closes their live sockets, logout and deactivation
// close sockets too, and anonymous callers learn nothing about who exists.
//
// Every test works on a freshly signed-up company, never on the demo accounts.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, BASE_URL, claimsOf, distId, gql, login, outbox, plainText, recoveryLink, signUpCompany, signUpPayload, uniqueSuffix, type SignedUp } from "../helpers";
import { wsClient } from "../helpers/ws";
import { createCompanyUser, nextMail } from "../helpers/company";

const NEW_PASSWORD = "Changed-2026";
const APP_ORIGIN = BASE_URL; // PUBLIC_URL is unset in tests: http://{domain}:{port}, i.e. http://localhost:<port>

async function freshAdmin(): Promise<SignedUp & { token: string }> {
  const s = await signUpCompany({ acceptEula: true });
  return { ...s, token: await login(s.email, s.password) };
}

async function forgot(email: string, headers: Record<string, string> = {}) {
  const res = await api("POST", "/api/login/forgotPassword", { body: { Email: email, DistId: await distId() }, headers });
  expect(res.status).toBe(200);
}

async function recover(link: { token: string; email: string; distId: string }, password = NEW_PASSWORD) {
  return api("POST", "/api/login/password-recovery", { body: { email: link.email, distId: link.distId, token: link.token, password } });
}

/** A graphql-ws socket that records its events and how it was closed. */
function liveSocket(token: string, query = `subscription { notificationAdded { id } }`) {
  const { client, connected, closed } = wsClient(token);
  const events: unknown[] = [];
  client.subscribe({ query }, { next: (v) => events.push(v), error: () => {}, complete: () => {} });
  return { acked: connected, closed, events, dispose: () => client.dispose() };
}

/**
 * Notifies the user until its socket hears it: the subscription is registered on the server a
 * moment after the socket's acknowledgement, and an event before that is not replayed.
 */
async function heard(socket: { events: unknown[] }, userId: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!socket.events.length) {
    if (Date.now() > deadline) throw new Error("the socket heard no notification within 15 s");
    expect((await api("POST", "/api/test/notify", { body: { userId, detail: "control" } })).status).toBe(200);
    for (let i = 0; i < 10 && !socket.events.length; i++) await Bun.sleep(100);
  }
}

const within = <T>(p: Promise<T>, ms: number, what: string) => Promise.race([p, Bun.sleep(ms).then(() => Promise.reject(new Error(`${what} did not happen within ${ms} ms`)))]);

describe("recovery links", () => {
  test("the link is built from the distributor's configured address, never from Origin, Host or X-Forwarded-*", async () => {
    const s = await signUpCompany();
    const before = (await outbox(s.email)).length;
    await forgot(s.email, { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", referer: "https://evil.example/login" });
    const mail = await nextMail(s.email, before);
    expect(mail.body).not.toContain("evil.example");
    const link = recoveryLink(mail.body);
    expect(plainText(mail.body)).toContain(`${APP_ORIGIN}/login/passwordrecovery/${link.token}/`);
  });

  test("a new request voids the older unused link; the newest one works once", async () => {
    const s = await signUpCompany();
    let known = (await outbox(s.email)).length;
    await forgot(s.email);
    const first = recoveryLink((await nextMail(s.email, known)).body);
    known++;
    await forgot(s.email);
    const second = recoveryLink((await nextMail(s.email, known)).body);
    expect(second.token).not.toBe(first.token);
    const old = await recover(first);
    expect(old.status).toBe(400);
    expect(old.json.message).toBe("The recovery link is not valid or has expired. Ask for a new one.");
    expect((await recover(second)).status).toBe(200);
    expect((await recover(second, "Another-2026")).status).toBe(400);
    await login(s.email, NEW_PASSWORD);
  });

  test("using a link ends every session of the user and closes its live sockets (4401)", async () => {
    const s = await freshAdmin();
    const socket = liveSocket(s.token);
    await within(socket.acked, 5000, "socket acknowledgement");
    const known = (await outbox(s.email)).length;
    await forgot(s.email);
    expect((await recover(recoveryLink((await nextMail(s.email, known)).body))).status).toBe(200);
    expect((await within(socket.closed, 5000, "socket close")).code).toBe(4401);
    expect((await api("POST", "/api/login/getNewAppToken", { token: s.token })).status).toBe(401);
  });
});

describe("sessions end with the password and the account", () => {
  test("changing one's password ends the other sessions and closes their sockets; this session goes on", async () => {
    const s = await freshAdmin();
    const other = await login(s.email, s.password);
    const otherSocket = liveSocket(other);
    const ownSocket = liveSocket(s.token);
    await within(Promise.all([otherSocket.acked, ownSocket.acked]), 5000, "socket acknowledgements");
    const res = await api("POST", "/api/appuser/restorepassword", { token: s.token, body: { AppUser: { id: claimsOf(s.token).Id }, Password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect((await within(otherSocket.closed, 5000, "other socket close")).code).toBe(4401);
    expect((await api("POST", "/api/login/getNewAppToken", { token: other })).status).toBe(401);
    expect((await api("POST", "/api/login/getNewAppToken", { token: s.token })).status).toBe(200);
    // the socket of the session that changed the password stays open: a notification still reaches it
    const userId = claimsOf(s.token).Id;
    await heard(ownSocket, userId);
    await ownSocket.dispose();
  });

  test("logout closes the sockets of that session (4401) and no further event reaches them", async () => {
    const s = await freshAdmin();
    const socket = liveSocket(s.token);
    await within(socket.acked, 5000, "socket acknowledgement");
    expect((await api("POST", "/api/login/logout", { token: s.token })).status).toBe(200);
    expect((await within(socket.closed, 5000, "socket close")).code).toBe(4401);
    await api("POST", "/api/test/notify", { body: { userId: claimsOf(s.token).Id, detail: "after logout" } });
    expect(socket.events).toEqual([]);
  });

  test("a deleted (deactivated) user's sockets close with 4403", async () => {
    const s = await freshAdmin();
    const sectorId = claimsOf(s.token).SectorId;
    const op = await createCompanyUser(s.token, { sectorId, userType: 2 });
    const opToken = await login(op.email, op.password);
    const socket = liveSocket(opToken);
    await within(socket.acked, 5000, "socket acknowledgement");
    const del = await api("DELETE", "/api/appuser", { token: s.token, body: { AppUser: { id: op.item.id } } });
    expect(del.status).toBe(200);
    expect((await within(socket.closed, 5000, "socket close")).code).toBe(4403);
  });

  test("a session ended behind the server's back (expired or revoked in the database) stops its socket at the next event", async () => {
    for (const how of ["expire", "revoke"] as const) {
      const s = await freshAdmin();
      const userId = claimsOf(s.token).Id;
      const socket = liveSocket(s.token);
      await within(socket.acked, 5000, "socket acknowledgement");
      // control: an event while the session is valid arrives
      await heard(socket, userId);
      expect((await api("POST", "/api/test/sessions/expire", { body: { token: s.token, revoke: how === "revoke" } })).status).toBe(200);
      await Bun.sleep(5200); // past the re-check interval (server/session/sockets.ts RECHECK_MS)
      const before = socket.events.length;
      await api("POST", "/api/test/notify", { body: { userId, detail: "after" } });
      expect((await within(socket.closed, 5000, "socket close")).code).toBe(4401);
      expect(socket.events.length).toBe(before);
    }
  }, 60_000);
});

describe("anonymous callers learn nothing about who exists", () => {
  test("sign-up with an existing address answers exactly like a new sign-up; the owner is told by mail", async () => {
    const s = await signUpCompany();
    const { _country, ...taken } = await signUpPayload();
    taken.Administrator.Email = s.email;
    const { _country: _c, ...fresh } = await signUpPayload();
    const known = (await outbox(s.email)).length;
    const [a, b] = [await api("POST", "/api/login/signup", { body: taken }), await api("POST", "/api/login/signup", { body: fresh })];
    expect(a.status).toBe(b.status);
    expect(a.json).toEqual(b.json);
    const mail = await nextMail(s.email, known);
    expect(mail.subject).toBe("Someone tried to register with your address");
    expect(mail.body).toContain(`${APP_ORIGIN}/login`);
    // nothing was created for the second attempt: its company name is unknown
    const check = await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: taken.Company.Name, distributorId: await distId() } });
    expect(check.json.similar).toBe(false);
  });

  test("forgot password answers the same for a known and an unknown address", async () => {
    const s = await signUpCompany();
    const [known, unknown] = [
      await api("POST", "/api/login/forgotPassword", { body: { Email: s.email, DistId: await distId() } }),
      await api("POST", "/api/login/forgotPassword", { body: { Email: `nobody-${uniqueSuffix()}@nowhere.test`, DistId: await distId() } }),
    ];
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual(unknown.json);
  });

  test("the company-name check warns of a similar name without naming the company", async () => {
    const s = await signUpCompany();
    const res = await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: s.companyName.toUpperCase(), distributorId: await distId() } });
    expect(res.status).toBe(200);
    expect(res.json.similar).toBe(true);
    expect(res.json.message).not.toContain(s.companyName);
    const q = await gql(`query($n: String!, $d: String) { similarCompanyName(name: $n, distributorId: $d) { similar message } }`, { n: s.companyName, d: await distId() });
    expect(q.data?.similarCompanyName.similar).toBe(true);
    expect(q.data?.similarCompanyName.message).not.toContain(s.companyName);
  });

  test("the company-name check only looks at the distributor of the page (Hospital A is not a similar name on 127.0.0.1)", async () => {
    const res = await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: "Hospital A" }, headers: { origin: BASE_URL.replace("localhost", "127.0.0.1") } });
    expect(res.json.similar).toBe(false);
    const own = await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: "Hospital A" }, headers: { origin: BASE_URL } });
    expect(own.json.similar).toBe(true);
  });

  test("a sign-in with an unknown address takes about as long as one with a known address and a wrong password", async () => {
    const s = await signUpCompany();
    const time = async (email: string) => {
      const t0 = performance.now();
      const res = await api("POST", "/api/login/login", { body: { Email: email, Password: "Wrong-2026", DistId: await distId() } });
      expect(res.status).toBe(401);
      return performance.now() - t0;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(s.email));
      unknown.push(await time(`nobody-${uniqueSuffix()}@nowhere.test`));
    }
    // Both verify an argon2id hash: without the dummy hash the unknown address answers in ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });
});
