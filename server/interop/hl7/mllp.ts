// MLLP, the Minimal Lower Layer Protocol of HL7 v2 (Appendix C of v2.x; "MLLP Release 2"):
// a message travels as one block, VT (0x0B) + message + FS (0x1C) + CR (0x0D), and the receiver
// answers each with one block holding an acknowledgment (original mode: an ACK whose MSA-1 is
// AA accept, AE error or AR reject; enhanced mode's CA/CE/CR are read alike). Pure functions:
// the TCP side is ../mllp-send.ts.

export const START_BLOCK = "\x0b";
export const END_BLOCK = "\x1c";
export const CARRIAGE_RETURN = "\r";

/** One MLLP block around an ER7 message. */
export function frame(message: string): string {
  return `${START_BLOCK}${message}${END_BLOCK}${CARRIAGE_RETURN}`;
}

/**
 * Takes the complete blocks off the front of a receive buffer: the messages inside them and
 * what is left (the start of a block still arriving). Bytes before a start block are dropped.
 */
export function unframe(buffer: string): { messages: string[]; rest: string } {
  const messages: string[] = [];
  let rest = buffer;
  for (;;) {
    const start = rest.indexOf(START_BLOCK);
    if (start < 0) return { messages, rest: "" };
    const end = rest.indexOf(END_BLOCK + CARRIAGE_RETURN, start + 1);
    if (end < 0) return { messages, rest: rest.slice(start) };
    messages.push(rest.slice(start + 1, end));
    rest = rest.slice(end + 2);
  }
}

export interface Ack {
  /** MSA-1: AA, AE, AR (or CA, CE, CR). */
  code: string;
  /** MSA-2: the control id of the message acknowledged. */
  controlId: string;
  /** MSA-3 (text message, withdrawn in 2.6 but still sent) or ERR-8 (user message): why, when not accepted. */
  text: string;
}

/** Reads an acknowledgment message (its MSH-1 gives the separators); null when it is not one. */
export function parseAck(message: string): Ack | null {
  const segments = message.split(/\r\n|\r|\n/).filter((s) => s.length > 0);
  const header = segments[0];
  if (!header?.startsWith("MSH") || header.length < 8) return null;
  const fieldSep = header[3]!;
  const componentSep = header[4]!;
  const fieldsOf = (name: string) => segments.find((s) => s.startsWith(name + fieldSep))?.split(fieldSep) ?? null;
  const msa = fieldsOf("MSA");
  if (!msa) return null;
  const err = fieldsOf("ERR");
  const code = (msa[1] ?? "").split(componentSep)[0]!.trim().toUpperCase();
  if (!code) return null;
  const text = (msa[3] ?? "").trim() || (err?.[8] ?? "").split(componentSep)[0]!.trim() || (err?.[3] ?? "").split(componentSep).slice(0, 2).join(" ").trim();
  return { code, controlId: (msa[2] ?? "").trim(), text };
}

/** An ACK means delivered: AA (original mode) or CA (enhanced mode's commit accept). */
export const isAccepted = (code: string) => code === "AA" || code === "CA";
