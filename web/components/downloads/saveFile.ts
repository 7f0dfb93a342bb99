// Saves a file the page already holds (an export read from the server) under its name, as the
// browser's own download: an <a download> on an object URL, clicked and let go; and a REST
// file fetched with the session's token and saved so.
import { ApiError, messageLines } from "../../api/errors";
import { handleSessionAnswer } from "../../api/http";
import { session } from "../../session/session";

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after click() returns: give it time before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A refused request's body: its JSON when it is JSON, else its text. */
export async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * Fetches a file of the REST door with the session's token and saves it under the name the
 * server gives (Content-Disposition), else `fallback`. A refusal throws an ApiError (its lines
 * for the screen); an expired session is handled as for every call.
 */
export async function downloadFile(path: string, fallback: string): Promise<void> {
  const token = session.token();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const data = await errorBody(response);
    handleSessionAnswer(response.status, data);
    throw new ApiError({ status: response.status, lines: messageLines(data), data });
  }
  const name = /filename\s*=\s*"?([^";]+)"?/i.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? fallback;
  saveBlob(await response.blob(), name);
}
