// REST door of the reading screens (spec 001 section 7): /api/ReadingBI, /api/ReadingPRO,
// /api/ReadingCHESterilizer, /api/ReadingCHEWasher, plus their reference data.
import type { RestContext, Router } from "../http/router";
import type { ReadingKind } from "../db/generated/client";
import { auditTrail, editReadings, listReadings, parseIds, readingDetail } from "./service";
import { wireRows } from "./wire";
import { options } from "./enums";
import { int } from "../http/validate";
import { distributorByEncryptedId } from "../distributors/service";
import { notFound } from "../http/errors";
import { PRODUCT_TYPES } from "./input";

type Body = Record<string, any>;
const STAFF = { companyType: [0, 1, 2] };
export const OPTION_KIND: Record<string, ReadingKind> = { ReadingBI: "BI", ReadingPRO: "PRO", ReadingCHESterilizer: "CHE_STERILIZER", ReadingCHEWasher: "CHE_WASHER" };

const wireList = (c: RestContext, kind: ReadingKind, rows: Record<string, any>[]) => wireRows(c.prisma, kind, rows);

/** The mass payload may come bare ({ReadIds, ...}) or wrapped ({ReadBIMasive: {...}, UserLogged}). */
function massBody(b: Body): Body {
  if ("ReadIds" in b || "readIds" in b) return b;
  return (Object.values(b).find((v) => v && typeof v === "object" && ("ReadIds" in v || "readIds" in v)) as Body) ?? b;
}
/** A single reading may come bare or wrapped ({ReadingBI: {...}, UserLogged}). */
function readingBody(b: Body, option: string): Body {
  return b[option] ?? b.Reading ?? b.reading ?? b;
}

export function readingRoutes(r: Router) {
  for (const [option, kind] of Object.entries(OPTION_KIND)) {
    const base = `/api/${option}`;
    if (kind === "BI" || kind === "PRO") r.get(`${base}/getlive`, STAFF, async (c) => wireList(c, kind, await listReadings(c, kind, ["LIVE"])));
    r.get(`${base}/getprovisional`, STAFF, async (c) => wireList(c, kind, await listReadings(c, kind, ["PROVISIONAL"])));
    r.get(`${base}/getDetail`, STAFF, async (c) => (await wireList(c, kind, [await readingDetail(c, kind, int(c.query.get("Id")))]))[0]);
    r.get(`${base}/GetPossibleResults`, STAFF, () => options.results(kind));
    r.get(`${base}/getAudit`, STAFF, (c) => auditTrail(c, kind, int(c.query.get("Id"))));

    // Edit one reading; moveToSaved (the split button's 'Confirm and save') also saves it.
    r.put(base, STAFF, async (c) => {
      const body = readingBody(await c.body<Body>(), option);
      const [saved] = await editReadings(c, kind, parseIds([body.id ?? body.Id]), body, { move: body.moveToSaved === true ? "confirmAndSave" : undefined });
      const [item] = await wireList(c, kind, [saved!]);
      return { result: "OK", message: body.moveToSaved ? "Reading confirmed and saved." : "Saved successfully.", item };
    });
    const massModify = async (c: RestContext) => {
      const body = massBody(await c.body<Body>());
      const saved = await editReadings(c, kind, parseIds(body.ReadIds ?? body.readIds), body);
      return { result: "OK", message: `${saved.length} reading(s) saved.`, items: await wireList(c, kind, saved) };
    };
    r.post(`${base}/masiveModify`, STAFF, massModify);
    r.put(`${base}/masiveModify`, STAFF, massModify);
    r.post(`${base}/toHistorical`, STAFF, async (c) => {
      const body = readingBody(await c.body<Body>(), option);
      await editReadings(c, kind, parseIds([body.id ?? body.Id]), body, { move: "toHistorical" });
      return { result: "OK", message: "Reading moved to historical." };
    });
    r.post(`${base}/masiveToHistorical`, STAFF, async (c) => {
      const body = massBody(await c.body<Body>());
      const moved = await editReadings(c, kind, parseIds(body.ReadIds ?? body.readIds), {}, { move: "toHistorical" });
      return { result: "OK", message: `${moved.length} reading(s) moved to historical.` };
    });
  }

  r.get("/api/ReadingBI/GetProcessBI", STAFF, () => options.processes());
  r.get("/api/ReadingBI/GetconditionSCIB", STAFF, () => options.conditions());
  r.get("/api/Enum/GetVisualResultsBI", STAFF, () => options.visualResults("BI"));
  r.get("/api/Enum/GetVisualResultsPRO", STAFF, () => options.visualResults("PRO"));
  r.get("/api/Enum/getDetergentTypes", STAFF, () => options.detergentTypes());
  r.get("/api/Enum/getUserEvaluation", STAFF, () => options.userEvaluations());
  r.get("/api/Enum/GetValueDUnits", STAFF, () => options.valueDUnits());

  r.get("/api/Program", { authenticated: true }, async (c) => {
    const programs = await c.prisma.program.findMany({ orderBy: [{ incubatorModelId: "asc" }, { programIndex: "asc" }] });
    return programs.map((p) => ({ id: p.id, programIndex: p.programIndex, nombre: p.name, name: p.name, time: Number(p.time), minutes: Math.round(Number(p.time) * 60), temperature: Number(p.temperature), incubatorModelId: p.incubatorModelId }));
  });

  // Products of the caller's distributor (the id in the query must be it); ?productType narrows to one family.
  r.get("/api/Product/GetByDistributorEncrypted", { company: true }, async (c) => {
    const dist = await distributorByEncryptedId(c.prisma, c.query.get("distributorId"));
    const own = await c.prisma.company.findUniqueOrThrow({ where: { id: c.principal!.companyId! }, select: { distributorId: true } });
    if (dist.id !== own.distributorId) throw notFound();
    const kind = c.query.get("kind") ? OPTION_KIND[c.query.get("kind")!] : undefined;
    const products = await c.prisma.product.findMany({
      where: { distributorId: dist.id, ...(kind ? { productModel: { type: { in: PRODUCT_TYPES[kind] } } } : {}) },
      orderBy: { name: "asc" },
      include: { productModel: { select: { type: true, name: true, compatibleTrazanto: true, programId: true } } },
    });
    return products.map((p) => ({ id: p.id, name: p.name, brand: p.brand, toString: `${p.name} (${p.brand})`, compatible: p.productModel.compatibleTrazanto, productModel: p.productModel }));
  });
}
