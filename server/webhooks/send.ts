// One outgoing webhook request: POST a JSON body with the signature headers, no redirects
// followed, a hard time limit, and the address policy of every outgoing destination
// (server/outgoing/addresses.ts) applied when the URL is saved and to the address the
// connection is actually made to (node:http's `lookup` hook; IP literals are checked
// directly because no lookup happens for them).
import http from "node:http";
import https from "node:https";
import type { LookupAddress } from "node:dns";
import { checkedAddresses, hostProblem } from "../outgoing/addresses";
import { sign } from "./sign";

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface SendResult {
  status: number;
  /** Response body as text, cut at MAX_BODY characters. */
  body: string;
}

/** Network-level failure (refused address, DNS, connection, timeout): no HTTP status. */
export class SendError extends Error {
  override name = "SendError";
}

const MAX_BODY = 4000;
export const USER_AGENT = "SterileQC-Webhooks/1";

/** Syntax check of an endpoint URL; returns the reason it is unusable, or null. */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "is not a valid URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must start with https:// or http://";
  if (!url.hostname) return "has no host";
  if (url.username || url.password) return "must not contain a user name or password";
  if (raw.length > 2000) return "is longer than 2000 characters";
  const problem = hostProblem(url.hostname, allowPrivate);
  if (problem && "notAHost" in problem) return "has no usable host name";
  return problem ? `points to ${problem.forbidden}` : null;
}

/** A `lookup` for node:http that refuses non-public addresses (every address the name has). */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: (err: Error | null, address?: string | LookupAddress[], family?: number) => void) => {
    checkedAddresses(hostname, allowPrivate, options.family ?? 0).then(
      (list) => (options.all ? callback(null, list) : callback(null, list[0]!.address, list[0]!.family)),
      (e: Error) => callback(new SendError(e.message)),
    );
  };
}

export function signedHeaders(secret: string, event: string, deliveryId: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    "Content-Type": "application/json",
    "User-Agent": USER_AGENT,
    "X-SterileQC-Event": event,
    "X-SterileQC-Delivery": deliveryId,
    "X-SterileQC-Timestamp": timestamp,
    "X-SterileQC-Signature": sign(secret, timestamp, body),
  };
}

/** POSTs `body` to `url`; resolves with the HTTP answer (any status), rejects with SendError. */
export function postJson(url: string, body: string, headers: Record<string, string>, opts: SendOptions): Promise<SendResult> {
  const problem = urlProblem(url, opts.allowPrivate);
  if (problem) return Promise.reject(new SendError(`refused: the URL ${problem}`));
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const req = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(opts.allowPrivate) as never,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          // Enough to record: the rest of a receiver's answer (megabytes, say) is not read.
          if (text.length >= MAX_BODY) {
            finish(() => resolve({ status: res.statusCode ?? 0, body: text.slice(0, MAX_BODY) }));
            res.destroy();
          }
        });
        res.on("end", () => finish(() => resolve({ status: res.statusCode ?? 0, body: text.slice(0, MAX_BODY) })));
        res.on("error", (e) => finish(() => reject(new SendError(e.message))));
      },
    );
    // One deadline for connect + send + response, whatever the endpoint does.
    const timer = setTimeout(() => {
      finish(() => reject(new SendError(`no answer within ${opts.timeoutMs} ms`)));
      req.destroy();
    }, opts.timeoutMs);
    req.on("error", (e) => finish(() => reject(e instanceof SendError ? e : new SendError(e.message))));
    req.end(body);
  });
}
