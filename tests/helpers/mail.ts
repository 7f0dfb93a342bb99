// The mail outbox test hook (GET /api/test/outbox?to=, served when TEST_HOOKS=1) and
// parsers for the links and passwords the mails carry. Runs under Bun and under Node
// (Playwright's end-to-end support imports the parsers).
import { api } from "./http";

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Mails to `to`, newest first. */
export async function outbox(to: string): Promise<OutboxMail[]> {
  const res = await api("GET", "/api/test/outbox", { query: { to } });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`outbox hook → ${res.status} ${res.text.slice(0, 300)} (is TEST_HOOKS=1 set?)`);
  return res.json;
}

/** Waits for a mail to `to` newer than `after` (ISO time or Date), newest first. */
export async function waitForMail(to: string, after?: Date, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await outbox(to);
    const fresh = mails.find((m) => !after || new Date(m.createdAt).getTime() >= after.getTime() - 1000);
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Text of a mail body with HTML tags removed and entities of interest decoded. */
export function plainText(body: string): string {
  return body
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

export interface RecoveryLink {
  token: string;
  email: string;
  distId: string;
  path: string;
}

/** Finds the `/login/passwordrecovery/<token>/<email>/<distId>` link of a recovery mail. */
export function recoveryLink(body: string): RecoveryLink {
  const m = /\/login\/passwordrecovery\/([^/\s"'<>]+)\/([^/\s"'<>]+)\/([^/\s"'<>?#]+)/.exec(body.replace(/&amp;/g, "&"));
  if (!m) throw new Error(`no /login/passwordrecovery/ link in mail: ${body.slice(0, 500)}`);
  return { token: decodeURIComponent(m[1]), email: decodeURIComponent(m[2]), distId: decodeURIComponent(m[3]), path: m[0] };
}

/** Finds the temporary password of a sign-up mail ("... password: <value>", in any shipped language). */
export function temporaryPassword(body: string): string {
  // "Temporary password: X" (sign-up) or "Your temporary password is X" (reset), in the five languages.
  const text = plainText(body);
  const m = /(?:password|contraseña|senha|パスワード)[^:\n]{0,40}:\s*([^\s<]+)/i.exec(text) ?? /(?:password|contraseña|senha|パスワード)(?:\s*(?:temporal|temporanea|temporária))?\s*(?:\bis\b|\bes\b|è|é|は)\s*([A-Za-z0-9]{6,})/i.exec(text);
  if (!m) throw new Error(`no temporary password in mail: ${body.slice(0, 500)}`);
  return m[1].replace(/[.,;]$/, "");
}
