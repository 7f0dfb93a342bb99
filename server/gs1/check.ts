// GS1 mod-10 check digits (GTIN-8/12/13/14, SSCC, GLN): weights 3, 1, 3 ... from the right,
// check digit = (10 - sum mod 10) mod 10.

export function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function hasValidCheckDigit(code: string): boolean {
  return /^\d{2,}$/.test(code) && checkDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * A GTIN-8, -12, -13 or -14 written as GTIN-14 (left-padded with zeros), or a reason why it is
 * not one. The GTIN table stores GTIN-14 only.
 */
export function normalizeGtin(raw: string): { gtin: string } | { error: string } {
  const code = raw.trim();
  if (!/^\d+$/.test(code)) return { error: "A GTIN has digits only." };
  if (![8, 12, 13, 14].includes(code.length)) return { error: `A GTIN has 8, 12, 13 or 14 digits (got ${code.length}).` };
  const gtin = code.padStart(14, "0");
  const expected = checkDigit(gtin.slice(0, 13));
  if (expected !== Number(gtin[13])) return { error: `The GTIN ${code} has a wrong check digit (expected ${expected}).` };
  return { gtin };
}
