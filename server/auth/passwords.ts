// Password hashing (argon2id through Bun.password) and the password rule of spec 002
// ("8+ characters,1 uppercase letter,1 number.").
export const PASSWORD_RULE_MESSAGE = "8+ characters,1 uppercase letter,1 number.";

export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /[A-Z]/.test(password) && /\d/.test(password);
}

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id" });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await Bun.password.verify(password, hash);
  } catch {
    return false;
  }
}

/** A random password that satisfies the rule, for sign-up and administrator resets. */
export function temporaryPassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const letters = Array.from(bytes.slice(0, 7), (b) => alphabet[b % alphabet.length]).join("");
  const upper = alphabet[bytes[7]! % alphabet.length]!.toUpperCase();
  const digits = String((bytes[8]! * 256 + bytes[9]!) % 100).padStart(2, "0");
  return `${upper}${letters}${digits}`;
}
