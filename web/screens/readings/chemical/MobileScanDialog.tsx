// The mobile-scan hand-off dialog of the washer screen: what happens is explained in three
// steps; the deep link (company and reading ids) is drawn as a QR code for the phone's
// camera, and can be opened directly (on a phone or tablet with the tracing app) or copied.
import { CheckIcon, CopyIcon, DeviceMobileIcon, LinkExternalIcon } from "@primer/octicons-react";
import { Button, LinkButton } from "@primer/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordDialog } from "../../../components/dialog/RecordDialog";
import QRCode from "qrcode";
import styles from "./Chemical.module.css";

export interface MobileScanDialogProps {
  link: string;
  companyName: string;
  readNumbers: readonly number[];
  /** The readings are the selected ones (else every reading listed). */
  fromSelection: boolean;
  onClose: () => void;
}

export function MobileScanDialog({ link, companyName, readNumbers, fromSelection, onClose }: MobileScanDialogProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const qr = useMemo(() => qrPath(link, 4), [link]);
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
          <Button leadingVisual={copied ? CheckIcon : CopyIcon} onClick={copy} data-testid="mobile-scan-copy">
            {copied ? t("chemical.mobile.copied") : t("chemical.mobile.copy")}
          </Button>
          <LinkButton href={link} target="_blank" rel="noopener noreferrer" leadingVisual={LinkExternalIcon} data-testid="mobile-scan-open">
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
          <figcaption className={styles.muted}>
            <DeviceMobileIcon size={14} /> {t("chemical.mobile.scanWithPhone")}
          </figcaption>
        </figure>
        <div className={styles.mobileText}>
          <p className={styles.mobileLead}>{t("chemical.mobile.lead")}</p>
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
