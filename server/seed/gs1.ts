// GS1 check digit for the seeded GTINs (the Gtin table promises verified codes).

/** Mod-10 check digit of a GTIN body (all digits but the last): weights 3,1,3... from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** GTIN-14 from a 13-digit body. */
export function gtin14(body13: string): string {
  if (!/^\d{13}$/.test(body13)) throw new Error(`GTIN body must be 13 digits: ${body13}`);
  return body13 + gtinCheckDigit(body13);
}
