// A TCP proxy between the server under test and a service it depends on (PostgreSQL, Redis),
// to fail that service as the server sees it without touching the machine's shared one:
// `down()` drops every open connection and refuses new ones (what a restart looks like from
// the client's side: connections reset, then "connection refused"), `up()` accepts again.
import { createServer, connect, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Connections made through the proxy since it started (a reconnecting pool makes new ones). */
  readonly accepted: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let accepted = 0;
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        accepted++;
        const upstream = connect(target.port, target.host);
        open.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once("error", reject);
      // The same port after up(): the server's connection string names it.
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      for (const socket of open) socket.destroy();
      open.clear();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    down: stop,
    up: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
}
