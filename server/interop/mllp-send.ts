// Sends one HL7 message to a hospital interface engine over MLLP (TCP) and waits for its
// acknowledgment: one connection per attempt, one message, one ACK block, then the connection
// is closed. The address rules are every outgoing destination's (server/outgoing/addresses.ts):
// unless WEBHOOK_ALLOW_PRIVATE=1, a loopback, private, link-local/metadata or otherwise
// non-public address, or a local host name, in whatever spelling ("127.1", "2130706433"), is
// refused — at configuration (destinationProblem) and again at connection time, on every
// address the host name resolves to; the connection goes to the address that was checked (no
// second resolution: DNS rebinding cannot slip through).
import net from "node:net";
import { checkedAddresses, hostProblem } from "../outgoing/addresses";
import { frame, parseAck, unframe, type Ack } from "./hl7/mllp";

/** Network-level failure or an unusable answer: no ACK to record. */
export class MllpError extends Error {
  override name = "MllpError";
}

export interface MllpOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** The largest answer read (an ACK is a few hundred bytes). */
const MAX_ANSWER = 64 * 1024;

/** Why a host and port cannot be a destination, or null (the check made when it is saved). */
export function destinationProblem(host: string, port: number, allowPrivate: boolean): string | null {
  if (!host.trim()) return "The host is required.";
  const problem = hostProblem(host, allowPrivate);
  if (problem && "notAHost" in problem) return "The host must be a host name or an IP address.";
  if (!Number.isInteger(port) || port < 1 || port > 65535) return "The port must be a whole number from 1 to 65535.";
  return problem ? `The host is ${problem.forbidden}.` : null;
}

/** The address to connect to: every address of the host checked, the first one used. */
async function resolveChecked(host: string, allowPrivate: boolean): Promise<string> {
  try {
    return (await checkedAddresses(host, allowPrivate))[0]!.address;
  } catch (e) {
    throw new MllpError((e as Error).message);
  }
}

/**
 * Sends `message` and resolves with the receiver's acknowledgment (whatever its code); rejects
 * with MllpError when the address is refused, the connection fails, no ACK arrives within the
 * time limit (connect + send + answer), or the answer is not an ACK of this message.
 */
export async function sendMllp(target: { host: string; port: number }, message: string, controlId: string, opts: MllpOptions): Promise<Ack> {
  const problem = destinationProblem(target.host, target.port, opts.allowPrivate);
  if (problem) throw new MllpError(`refused: ${problem}`);
  const started = Date.now();
  const address = await resolveChecked(target.host, opts.allowPrivate);
  const remaining = Math.max(1, opts.timeoutMs - (Date.now() - started));
  return new Promise<Ack>((resolve, reject) => {
    let settled = false;
    let received = Buffer.alloc(0);
    const socket = net.connect({ host: address, port: target.port });
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new MllpError(`no acknowledgment within ${opts.timeoutMs} ms`))), remaining);
    socket.on("connect", () => socket.write(frame(message), "utf8"));
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length > MAX_ANSWER) return finish(() => reject(new MllpError(`the answer passed ${MAX_ANSWER} bytes without an acknowledgment block`)));
      // The block markers are single bytes that never occur inside UTF-8 sequences.
      const { messages } = unframe(received.toString("utf8"));
      if (!messages.length) return;
      const ack = parseAck(messages[0]!);
      if (!ack) return finish(() => reject(new MllpError(`the answer is not an acknowledgment: ${messages[0]!.slice(0, 200).replace(/\r/g, "⏎")}`)));
      if (ack.controlId !== controlId) return finish(() => reject(new MllpError(`the acknowledgment names another message (MSA-2 ${ack.controlId || "empty"}, sent ${controlId})`)));
      finish(() => resolve(ack));
    });
    socket.on("error", (e) => finish(() => reject(new MllpError(e.message))));
    socket.on("close", () => finish(() => reject(new MllpError("the connection closed without an acknowledgment"))));
  });
}
