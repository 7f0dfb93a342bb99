// Runs one export: POST /api/export/{type} with the bearer token, reads the streamed answer
// chunk by chunk (so a large export shows live progress instead of a frozen button), then
// saves it with an <a download> under the server's file name. The answer is read with fetch
// rather than web/api's request(), which waits for the whole body; error answers still go
// through the same session reactions and error lines.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, errorLines, messageLines } from "../../api/errors";
import { handleSessionAnswer, networkErrorKey } from "../../api/http";
import { session } from "../../session/session";
import { errorBody, saveBlob } from "../../components/downloads/saveFile";
import type { FileType } from "./exportOptions";
import { fileNameOf } from "./exportRequest";

export type ExportPhase = "idle" | "running" | "done" | "cancelled";

export interface ExportProgress {
  phase: ExportPhase;
  fileType: FileType;
  fileName: string | null;
  bytes: number;
  /** Content-Length, when the server knew the size in advance. */
  totalBytes: number | null;
  /** X-Export-Rows: the rows the file will hold, sent before the first byte. */
  rows: number | null;
  /** Rows already received (csv and xml write one line per row; an xlsx is zipped). */
  rowsReceived: number | null;
}

const idle: ExportProgress = { phase: "idle", fileType: "excel", fileName: null, bytes: 0, totalBytes: null, rows: null, rowsReceived: null };

/** Repainting on every chunk of a fast download would only cost time. */
const PAINT_EVERY_MS = 80;

/** Lines before the first row: the csv header; the xml declaration and the <export> line. */
const leadingLines: Record<FileType, number | null> = { excel: null, csv: 1, xml: 2 };

function countLineEnds(chunk: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) n++;
  return n;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

export function useExportDownload() {
  const [progress, setProgress] = useState<ExportProgress>(idle);
  const [error, setError] = useState<string[] | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops the download.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (fileType: FileType, read: string, body: unknown) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    let state: ExportProgress = { ...idle, phase: "running", fileType };
    setProgress(state);
    const fail = (lines: string[]) => {
      setProgress({ ...state, phase: "idle" });
      setError(lines);
    };
    try {
      const token = session.token();
      const response = await fetch(`/api/export/${fileType}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "*/*", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: abort.signal,
      });
      if (!response.ok) {
        const data = await errorBody(response);
        handleSessionAnswer(response.status, data);
        fail(new ApiError({ status: response.status, lines: messageLines(data), data }).lines);
        return;
      }
      const rowsHeader = response.headers.get("X-Export-Rows");
      const lengthHeader = response.headers.get("Content-Length");
      const leading = leadingLines[fileType];
      state = {
        ...state,
        fileName: fileNameOf(response.headers.get("Content-Disposition"), read, fileType),
        rows: rowsHeader !== null && rowsHeader !== "" ? Number(rowsHeader) : null,
        totalBytes: lengthHeader ? Number(lengthHeader) : null,
        rowsReceived: leading === null ? null : 0,
      };
      setProgress(state);

      const chunks: Uint8Array[] = [];
      let lineEnds = 0;
      let painted = performance.now();
      const reader = response.body?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        lineEnds += leading === null ? 0 : countLineEnds(value);
        const rowsReceived = leading === null ? null : Math.min(Math.max(0, lineEnds - leading), state.rows ?? Infinity);
        state = { ...state, bytes: state.bytes + value.length, rowsReceived };
        if (performance.now() - painted >= PAINT_EVERY_MS) {
          painted = performance.now();
          setProgress(state);
        }
      }
      const blob = reader ? new Blob(chunks as BlobPart[], { type: response.headers.get("Content-Type") ?? "application/octet-stream" }) : await response.blob();
      state = { ...state, phase: "done", bytes: blob.size, rowsReceived: leading === null ? null : state.rows };
      setProgress(state);
      saveBlob(blob, state.fileName!);
    } catch (failure) {
      if (isAbort(failure)) {
        setProgress({ ...state, phase: "cancelled" });
        return;
      }
      // A stream cut off mid-way reaches here as a TypeError: the server or the network failed.
      fail(failure instanceof ApiError ? failure.lines : [networkErrorKey, ...errorLines(failure)]);
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clearError = useCallback(() => setError(null), []);

  return { progress, error, start, cancel, clearError };
}
