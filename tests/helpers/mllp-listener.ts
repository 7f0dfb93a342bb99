// A real MLLP listener on 127.0.0.1 (node-hl7-server), as a hospital's interface engine: it
// keeps every message it receives and answers each with the next planned ACK code (the last one
// repeats). Shared by the HL7 unit, API and end-to-end tests; plain Node (Playwright runs it too).
import type { AddressInfo, Server as NetServer } from "node:net";
import { Server } from "node-hl7-server";

export type AckCode = "AA" | "AE" | "AR";

export interface MllpListener {
  port: number;
  /** The ER7 text of each message received, in order. */
  received: string[];
  close(): Promise<void>;
}

export async function listenMllp(plan: AckCode[] = ["AA"]): Promise<MllpListener> {
  const received: string[] = [];
  const server = new Server({ bindAddress: "127.0.0.1" });
  let n = 0;
  const inbound = server.createInbound({ port: 0 }, async (req, res) => {
    received.push(req.getMessage().toString());
    await res.sendResponse(plan[Math.min(n++, plan.length - 1)]!);
  });
  await new Promise<void>((ok) => inbound.once("listen", () => ok()));
  const port = (((inbound as any)._socket as NetServer).address() as AddressInfo).port;
  return { port, received, close: async () => void (await inbound.close()) };
}
