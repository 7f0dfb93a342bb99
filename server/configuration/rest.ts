// REST door of the configuration transfer (spec 002 section 7.7), provider staff only:
//   POST /api/migration/export                 → { JsonDataFile (the file's JSON text), FileName }
//   POST /api/migration/import                 multipart File → { result, message, status, detail, ... } (the job, running)
//   GET  /api/migration/importstatus           → { status, detail, progress, jobId, startedAt, finishedAt }
//   POST /api/migration/importGeneralObjects   multipart File ({ name: { languageCode: text } }) → { result, message, count }
//   POST /api/defaultvalues                    → { result, message, count }
//   POST /api/DefaultValues/DefaultObjectsValues → { result, message, count }
import type { RestContext, Router } from "../http/router";
import { SYSTEM } from "../auth/scopes";
import { ValidationError } from "../domain/errors";
import type { ConfigImportStatus } from "../pubsub";
import { exportConfiguration, importGeneralObjects, resetScreenObjects, resetTranslations, type Outcome } from "./service";
import { importStatus, startImport } from "./job";
import { fileText } from "./parse";
import { say } from "./texts";

/** The text of the multipart field File (or file): UTF-8 only. */
async function uploadedText(c: RestContext): Promise<string> {
  const form = /^multipart\/form-data/i.test(c.request.headers.get("content-type") ?? "") ? await c.request.formData().catch(() => null) : null;
  const file = form?.get("File") ?? form?.get("file");
  if (!(file instanceof Blob)) throw new ValidationError({ File: [await say(c, "config.noFile")] });
  const text = fileText(await file.arrayBuffer());
  if (text === null) throw new ValidationError({ File: [await say(c, "config.notText")] });
  return text;
}

/** The status as the legacy screen polls it: `detail` is the counts per kind, or the error. */
export const wireStatus = (s: ConfigImportStatus) => ({
  status: s.status,
  detail: s.status === "idle" ? null : s.status === "failed" ? { error: s.error } : s.counts,
  progress: { done: s.stepsDone, total: s.stepsTotal },
  jobId: s.jobId,
  startedAt: s.startedAt,
  finishedAt: s.finishedAt,
});

const outcome = (o: Outcome) => ({ result: "OK", message: o.message, count: o.count });

export function configurationRoutes(r: Router): void {
  r.post("/api/migration/export", SYSTEM, async (c) => {
    const file = await exportConfiguration(c);
    return { JsonDataFile: file.text, FileName: file.fileName };
  });
  r.post("/api/migration/import", SYSTEM, async (c) => {
    const status = await startImport(c, await uploadedText(c));
    return { result: "OK", message: await say(c, "config.started"), ...wireStatus(status) };
  });
  r.get("/api/migration/importstatus", SYSTEM, async (c) => wireStatus(await importStatus(c)));
  r.post("/api/migration/importGeneralObjects", SYSTEM, async (c) => outcome(await importGeneralObjects(c, await uploadedText(c))));
  r.post("/api/defaultvalues", SYSTEM, async (c) => outcome(await resetTranslations(c)));
  r.post("/api/DefaultValues/DefaultObjectsValues", SYSTEM, async (c) => outcome(await resetScreenObjects(c)));
}
