// One load on the release board: its read number, machine, program, cycle and load, lot, and
// what it waits for — the time left on its incubation, its positive control, a manager's
// signed release (implant loads) — or why it is held. Staff mark an implant load until it is
// released; managers sign the release of a ready one (21 CFR Part 11 §11.50: the card then
// shows who signed and when).
import { ShieldCheckIcon } from "@primer/octicons-react";
import { Button, Checkbox, FormControl, Label, ProgressBar } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { LoadCardImplantMutation } from "../../__generated__/LoadCardImplantMutation.graphql";
import type { LoadCardReleaseMutation } from "../../__generated__/LoadCardReleaseMutation.graphql";
import type { LoadCard_load$data, LoadCard_load$key } from "../../__generated__/LoadCard_load.graphql";
import { errorLines } from "../../api/errors";
import { SignatureDialog } from "../../components/signature/SignatureDialog";
import { formatDateTime } from "../../i18n/dateFormat";
import { commit } from "../../relay/operations";
import { useSession } from "../../session/session";
import { COMPANY_ADMIN, SUPERVISOR } from "../company/users/userRules";
import { useNow } from "../readings/shared/useNow";
import { meaningText } from "../incidents/incidentTexts";
import { durationText, heldReasonText } from "./releaseTexts";
import styles from "./Release.module.css";

const fragment = graphql`
  fragment LoadCard_load on BoardLoad {
    id
    readingId
    readNumber
    status
    heldReason
    sectorName
    sterilizerName
    programName
    lot
    cycle
    loadNumber
    startedAt
    expectedAt
    resultAt
    result
    implant
    releasedAt
    releasedBy
    signatureMeaning
    signatureValid
  }
`;

const implantMutation = graphql`
  mutation LoadCardImplantMutation($readingId: Int!, $implant: Boolean!) {
    setImplantLoad(readingId: $readingId, implant: $implant) {
      ...LoadCard_load
      ...BoardColumns_loads
    }
  }
`;

const releaseMutation = graphql`
  mutation LoadCardReleaseMutation($input: ReleaseImplantLoadInput!) {
    releaseImplantLoad(input: $input) {
      ...LoadCard_load
      ...BoardColumns_loads
    }
  }
`;

type Load = LoadCard_load$data;

export function LoadCard({ load }: { load: LoadCard_load$key }) {
  const { t } = useTranslation();
  const l = useFragment(fragment, load);
  const { claims } = useSession();
  const manager = claims?.UserType === COMPANY_ADMIN || claims?.UserType === SUPERVISOR;
  const [signing, setSigning] = useState(false);
  const machine = l.sterilizerName ?? "—";
  const where = [l.cycle && t("release.load.cycle", { cycle: l.cycle }), l.loadNumber && t("release.load.load", { load: l.loadNumber })].filter(Boolean).join(" · ");
  return (
    <article className={styles.card} data-status={l.status} data-testid="release-load" data-read-number={l.readNumber} aria-labelledby={`release-load-${l.readingId}`}>
      <header className={styles.cardHeader}>
        <h3 id={`release-load-${l.readingId}`} className={styles.cardTitle}>
          {t("release.load.number", { number: l.readNumber })}
        </h3>
        {l.implant && (
          <Label variant="accent" data-testid="release-implant-label">
            {t("release.implant")}
          </Label>
        )}
      </header>
      <p className={styles.machine}>{[l.sterilizerName, l.programName].filter(Boolean).join(" · ") || "—"}</p>
      {where && <p className={styles.meta}>{where}</p>}
      <p className={styles.meta}>
        {l.lot ? t("release.load.lot", { lot: l.lot }) : null}
        {l.lot ? " · " : null}
        {l.sectorName}
      </p>
      <State load={l} />
      {/* Whatever the load's state now: a signature whose record changed is void. */}
      {l.signatureValid === false && (
        <Label variant="danger" className={`${styles.cardAction} ${styles.wrapLabel}`} data-testid="release-signature-void">
          {t("release.signatureVoid")}
        </Label>
      )}
      {l.status === "READY" && manager && (
        <Button variant="primary" size="small" leadingVisual={ShieldCheckIcon} onClick={() => setSigning(true)} data-testid="release-release" className={styles.cardAction}>
          {t("release.release.button")}
        </Button>
      )}
      {!l.releasedAt && (l.status === "AWAITING" || l.status === "READY") && <ImplantMark load={l} />}
      {signing && <ReleaseDialog load={l} machine={machine} onClose={() => setSigning(false)} />}
    </article>
  );
}

/** Where the load stands: the time left, its control, the signature due or given, the reason it is held. */
function State({ load: l }: { load: Load }) {
  const { t } = useTranslation();
  switch (l.status) {
    case "AWAITING":
      return l.result === null ? <TimeLeft startedAt={l.startedAt} expectedAt={l.expectedAt} /> : <p className={styles.state}>{t("release.load.controlPending")}</p>;
    case "READY":
      return <p className={styles.state}>{t("release.ready.waiting")}</p>;
    case "RELEASED":
      return l.releasedAt && l.releasedBy ? (
        <p className={styles.state} data-testid="release-released-by" data-valid={l.signatureValid ?? undefined}>
          <ShieldCheckIcon size={16} /> {t("release.releasedBy", { name: l.releasedBy, time: formatDateTime(l.releasedAt) })} ({meaningText(t, l.signatureMeaning)})
        </p>
      ) : (
        <p className={styles.state}>{l.resultAt ? t("release.load.resulted", { time: formatDateTime(l.resultAt) }) : null}</p>
      );
    default:
      return (
        <div className={styles.state}>
          <Label variant="danger" data-testid="release-held-reason" data-reason={l.heldReason ?? undefined}>
            {heldReasonText(t, l.heldReason)}
          </Label>
          {l.resultAt ? <p className={styles.meta}>{t("release.load.resulted", { time: formatDateTime(l.resultAt) })}</p> : null}
        </div>
      );
  }
}

/** The incubation's progress and the time left (or past due), ticking. */
function TimeLeft({ startedAt, expectedAt }: { startedAt: unknown; expectedAt: unknown }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!expectedAt) return <p className={styles.state}>{t("release.load.noProgram")}</p>;
  const start = new Date(String(startedAt)).getTime();
  const end = new Date(String(expectedAt)).getTime();
  const left = end - now;
  const text = left >= 0 ? t("release.load.remaining", { time: durationText(t, left) }) : t("release.load.overdue", { time: durationText(t, -left) });
  const progress = end > start ? Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100)) : 100;
  return (
    <div className={styles.state}>
      <ProgressBar progress={progress} barSize="small" aria-label={text} />
      <p className={styles.timeLeft} data-testid="release-time-left" data-overdue={left < 0}>
        {text}
      </p>
    </div>
  );
}

/** Staff mark an implant load (or take the mark off) until it is released. */
function ImplantMark({ load: l }: { load: Load }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  // The box follows the click at once; the server's answer (or its refusal) settles it.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = (implant: boolean) => {
    setAsked(implant);
    setError(null);
    commit<LoadCardImplantMutation>(environment, implantMutation, { readingId: l.readingId, implant })
      .catch((e: unknown) => setError(errorLines(e).join(" ")))
      .finally(() => setAsked(null));
  };
  return (
    <FormControl disabled={asked !== null} className={styles.cardAction}>
      <Checkbox checked={asked ?? l.implant} onChange={(e) => toggle(e.target.checked)} data-testid="release-implant" />
      <FormControl.Label>{t("release.implant")}</FormControl.Label>
      {l.implant && !error && <FormControl.Caption>{t("release.implant.hint")}</FormControl.Caption>}
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}

function ReleaseDialog({ load: l, machine, onClose }: { load: Load; machine: string; onClose: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  return (
    <SignatureDialog
      title={t("release.release.title")}
      statement={t("release.release.statement", { number: l.readNumber, machine })}
      submitText={t("release.release.submit")}
      meaning="APPROVED"
      meanings={["RELEASED", "APPROVED", "REVIEWED"]}
      sign={(signature) => commit<LoadCardReleaseMutation>(environment, releaseMutation, { input: { readingId: l.readingId, ...signature } })}
      onClose={onClose}
      testId="release-sign"
    />
  );
}
