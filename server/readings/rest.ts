// REST door of the reading screens (spec 001 section 7): /api/ReadingBI, /api/ReadingPRO,
// /api/ReadingCHESterilizer, /api/ReadingCHEWasher, plus their reference data.
import type { RestContext, Router } from "../http/router";
import type { ReadingKind } from "../db/generated/client";
import { auditTrail, editReadings, listReadings, parseIds, readingDetail } from "./service";
import { temperatureUnitOf, wireRows } from "./wire";
import { options } from "./enums";
import { id, text } from "../validation/wire";
import { massBody, OPTION_KIND, readingBody } from "./legacy";
import { done, saved } from "../http/replies";
import { distributorProducts, incubationPrograms } from "../products/catalogue";
import { COMPANY_USERS, SIGNED_IN, STAFF } from "../auth/scopes";
import { signatureOf } from "../signatures/wire";

const wireList = async (c: RestContext, kind: ReadingKind, rows: Record<string, any>[]) => wireRows(c.prisma, kind, rows, await temperatureUnitOf(c));

export function readingRoutes(r: Router) {
  for (const [option, kind] of Object.entries(OPTION_KIND)) {
    const base = `/api/${option}`;
    if (kind === "BI" || kind === "PRO") r.get(`${base}/getlive`, STAFF, async (c) => wireList(c, kind, await listReadings(c, kind, ["LIVE"])));
    r.get(`${base}/getprovisional`, STAFF, async (c) => wireList(c, kind, await listReadings(c, kind, ["PROVISIONAL"])));
    r.get(`${base}/getDetail`, STAFF, async (c) => (await wireList(c, kind, [await readingDetail(c, kind, c.args({ Id: id() }).Id ?? null)]))[0]);
    r.get(`${base}/GetPossibleResults`, STAFF, () => options.results(kind));
    r.get(`${base}/getAudit`, STAFF, (c) => auditTrail(c, kind, c.args({ Id: id() }).Id ?? null));

    // Edit one reading; moveToSaved (the split button's 'Confirm and save') also saves it.
    // A move is signed by `Signature` beside the reading when the company's policy asks (docs/signatures.md).
    r.put(base, STAFF, async (c) => {
      const raw = await c.body();
      const body = readingBody(raw, option);
      const confirm = body.edit.MoveToSaved === true;
      const [row] = await editReadings(c, kind, parseIds([body.edit.Id]), body, { move: confirm ? "confirmAndSave" : undefined, signature: signatureOf(raw) });
      const [item] = await wireList(c, kind, [row!]);
      return saved(item, confirm ? "Reading confirmed and saved." : "Saved successfully.");
    });
    const massModify = async (c: RestContext) => {
      const body = massBody(await c.body());
      const rows = await editReadings(c, kind, parseIds(body.ids), body);
      return { ...done(`${rows.length} reading(s) saved.`), items: await wireList(c, kind, rows) };
    };
    r.post(`${base}/masiveModify`, STAFF, massModify);
    r.put(`${base}/masiveModify`, STAFF, massModify);
    r.post(`${base}/toHistorical`, STAFF, async (c) => {
      const raw = await c.body();
      const body = readingBody(raw, option);
      await editReadings(c, kind, parseIds([body.edit.Id]), body, { move: "toHistorical", signature: signatureOf(raw) });
      return done("Reading moved to historical.");
    });
    r.post(`${base}/masiveToHistorical`, STAFF, async (c) => {
      const raw = await c.body();
      const moved = await editReadings(c, kind, parseIds(massBody(raw).ids), {}, { move: "toHistorical", signature: signatureOf(raw) });
      return done(`${moved.length} reading(s) moved to historical.`);
    });
  }

  r.get("/api/ReadingBI/GetProcessBI", STAFF, () => options.processes());
  r.get("/api/ReadingBI/GetconditionSCIB", STAFF, () => options.conditions());
  r.get("/api/Enum/GetVisualResultsBI", STAFF, () => options.visualResults("BI"));
  r.get("/api/Enum/GetVisualResultsPRO", STAFF, () => options.visualResults("PRO"));
  r.get("/api/Enum/getDetergentTypes", STAFF, () => options.detergentTypes());
  r.get("/api/Enum/getUserEvaluation", STAFF, () => options.userEvaluations());
  r.get("/api/Enum/GetValueDUnits", STAFF, () => options.valueDUnits());

  r.get("/api/Program", SIGNED_IN, async (c) => {
    const programs = await incubationPrograms(c);
    return programs.map((p) => ({ id: p.id, programIndex: p.programIndex, nombre: p.name, name: p.name, time: Number(p.time), minutes: Math.round(Number(p.time) * 60), temperature: Number(p.temperature), incubatorModelId: p.incubatorModelId }));
  });

  // Products of the caller's distributor (the id in the query must be it); ?productType narrows to one family.
  r.get("/api/Product/GetByDistributorEncrypted", COMPANY_USERS, async (c) => {
    const q = c.args({ distributorId: text(), kind: text() });
    const kind = q.kind && Object.hasOwn(OPTION_KIND, q.kind) ? OPTION_KIND[q.kind] : undefined;
    const products = await distributorProducts(c, { encryptedDistributorId: q.distributorId ?? null, kind });
    return products.map((p) => ({ id: p.id, name: p.name, brand: p.brand, toString: `${p.name} (${p.brand})`, compatible: p.productModel.compatibleTrazanto, productModel: p.productModel }));
  });
}
