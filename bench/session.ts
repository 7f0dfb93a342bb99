// Signing in as a demo user, as the web client does (the distributor of the page's domain,
// then the login): the benchmarks' bearer tokens.
export async function signIn(base: string, email = "admin@hospital-a.test", password = "Demo-2026"): Promise<string> {
  const post = async (path: string, body: unknown) => (await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json() as Promise<any>;
  const dist = await post("/api/Distributor/PostByDomain", { Domain: base });
  const r = await post("/api/login/login", { Email: email, Password: password, DistId: dist.id });
  if (!r.token) throw new Error(`sign-in ${email} failed: ${JSON.stringify(r)}`);
  return r.token;
}
