// The REST client, kept for file transfers (the download manager's signed addresses; the
// exporter streams with fetch itself): bearer token, JSON answers, and the session-wide
// reactions to certain answers (401 TokenExpired → session expired; 500 Encrypt500 → forget
// the stored distributor), which the GraphQL network shares. Data goes over GraphQL.
import { session } from "../session/session";
import { storageKeys } from "../session/storage";
import { ApiError, messageLines } from "./errors";

export interface CallOptions {
  /** Send the bearer token (default true when one exists). */
  auth?: boolean;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** A token to use instead of the stored one (sign-in steps before the session is stored). */
  token?: string;
}

/** Fired on window when the server says the distributor id is unknown. */
export const distributorResetEvent = "sterile:distributor-reset";

/** Message used when the server cannot be reached; replaced by the translated text at display time. */
export const networkErrorKey = "error.network";

function buildUrl(path: string, query?: CallOptions["query"]): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value != null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Reacts to answers that concern the whole session, whichever screen made the call. */
export function handleSessionAnswer(status: number, data: unknown): void {
  const message = messageLines(data).join(" ");
  if (status === 401 && /TokenExpired/i.test(message)) session.markExpired();
  if (status === 500 && message.includes("Encrypt500")) {
    localStorage.removeItem(storageKeys.distributor);
    window.dispatchEvent(new Event(distributorResetEvent));
  }
}

/** The interface's language (the page's lang attribute, set with the texts), else the browser's. */
export function interfaceLanguage(): string {
  return document.documentElement.lang || navigator.language || "en";
}

export async function request<T>(method: string, path: string, body?: unknown, opts: CallOptions = {}): Promise<T> {
  // Server texts shown before sign-in (too many attempts...) follow the interface's language.
  const headers: Record<string, string> = { Accept: "application/json, text/plain, */*", "Accept-Language": interfaceLanguage() };
  const token = opts.token ?? session.token();
  if (opts.auth !== false && token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError({ status: 0, lines: [networkErrorKey, detail], network: true });
  }
  const data = await readBody(response);
  if (!response.ok) {
    handleSessionAnswer(response.status, data);
    throw new ApiError({ status: response.status, lines: messageLines(data), data });
  }
  return data as T;
}

export const apiGet = <T>(path: string, opts?: CallOptions) => request<T>("GET", path, undefined, opts);
