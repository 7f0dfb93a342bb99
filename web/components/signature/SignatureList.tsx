// Signatures' manifestation (21 CFR Part 11 §11.50): each signer's printed name, the date and
// time with its time zone, and the meaning — and, bound to the record (§11.70), a red "void"
// when the record changed after it was signed. Shown wherever a signed record is shown.
import { ShieldCheckIcon } from "@primer/octicons-react";
import { Label } from "@primer/react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { meaningText, signatureTime } from "../../screens/incidents/incidentTexts";
import styles from "./SignatureDialog.module.css";

// What every list of signatures asks for (spread unmasked: `...SignatureList_signature @relay(mask: false)`).
graphql`
  fragment SignatureList_signature on RecordSignature {
    signatureId
    action
    signedBy
    signedAt
    meaning
    valid
  }
`;

export interface SignatureShown {
  readonly signatureId: number;
  readonly action: string;
  readonly signedBy: string;
  readonly signedAt: unknown;
  readonly meaning: string;
  readonly valid: boolean;
}

/** A table cell's short form: the signer, and "void" when the record changed since. */
export function SignatureBadge({ signatures }: { signatures: readonly SignatureShown[] }) {
  const { t } = useTranslation();
  const s = signatures[signatures.length - 1];
  if (!s) return null;
  const full = t("signatures.line", { name: s.signedBy, time: signatureTime(new Date(String(s.signedAt))), meaning: meaningText(t, s.meaning), action: t(`signatures.action.${s.action}`) });
  return (
    <span className={styles.badge} title={full} data-testid="signature-badge" data-valid={s.valid}>
      <ShieldCheckIcon size={16} aria-label={t("signatures.title")} />
      {s.signedBy}
      {!s.valid && (
        <Label variant="danger" data-testid="signature-void">
          {t("signatures.void")}
        </Label>
      )}
    </span>
  );
}

export function SignatureList({ signatures }: { signatures: readonly SignatureShown[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} data-testid="signatures">
      {signatures.map((s) => (
        <li key={`${s.action}:${s.signatureId}`} data-testid="signature" data-valid={s.valid} data-meaning={s.meaning}>
          <ShieldCheckIcon size={16} />
          <span>
            {t("signatures.line", { name: s.signedBy, time: signatureTime(new Date(String(s.signedAt))), meaning: meaningText(t, s.meaning), action: t(`signatures.action.${s.action}`) })}
          </span>
          {!s.valid && (
            <Label variant="danger" data-testid="signature-void">
              {t("signatures.void")}
            </Label>
          )}
        </li>
      ))}
    </ul>
  );
}
