// The mobile-scan hand-off dialog of the chemical provisional screens: what happens is
// explained in three steps; on opening, a single-use intake token (15 minutes, one reading;
// docs/intake-api.md) is minted for the user's company and sector, and the deep link carrying
// it (and the listed readings) is drawn as a QR code for the phone's camera, and can be opened
// directly (on a phone or tablet with the tracing app) or copied. "New code" mints another.
import { CheckIcon, CopyIcon, DeviceMobileIcon, LinkExternalIcon, SyncIcon } from "@primer/octicons-react";
import { Button, Flash, LinkButton } from "@primer/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import { RecordDialog } from "../../../components/dialog/RecordDialog";
import { commit } from "../../../relay/operations";
import type { MobileScanDialogMintMutation } from "../../../__generated__/MobileScanDialogMintMutation.graphql";
import QRCode from "qrcode";
import { mobileScanLink, type MobileScanTarget } from "./mobileScan";
import styles from "./Chemical.module.css";

const mintMutation = graphql`
  mutation MobileScanDialogMintMutation($kind: String!) {
    createIntakeToken(kind: $kind) {
      token
      link
      expiresAt
    }
  }
`;

/** Mints an intake token when the dialog opens (and on "New code"). */
function useIntakeToken(kind: string) {
  const environment = useRelayEnvironment();
  const [minted, setMinted] = useState<{ token: string; link: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mint = useCallback(() => {
    setMinted(null);
    setError(null);
    commit<MobileScanDialogMintMutation>(environment, mintMutation, { kind }).then(
      (r) => setMinted({ token: r.createIntakeToken.token, link: r.createIntakeToken.link, expiresAt: String(r.createIntakeToken.expiresAt) }),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [environment, kind]);
  useEffect(mint, [mint]);
  return { minted, error, mint };
}

export interface MobileScanDialogProps {
  /** What the link hands over (the intake token is added once minted). */
  target: Omit<MobileScanTarget, "token">;
  companyName: string;
  readNumbers: readonly number[];
  /** The readings are the selected ones (else every reading listed). */
  fromSelection: boolean;
  onClose: () => void;
}

export function MobileScanDialog({ target, companyName, readNumbers, fromSelection, onClose }: MobileScanDialogProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const { minted, error, mint } = useIntakeToken(target.kind);
  const link = minted ? mobileScanLink({ ...target, token: minted.token }) : "";
  const qr = useMemo(() => (link ? qrPath(link, 4) : null), [link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error("copy link", error);
    }
  };
  return (
    <RecordDialog
      title={t("chemical.mobile.title")}
      subtitle={companyName}
      onClose={onClose}
      testId="mobile-scan-dialog"
      footer={() => (
        <>
          <Button leadingVisual={SyncIcon} onClick={mint} disabled={!minted && !error} data-testid="mobile-scan-new-code">
            {t("intake.newCode")}
          </Button>
          <Button leadingVisual={copied ? CheckIcon : CopyIcon} onClick={copy} disabled={!link} data-testid="mobile-scan-copy">
            {copied ? t("chemical.mobile.copied") : t("chemical.mobile.copy")}
          </Button>
          <LinkButton href={link || undefined} aria-disabled={!link} target="_blank" rel="noopener noreferrer" leadingVisual={LinkExternalIcon} data-testid="mobile-scan-open">
            {t("chemical.mobile.open")}
          </LinkButton>
          <Button variant="primary" onClick={onClose}>
            {t("common.close")}
          </Button>
        </>
      )}
    >
      <div className={styles.mobile}>
        <figure className={styles.qr}>
          {qr ? (
          <svg
            viewBox={`0 0 ${qr.dim} ${qr.dim}`}
            width="232"
            height="232"
            role="img"
            aria-label={t("chemical.mobile.qrLabel")}
            shapeRendering="crispEdges"
            data-testid="mobile-scan-qr"
            data-link={link}
          >
            <rect width={qr.dim} height={qr.dim} fill="#ffffff" />
            <path d={qr.path} fill="#000000" />
          </svg>
          ) : (
            <div className={styles.muted} style={{ width: 232, height: 232, display: "grid", placeItems: "center" }} role="status">
              {error ? null : t("intake.minting")}
            </div>
          )}
          <figcaption className={styles.muted}>
            <DeviceMobileIcon size={14} /> {t("chemical.mobile.scanWithPhone")}
          </figcaption>
        </figure>
        <div className={styles.mobileText}>
          <p className={styles.mobileLead}>{t("chemical.mobile.lead")}</p>
          {error && (
            <Flash variant="danger" data-testid="mobile-scan-error">
              {t("intake.failed", { message: error })}
            </Flash>
          )}
          {minted && (
            <p data-testid="mobile-scan-intake">
              <strong>{t("intake.code")}:</strong>{" "}
              <code className={styles.token} data-testid="mobile-scan-token">
                {minted.token}
              </code>
              <br />
              <span className={styles.muted}>{t("intake.expires", { time: new Date(minted.expiresAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) })}</span>
            </p>
          )}
          <ol className={styles.steps}>
            <li>{t("chemical.mobile.step1")}</li>
            <li>{t("chemical.mobile.step2")}</li>
            <li>{t("chemical.mobile.step3")}</li>
          </ol>
          <p className={styles.readings} data-testid="mobile-scan-readings">
            <strong>{fromSelection ? t("chemical.mobile.selectedReadings", { count: readNumbers.length }) : t("chemical.mobile.allReadings", { count: readNumbers.length })}</strong>{" "}
            {readNumbers.map((n) => `#${n}`).join(", ")}
          </p>
          <p className={styles.muted}>{t("chemical.mobile.noApp")}</p>
          <p className={styles.muted}>{t("intake.live")}</p>
        </div>
      </div>
    </RecordDialog>
  );
}

/** The QR code of `text` as one SVG path of its dark modules, with a quiet zone of `border` modules. */
function qrPath(text: string, border: number): { path: string; dim: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  let path = "";
  for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) path += `M${x + border} ${y + border}h1v1h-1z`;
  return { path, dim: modules.size + 2 * border };
}
