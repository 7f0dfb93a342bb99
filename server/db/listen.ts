// LISTEN on a channel (PostgreSQL NOTIFY, e.g. auth/principals.ts's principal_changed): on
// PostgreSQL a connection of its own that reconnects when lost (told through `lost` and
// `listening`, so a cache that depends on it can stop trusting itself in between); on PGlite
// the embedded database's own listener (one process: never lost).
import type { PGlite } from "@electric-sql/pglite";
import { log } from "../log";

export interface Listener {
  /** A payload NOTIFYed on the channel. */
  notify(payload: string): void;
  /** The listening connection is (again) up: nothing sent from now on is missed. */
  listening(): void;
  /** It was lost: notifications may be missed until `listening` is called again. */
  lost(): void;
}

export type Stop = () => Promise<void>;

export async function listenPostgres(url: string, channel: string, l: Listener): Promise<Stop> {
  const { Client } = await import("pg");
  let stopped = false;
  let client: InstanceType<typeof Client> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = async (delay: number): Promise<void> => {
    if (stopped) return;
    const c = new Client({ connectionString: url });
    const again = () => {
      if (client !== c || stopped) return;
      client = null;
      l.lost();
      retry = setTimeout(() => void connect(Math.min(delay * 2, 5_000)), delay);
    };
    client = c;
    c.on("notification", (m) => m.channel === channel && l.notify(m.payload ?? ""));
    c.on("error", (e) => (log.warn("listening connection lost", { channel, error: e.message }), again()));
    c.on("end", again);
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
      if (client === c) l.listening();
    } catch (e) {
      log.warn("listening connection failed", { channel, error: (e as Error).message });
      c.end().catch(() => {});
      again();
    }
  };
  await connect(100);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

export async function listenPGlite(pglite: PGlite, channel: string, l: Listener): Promise<Stop> {
  const unlisten = await pglite.listen(channel, l.notify);
  l.listening();
  return unlisten;
}
