// The desktop database upload, streamed: multipart/form-data is parsed as it arrives, the file
// part goes chunk by chunk to a file in the service's own folder while SHA-256 hashes it, and
// the small fields (sectorId) are kept. Nothing holds the whole body (a million readings are
// ≈ 140 MB); past the size limit the transfer stops and the partial file is deleted.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import { badRequest, DomainError } from "../domain/errors";

export interface SavedUpload {
  path: string;
  fileName: string;
  size: number;
  sha256: string;
  fields: Record<string, string>;
}

/** Too large: answered 413 (the message names the limit). */
export class UploadTooLarge extends DomainError {
  constructor(readonly limit: number) {
    super("PAYLOAD_TOO_LARGE", `The file is larger than ${Math.round(limit / 1024 / 1024)} MB, the most this server accepts.`);
  }
}

const FIELD_MAX = 1024;
const HEADERS_MAX = 8192;

export const uploadDir = (dataDir: string) => `${dataDir}/desktop-migrations`;

/** Saves the request's multipart file field (`file` or `File`) under `dir`; refuses anything else. */
export async function saveUpload(request: Request, dir: string, limit: number): Promise<SavedUpload> {
  const type = request.headers.get("content-type") ?? "";
  const boundaryText = /^multipart\/form-data/i.test(type) ? /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type) : null;
  if (!boundaryText || !request.body) throw badRequest("Send the file as multipart/form-data with a field named file.");
  const delimiter = Buffer.from(`\r\n--${boundaryText[1] ?? boundaryText[2]!.trim()}`);
  mkdirSync(dir, { recursive: true });
  const path = `${dir}/${randomUUID()}.db`;
  const hash = createHash("sha256");
  const fields: Record<string, string> = {};
  let file: Awaited<ReturnType<typeof open>> | null = null;
  let fileName: string | null = null;
  let size = 0;
  // The stream is read through a state machine: before the first delimiter, a part's
  // headers, its body (written out up to the last bytes that could begin a delimiter).
  let state: "preamble" | "headers" | "body" | "done" = "preamble";
  let part: { name: string; file: boolean; text: string } | null = null;
  let buf: Buffer = Buffer.from("\r\n"); // so the first delimiter matches like the others

  const emit = async (bytes: Buffer) => {
    if (!part || !bytes.length) return;
    if (part.file) {
      size += bytes.length;
      if (size > limit) throw new UploadTooLarge(limit);
      hash.update(bytes);
      await file!.write(bytes);
    } else if (part.text.length + bytes.length <= FIELD_MAX) part.text += bytes.toString("utf8");
    else throw badRequest(`The form field ${part.name} is too long.`);
  };

  try {
    const reader = request.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buf = Buffer.concat([buf, value]);
      for (let progressed = true; progressed && state !== "done"; ) {
        progressed = false;
        if (state === "preamble" || state === "body") {
          const at = buf.indexOf(delimiter);
          if (at < 0) {
            const keep = Math.min(buf.length, delimiter.length + 1);
            if (state === "body") await emit(buf.subarray(0, buf.length - keep));
            buf = Buffer.from(buf.subarray(buf.length - keep));
            break;
          }
          if (buf.length < at + delimiter.length + 2) break; // wait for the two bytes after it
          if (state === "body") {
            await emit(buf.subarray(0, at));
            if (part && !part.file) fields[part.name] = part.text;
            if (part?.file) await file!.close().then(() => (file = null));
          }
          const after = buf.subarray(at + delimiter.length, at + delimiter.length + 2).toString();
          buf = Buffer.from(buf.subarray(at + delimiter.length + 2));
          state = after === "--" ? "done" : "headers";
          progressed = true;
        } else if (state === "headers") {
          const end = buf.indexOf("\r\n\r\n");
          if (end < 0) {
            if (buf.length > HEADERS_MAX) throw badRequest("The multipart headers are too long.");
            break;
          }
          const head = buf.subarray(0, end).toString("utf8");
          buf = Buffer.from(buf.subarray(end + 4));
          const name = /name="([^"]*)"/i.exec(head)?.[1] ?? "";
          const filename = /filename="([^"]*)"/i.exec(head)?.[1];
          const isFile = filename !== undefined && name.toLowerCase() === "file";
          if (isFile) {
            if (file || fileName !== null) throw badRequest("Send one file only.");
            fileName = filename.split(/[\\/]/).pop()!.slice(0, 255);
            file = await open(path, "w");
          }
          part = { name, file: isFile, text: "" };
          state = "body";
          progressed = true;
        }
      }
      if (done || state === "done") {
        if (!done) await reader.cancel().catch(() => {});
        break;
      }
    }
    if (state !== "done") throw badRequest("The upload ended before the end of the form (was it interrupted?).");
    if (fileName === null) throw badRequest("The form has no file (field file).");
    return { path, fileName, size, sha256: hash.digest("hex"), fields };
  } catch (e) {
    await (file as Awaited<ReturnType<typeof open>> | null)?.close().catch(() => {});
    await rm(path, { force: true });
    throw e;
  }
}

/** Deletes an upload with the -wal/-shm companions SQLite may have left beside it. */
export async function deleteUpload(path: string | null): Promise<void> {
  if (!path) return;
  await Promise.all(["", "-wal", "-shm", "-journal"].map((s) => rm(path + s, { force: true })));
}
