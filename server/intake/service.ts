// The chemical-reading intake of the mobile app (docs/intake-api.md): one request, one
// provisional chemical reading with its photo, in the company and sector of the intake
// token, created by the token's user. Fields are checked by the provisional screens' own
// code (server/readings/input.ts: same rules, same messages); the photo by image.ts. The
// reading, its picture, its audit entries and the token's consumption are one transaction:
// any refusal writes nothing and leaves the token usable. After commit the company's
// screens hear of it through readingChanged (the provisional screens' live list).
import type { ServiceContext } from "../context";
import { ValidationError, unauthorized, forbidden } from "../domain/errors";
import { Checker } from "../validation/checker";
import { parseIsoDate } from "../validation/wire";
import { parseReadingInput, checkLotDates, checkReferences } from "../readings/input";
import { RESULTS } from "../readings/enums";
import { FIELDS } from "../readings/fields";
import { appendAudit } from "../readings/audit";
import { nextReadNumber } from "../readings/numbers";
import { readingTable } from "../readings/kinds";
import { readingChanged } from "../readings/events";
import { chemicalResulted } from "../incidents/service";
import { cleanIntakeImage, IntakeImageError, INTAKE_IMAGE_MAX_BYTES, INTAKE_IMAGE_MAX_PIXELS } from "./image";
import { consumeIntakeToken, hashIntakeToken, type IntakeKind } from "./token";

import { beforeIntakeToken, intakeTokenAccepted } from "../limits/attempts";

type Deps = ServiceContext;

/** Messages of a refused token; all are 401 so a phone knows to ask for a new QR code. */
export const TOKEN_MESSAGES = {
  missing: "Send the intake token as Authorization: Bearer <token> (scan the QR code of the mobile-scan button).",
  unknown: "This intake token is not valid: scan a new QR code.",
  expired: "This intake token has expired: press the mobile-scan button again for a new QR code.",
  used: "This intake token has already been used: press the mobile-scan button again for a new QR code.",
} as const;

export const IMAGE_MESSAGES: Record<IntakeImageError["problem"] | "missing", string> = {
  missing: "This field is required",
  empty: "The image is empty.",
  kind: "The image must be a JPEG or PNG photo.",
  truncated: "The image is incomplete or damaged: take the photo again.",
  tooLarge: `The image is larger than ${INTAKE_IMAGE_MAX_BYTES / 1024} KB: send a smaller photo.`,
  tooManyPixels: `The image has more than ${INTAKE_IMAGE_MAX_PIXELS / 1e6} megapixels: send a smaller photo (about 1600 px is plenty).`,
};

/** How far ahead of the server's clock a test time may be (phone clocks drift). */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

/** The token row if it is usable now; a 401 naming why not otherwise. Users and companies deactivated since are refused too. */
export async function intakeTokenOf(deps: Deps, token: string | null) {
  if (!token) throw unauthorized(TOKEN_MESSAGES.missing);
  await beforeIntakeToken(deps); // 429 for an address that keeps sending refused tokens
  const row = await deps.prisma.intakeToken.findUnique({ where: { tokenHash: hashIntakeToken(token) } });
  if (!row) throw unauthorized(TOKEN_MESSAGES.unknown);
  if (row.usedAt) throw unauthorized(TOKEN_MESSAGES.used);
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(TOKEN_MESSAGES.expired);
  const user = await deps.prisma.appUser.findUnique({ where: { id: row.userId }, select: { active: true, companyId: true, company: { select: { active: true, distributorId: true, name: true } } } });
  if (!user?.active || user.companyId !== row.companyId || !user.company?.active) throw forbidden("The user who created this intake token can no longer sign in.");
  const sector = await deps.prisma.sector.findUnique({ where: { id: row.sectorId }, select: { name: true } });
  await intakeTokenAccepted(deps);
  return { ...row, kind: row.kind as IntakeKind, distributorId: user.company.distributorId, companyName: user.company.name, sectorName: sector?.name ?? "" };
}

/** A usable intake token, as intakeTokenOf answers it. */
export type CheckedIntakeToken = Awaited<ReturnType<typeof intakeTokenOf>>;

export interface IntakeRequest {
  /**
   * The reading's fields: REST sends the form's text (wire names of the provisional screens,
   * plus result and testedAt, parsed here); GraphQL sends typed values (its input type's names,
   * result an Int, testedAt a Date).
   */
  fields: Record<string, unknown>;
  image: Uint8Array | null;
}

/** What the phone gets back: enough to show "reading #n saved". */
export interface IntakeReceipt {
  id: number;
  readNumber: number;
  kind: IntakeKind;
  companyId: number;
  sectorId: number;
  imageId: number;
  testedAt: Date;
}

/**
 * Checks fields and photo; then creates the reading, its picture and audit, and consumes the
 * token. The doors check the token first (intakeTokenOf), before reading the body; its use is
 * taken again inside the reading's transaction, so a token used meanwhile is still refused.
 */
export async function intakeChemical(deps: Deps, t: CheckedIntakeToken, req: IntakeRequest): Promise<IntakeReceipt> {
  const kind = t.kind;
  // An empty form field is a field not given (phones send the whole form).
  const given = Object.fromEntries(Object.entries(req.fields).filter(([, v]) => v !== null && v !== undefined && !(typeof v === "string" && v.trim() === "")));
  const { result: rawResult, testedAt: rawTestedAt, ...rest } = given;

  const check = new Checker();
  // Unlike the screens' whole-row saves, the phone sends only its form: a field the kind has not is a mistake worth naming.
  const known = new Set(FIELDS[kind].flatMap((d) => [d.wire, d.column]));
  for (const name of Object.keys(rest)) if (!known.has(name)) check.add(name, `This field is not part of the ${kind === "CHE_WASHER" ? "washer" : "sterilizer"} reading.`);
  const result = rawResult === undefined ? null : typeof rawResult === "string" && /^\s*-?\d+\s*$/.test(rawResult) ? Number(rawResult) : rawResult;
  if (rawResult === undefined) check.add("result", "This field is required");
  else if (typeof result !== "number" || !Number.isInteger(result) || !(result in RESULTS[kind])) check.add("result", `Choose one of: ${Object.entries(RESULTS[kind]).map(([c, s]) => `${c} (${s})`).join(", ")}.`);
  const testedAt = rawTestedAt === undefined ? new Date() : rawTestedAt instanceof Date ? rawTestedAt : typeof rawTestedAt === "string" && /T/.test(rawTestedAt) ? parseIsoDate(rawTestedAt) : null;
  if (!testedAt) check.add("testedAt", "The value must be an ISO 8601 date-time with a time zone, e.g. 2026-03-01T10:20:00Z.");
  else if (testedAt && testedAt.getTime() > Date.now() + CLOCK_SLACK_MS) check.add("testedAt", "The test time cannot be in the future.");
  let image: Awaited<ReturnType<typeof cleanIntakeImage>> | null = null;
  if (!req.image) check.add("image", IMAGE_MESSAGES.missing);
  else {
    try {
      image = await cleanIntakeImage(req.image);
    } catch (e) {
      if (!(e instanceof IntakeImageError)) throw e;
      check.add("image", IMAGE_MESSAGES[e.problem]);
    }
  }
  // The provisional screens' rules: types, lengths, codes, ranges, then lot dates and references.
  let data: Record<string, unknown> = {};
  try {
    data = parseReadingInput(kind, rest);
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const [field, messages] of Object.entries(e.errors)) for (const m of messages) check.add(field, m);
  }
  check.throwIfAny();
  checkLotDates([{}], data);
  await checkReferences(deps.prisma, kind, data, { companyId: t.companyId, distributorId: t.distributorId, sectorIds: [t.sectorId] });

  const now = new Date();
  const created = await deps.prisma.$transaction(async (tx) => {
    if (!(await consumeIntakeToken(tx, t.id, now))) throw unauthorized(TOKEN_MESSAGES.used);
    const picture = await tx.readingImage.create({ data: { companyId: t.companyId, mimeType: image!.mimeType, data: image!.data }, select: { id: true } });
    const readNumber = await nextReadNumber(tx, kind, t.companyId);
    const row = (await readingTable(tx, kind).create({
      data: { ...data, companyId: t.companyId, sectorId: t.sectorId, state: "PROVISIONAL", readNumber, testedAt: testedAt!, result, imageId: picture.id, creationUserId: t.userId } as never,
      select: { id: true, readNumber: true },
    })) as { id: number; readNumber: number };
    await tx.intakeToken.update({ where: { id: t.id }, data: { readingId: row.id } });
    const base = { companyId: t.companyId, kind, readingId: row.id, userId: t.userId, action: "create" as const, oldValue: null };
    const fields: [string, unknown][] = [["state", "PROVISIONAL"], ["source", "mobile intake"], ["result", result], ["imageId", picture.id], ...Object.entries(data)];
    await appendAudit(tx, fields.filter(([, v]) => v !== null && v !== undefined).map(([field, newValue]) => ({ ...base, field, newValue })));
    return { id: row.id, readNumber: row.readNumber, imageId: picture.id };
  });
  readingChanged(deps, { companyId: t.companyId, kind, id: created.id, state: "PROVISIONAL", sectorId: t.sectorId });
  // A chemical reading arrives with its result: a failed one may take its machine out of service (docs/incidents.md).
  await chemicalResulted(deps, { companyId: t.companyId, kind, id: created.id, result: typeof result === "number" ? result : null });
  return { ...created, kind, companyId: t.companyId, sectorId: t.sectorId, testedAt: testedAt! };
}

