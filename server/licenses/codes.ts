// Activation codes (docs/licenses.md): 135 random bits in Crockford's base 32 (no I, L, O, U:
// nothing to misread), a Luhn mod 32 check character that catches any single mistyped
// character and most swaps before the database is asked, grouped by four:
// "7KQ2-M9XD-...-R4T0" (7 groups). Codes of older systems (the seed's BNV-DEMO-CLOUD-0001)
// have no check character and are matched as typed (trimmed, upper case).
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_CHARS = 27;
const LENGTH = RANDOM_CHARS + 1;

/** Luhn mod N over the alphabet: the character that makes the whole code check. */
function checkCharacter(body: string): string {
  const n = ALPHABET.length;
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    let addend = factor * ALPHABET.indexOf(body[i]!);
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / n) + (addend % n);
    sum += addend;
  }
  return ALPHABET[(n - (sum % n)) % n]!;
}

const group = (s: string) => s.match(/.{1,4}/g)!.join("-");

/** A new code: unguessable, with its check character. */
export function generateCode(): string {
  const bytes = randomBytes(RANDOM_CHARS);
  // 256 is a multiple of 32: the low five bits of a random byte are uniform.
  const body = Array.from(bytes, (b) => ALPHABET[b & 31]).join("");
  return group(body + checkCharacter(body));
}

export type ReadCode = { kind: "checked"; code: string } | { kind: "mistyped" } | { kind: "legacy"; code: string };

/**
 * A code as a person typed it: blanks and dashes ignored, lower case accepted, O read as 0 and
 * I or L as 1. A code of the checked form with a wrong check character is "mistyped"; one not of
 * that form is a legacy code, looked up as typed.
 */
export function readCode(typed: string): ReadCode {
  const trimmed = typed.trim().toUpperCase();
  const squeezed = trimmed.replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (squeezed.length === LENGTH && [...squeezed].every((c) => ALPHABET.includes(c))) {
    const body = squeezed.slice(0, -1);
    return checkCharacter(body) === squeezed.at(-1) ? { kind: "checked", code: group(squeezed) } : { kind: "mistyped" };
  }
  return { kind: "legacy", code: trimmed };
}
