// One HTTP/1.1 request written by hand on a socket, for what fetch refuses to send (a
// malformed Host header). The connection closes after the answer, which is read whole.
import { connect } from "node:net";
import { BASE_URL } from "./http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `method path` with these header lines (CR and LF are refused: no request smuggling by accident). */
export function rawRequest(method: string, path: string, headers: [string, string][], timeoutMs = 10_000): Promise<RawAnswer> {
  for (const [k, v] of headers) if (/[\r\n]/.test(k + v)) throw new Error(`a header line may not hold CR or LF: ${JSON.stringify([k, v])}`);
  const { hostname, port } = new URL(BASE_URL);
  const head = [`${method} ${path} HTTP/1.1`, ...headers.map(([k, v]) => `${k}: ${v}`), "Connection: close", "", ""].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", reject);
    socket.on("close", () => {
      const bytes = Buffer.concat(chunks);
      const split = bytes.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = bytes.subarray(0, split < 0 ? bytes.length : split).toString("latin1").split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(bytes.subarray(0, 200).toString())}`));
      const out: Record<string, string> = {};
      for (const l of lines) out[l.slice(0, l.indexOf(":")).trim().toLowerCase()] = l.slice(l.indexOf(":") + 1).trim();
      const raw = split < 0 ? Buffer.alloc(0) : bytes.subarray(split + 4);
      resolve({ status, headers: out, body: (out["transfer-encoding"]?.includes("chunked") ? unchunk(raw) : raw).toString("utf8") });
    });
  });
}

function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < raw.length; ) {
    const eol = raw.indexOf("\r\n", at);
    const size = parseInt(raw.subarray(at, eol).toString("latin1"), 16);
    if (!size) break;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
