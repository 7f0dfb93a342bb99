// POST /api/Distributor/PostByDomain and Query.distributorByDomain: the distributor is
// found from the host name the app is opened on; the port never matters.
import { describe, expect, test } from "bun:test";
import { api, gql, gqlData, ORIGIN, PORT } from "../helpers";

const postByDomain = (Domain: unknown) => api("POST", "/api/Distributor/PostByDomain", { body: { Domain } });

describe("POST /api/Distributor/PostByDomain", () => {
  test("localhost origin → the first distributor, with exactly id, name, domain, themeFileName", async () => {
    const res = await postByDomain(ORIGIN.localhost);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["domain", "id", "name", "themeFileName"]);
    expect(res.json.domain).toBe("localhost");
    expect(res.json.id).toBeString();
    expect(res.json.id.length).toBeGreaterThan(8);
    expect(res.json.name).toBeString();
    expect(res.json.name.length).toBeGreaterThan(0);
    expect(res.json.themeFileName.length).toBeGreaterThan(0);
  });

  test("127.0.0.1 origin → the second distributor, another id and theme", async () => {
    const local = (await postByDomain(ORIGIN.localhost)).json;
    const res = await postByDomain(ORIGIN.loopback);
    expect(res.status).toBe(200);
    expect(res.json.domain).toBe("127.0.0.1");
    expect(res.json.id).not.toBe(local.id);
    expect(res.json.name).not.toBe(local.name);
  });

  test("the id is opaque: not the numeric database id", async () => {
    const res = await postByDomain(ORIGIN.localhost);
    expect(res.json.id).not.toMatch(/^\d+$/);
  });

  test("only the host name counts: any port, a bare host and upper case give the same distributor", async () => {
    const expected = (await postByDomain(ORIGIN.localhost)).json.id;
    for (const domain of ["http://localhost:1", "https://localhost:8443", "localhost", "LOCALHOST", `localhost:${PORT}`, "http://localhost"]) {
      const res = await postByDomain(domain);
      expect({ domain, status: res.status, id: res.json?.id }).toEqual({ domain, status: 200, id: expected });
    }
    const loop = (await postByDomain(ORIGIN.loopback)).json.id;
    expect((await postByDomain("http://127.0.0.1:9")).json.id).toBe(loop);
    expect((await postByDomain("127.0.0.1")).json.id).toBe(loop);
  });

  test("an unknown domain → 404 with a message", async () => {
    const res = await postByDomain("http://unknown-distributor.invalid:8080");
    expect(res.status).toBe(404);
    expect(res.json.message).toBeString();
    expect(res.json.message.length).toBeGreaterThan(0);
    expect(res.json.id).toBeUndefined();
  });

  test("is public and case-insensitive on the path", async () => {
    const res = await api("POST", "/api/distributor/postbydomain", { body: { Domain: ORIGIN.localhost } });
    expect(res.status).toBe(200);
    expect(res.json.domain).toBe("localhost");
  });
});

describe("Query.distributorByDomain", () => {
  const Q = `query($domain: String!) { distributorByDomain(domain: $domain) { id name domain themeFileName } }`;

  test("answers the same distributor as REST for both hosts", async () => {
    for (const origin of [ORIGIN.localhost, ORIGIN.loopback]) {
      const rest = (await postByDomain(origin)).json;
      const data = gqlData(await gql(Q, { domain: origin }));
      expect(data.distributorByDomain).toEqual(rest);
    }
  });

  test("ignores the port", async () => {
    const a = gqlData(await gql(Q, { domain: "http://localhost:1" })).distributorByDomain;
    expect(a.domain).toBe("localhost");
  });

  test("unknown domain → NOT_FOUND with the REST message, and no data", async () => {
    const res = await gql(Q, { domain: "nowhere.invalid" });
    const rest = await postByDomain("https://nowhere.invalid");
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(res.errors?.[0]?.message).toBe(rest.json.message);
    expect(rest.json.message).toBe("No distributor is configured for nowhere.invalid.");
  });
});
