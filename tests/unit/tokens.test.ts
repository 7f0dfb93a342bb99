// Session tokens (server/auth/tokens.ts): a signature is checked once per token, and a token
// known to be good still expires at its exp and never outlives a change of secret.
import { expect, test } from "bun:test";
import { initTokenSecret, signToken, verifyToken, type SessionClaims } from "../../server/auth/tokens";

const claims: SessionClaims = { Id: 1, Email: "nurse@hospital.test", Company: null, Distributor: null, Sector: null, SectorId: null, PermittedLanguage: null, MustChangePassword: false, IdDistributorCompany: null, UserTypeDescription: null };

test("a token verified before is still refused once its exp has passed", async () => {
  initTokenSecret({ tokenSecret: "unit-secret-1", dataDir: "/tmp" });
  // Two seconds: exp is in whole seconds, so a one-second token may already be at its end on a busy machine.
  const { token, expiresAt } = await signToken(claims, 2);
  expect((await verifyToken(token)).Email).toBe(claims.Email);
  expect((await verifyToken(token)).Email).toBe(claims.Email); // remembered
  await Bun.sleep(Math.max(0, expiresAt.getTime() - Date.now()) + 1100);
  await expect(verifyToken(token)).rejects.toMatchObject({ message: "TokenExpired" });
});

test("a tampered token is refused; a new secret forgets the tokens verified with the old one", async () => {
  initTokenSecret({ tokenSecret: "unit-secret-2", dataDir: "/tmp" });
  const { token } = await signToken(claims, 600);
  await verifyToken(token);
  const [h, p, sig] = token.split(".");
  const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, "base64url").toString()), Id: 2 })).toString("base64url")}.${sig}`;
  await expect(verifyToken(forged)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  initTokenSecret({ tokenSecret: "unit-secret-3", dataDir: "/tmp" });
  await expect(verifyToken(token)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
});
