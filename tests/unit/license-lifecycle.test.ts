// The licence state machine (server/licenses/lifecycle.ts) and the activation codes
// (server/licenses/codes.ts): every legal and illegal transition, the editor's date rule,
// expiry by time at chosen moments, code generation and reading.
import { describe, expect, test } from "bun:test";
import { allowedTransitions, approvalStart, expiresAt, IllegalTransition, movedEnd, next, periodFrom, STATUS, STATUSES, TRANSITIONS, type Transition } from "../../server/licenses/lifecycle";
import { generateCode, readCode } from "../../server/licenses/codes";

const DAY = 86_400_000;
const LEGAL: Record<Transition, Partial<Record<number, number>>> = {
  approve: { 0: 1 },
  cancel: { 0: 5, 1: 5 },
  suspend: { 2: 4 },
  unsuspend: { 4: 2 },
  activate: { 1: 2 },
  expire: { 2: 3, 4: 3 },
};

describe("transitions", () => {
  for (const transition of Object.keys(TRANSITIONS) as Transition[]) {
    for (const from of STATUSES) {
      const to = LEGAL[transition][from];
      test(`${transition} from ${from}: ${to === undefined ? "refused" : `→ ${to}`}`, () => {
        if (to === undefined) {
          expect(() => next(transition, from)).toThrow(IllegalTransition);
          expect(allowedTransitions(from)).not.toContain(transition);
        } else {
          expect(next(transition, from) as number).toBe(to);
          expect(allowedTransitions(from)).toContain(transition);
        }
      });
    }
  }

  test("a refusal says what the transition needs", () => {
    expect(() => next("suspend", STATUS.requested)).toThrow("Only an active licence can be suspended.");
    expect(() => next("approve", STATUS.active)).toThrow("Only a requested licence can be approved.");
  });

  test("an unknown status allows nothing", () => {
    expect(allowedTransitions(9)).toEqual([]);
    expect(() => next("cancel", 9)).toThrow(IllegalTransition);
  });
});

describe("dates", () => {
  const now = new Date("2026-11-26T10:00:00Z");

  test("an approval starts at the requested start, or now if that has passed", () => {
    expect(approvalStart(new Date("2026-12-01T00:00:00Z"), now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(approvalStart(new Date("2026-11-01T00:00:00Z"), now)).toBe(now);
    expect(periodFrom(now, 30).endDate.getTime() - now.getTime()).toBe(30 * DAY);
  });

  test("the editor's days move the end, which must stay after the start", () => {
    const start = new Date("2026-11-01T00:00:00Z");
    const end = new Date("2026-12-01T00:00:00Z");
    expect(movedEnd(start, end, 30)!.toISOString()).toBe("2026-12-31T00:00:00.000Z");
    expect(movedEnd(start, end, -29)!.toISOString()).toBe("2026-11-02T00:00:00.000Z");
    expect(movedEnd(start, end, -30)).toBeNull();
    expect(movedEnd(start, end, -400)).toBeNull();
  });

  test("the clock expires active and suspended licences once their end has passed", () => {
    const end = new Date("2026-12-01T00:00:00Z");
    const before = new Date(end.getTime() - 1);
    const after = new Date(end.getTime() + 1);
    expect(expiresAt(STATUS.active, end, before)).toBe(false);
    expect(expiresAt(STATUS.active, end, after)).toBe(true);
    expect(expiresAt(STATUS.suspended, end, after)).toBe(true);
    for (const s of [STATUS.requested, STATUS.approved, STATUS.expired, STATUS.cancelled]) expect(expiresAt(s, end, after)).toBe(false);
  });
});

describe("activation codes", () => {
  test("a new code: 28 characters of Crockford's base 32 in groups of four, unique", () => {
    const codes = new Set(Array.from({ length: 2000 }, generateCode));
    expect(codes.size).toBe(2000);
    for (const c of [...codes].slice(0, 50)) expect(c).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  test("read as typed: case, dashes, blanks, O for 0 and I/L for 1 do not matter", () => {
    const code = generateCode();
    expect(readCode(code)).toEqual({ kind: "checked", code });
    const sloppy = ` ${code.replace(/-/g, " ").toLowerCase().replace(/0/g, "o").replace(/1/g, "l")} `;
    expect(readCode(sloppy)).toEqual({ kind: "checked", code });
  });

  test("any single mistyped character and any swap of two different neighbours is caught", () => {
    const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    for (let n = 0; n < 20; n++) {
      const squeezed = generateCode().replace(/-/g, "");
      for (let i = 0; i < squeezed.length; i++) {
        const other = alphabet[(alphabet.indexOf(squeezed[i]!) + 1 + n) % 32]!;
        expect(readCode(squeezed.slice(0, i) + other + squeezed.slice(i + 1)).kind).toBe("mistyped");
      }
      for (let i = 0; i + 1 < squeezed.length; i++) {
        if (squeezed[i] === squeezed[i + 1]) continue;
        const swapped = squeezed.slice(0, i) + squeezed[i + 1] + squeezed[i] + squeezed.slice(i + 2);
        const read = readCode(swapped);
        // Luhn mod N misses only the swap of the two characters whose values are 0 and N-1 ("0" and "Z").
        if (new Set([squeezed[i], squeezed[i + 1]]).size === 2 && [squeezed[i], squeezed[i + 1]].sort().join("") === "0Z") continue;
        expect(read.kind).toBe("mistyped");
      }
    }
  });

  test("codes of older systems are matched as typed", () => {
    expect(readCode(" bnv-demo-cloud-0001 ")).toEqual({ kind: "legacy", code: "BNV-DEMO-CLOUD-0001" });
  });
});
