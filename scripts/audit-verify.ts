// npm run audit:verify [-- --company <id>] [-- --json]: walks each company's audit chain (or
// one) in the database the server is configured with (DATABASE_URL, else the PGlite data folder
// — stop the server first: PGlite is one process's) and reports the first broken link of each.
// Exit code 0: every chain holds; 1: a chain is broken; 2: the check could not run. The seal
// key is the server's (AUDIT_SEAL_KEY or the one derived from TOKEN_SECRET / the data folder).
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { initSealKey } from "../server/audit/seal";
import { verifyChain } from "../server/audit/verify";

const argv = process.argv.slice(2);
const values = { company: argv.includes("--company") ? argv[argv.indexOf("--company") + 1] : undefined, json: argv.includes("--json") };
const config = loadConfig();
try {
  initSealKey(config);
  const db = await openDatabase({ ...config, statementTimeoutMs: 0 });
  const companies = values.company
    ? [Number(values.company)]
    : (await db.query<{ companyId: number }>(`SELECT "companyId" FROM "audit_chain_head" ORDER BY "companyId"`)).map((r) => r.companyId);
  let broken = 0;
  for (const companyId of companies) {
    const v = await verifyChain(db, companyId);
    if (!v.ok) broken++;
    if (values.json) console.log(JSON.stringify(v));
    else if (v.ok) console.log(`company ${companyId}: OK — ${v.links} links, head ${v.headSeq}${v.sealedSeq ? `, sealed at ${v.sealedSeq}` : ", not sealed yet"}`);
    else console.log(`company ${companyId}: BROKEN at link ${v.firstBreak!.seq ?? "-"} — ${v.firstBreak!.kind}: ${v.firstBreak!.detail}`);
  }
  await db.close();
  process.exit(broken ? 1 : 0);
} catch (error) {
  console.error(`audit:verify could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
