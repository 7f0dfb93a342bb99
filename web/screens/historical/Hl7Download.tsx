// "Download HL7" in a historical reading's detail (docs/interoperability.md, issue 19): the
// reading's HL7 v2.6 message, or its load's (every reading the user may see on the same machine
// with the same cycle), saved as `reading-<KIND>-<id>.hl7` / `load-<KIND>-<id>.hl7` — the names
// the REST door gives. The message is built by the server for each call (it is not stored), so
// it is asked through GraphQL only when a button is clicked, never by the list rows; the server
// scopes it like the historical browser (an operator: their own sector).
import { DownloadIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { Hl7DownloadQuery } from "../../__generated__/Hl7DownloadQuery.graphql";
import { errorLines } from "../../api/errors";
import { saveBlob } from "../../components/downloads/saveFile";
import { query } from "../../relay/operations";
import styles from "./Hl7Download.module.css";

const hl7Query = graphql`
  query Hl7DownloadQuery($id: ID!, $load: Boolean!) {
    node(id: $id) {
      __typename
      ... on BIReading {
        readingId
        hl7Message @skip(if: $load)
        hl7LoadMessage @include(if: $load)
      }
      ... on PROReading {
        readingId
        hl7Message @skip(if: $load)
        hl7LoadMessage @include(if: $load)
      }
      ... on CheSterilizerReading {
        readingId
        hl7Message @skip(if: $load)
        hl7LoadMessage @include(if: $load)
      }
      ... on CheWasherReading {
        readingId
        hl7Message @skip(if: $load)
        hl7LoadMessage @include(if: $load)
      }
    }
  }
`;

/** The reading kinds as the HL7 door spells them (MSH-10, the REST paths, the file names). */
const KIND: Record<string, string> = { BIReading: "BI", PROReading: "PRO", CheSterilizerReading: "CHE_STERILIZER", CheWasherReading: "CHE_WASHER" };

/** The ER7 text's media type (the REST door's Content-Type). */
const HL7_TYPE = "x-application/hl7-v2+er7;charset=utf-8";

type Scope = "reading" | "load";

/** The two download buttons of the detail's footer, and the reason when one failed. */
export function Hl7Download({ readingId }: { readingId: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState<Scope | null>(null);
  const [error, setError] = useState<string[] | null>(null);

  const download = async (scope: Scope) => {
    setBusy(scope);
    setError(null);
    try {
      const { node } = await query<Hl7DownloadQuery>(environment, hl7Query, { id: readingId, load: scope === "load" });
      const kind = node ? KIND[node.__typename] : undefined;
      if (!node || !kind || !("readingId" in node)) throw new Error("Not found");
      const text = scope === "load" ? node.hl7LoadMessage : node.hl7Message;
      if (!text) throw new Error("Not found");
      saveBlob(new Blob([text], { type: HL7_TYPE }), `${scope}-${kind}-${node.readingId}.hl7`);
    } catch (failure) {
      setError(errorLines(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {error && (
        <p className={styles.error} role="alert" data-testid="hl7-download-error">
          {error.map((line) => t(line)).join(" ")}
        </p>
      )}
      <Button leadingVisual={DownloadIcon} loading={busy === "reading"} disabled={busy !== null} onClick={() => void download("reading")} data-testid="hl7-download-reading">
        {t("hl7.downloadReading")}
      </Button>
      <Button leadingVisual={DownloadIcon} loading={busy === "load"} disabled={busy !== null} onClick={() => void download("load")} data-testid="hl7-download-load">
        {t("hl7.downloadLoad")}
      </Button>
    </>
  );
}
