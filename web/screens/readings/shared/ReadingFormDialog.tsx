// The reading edit dialog, single ("update") and massive, driven by field descriptions
// (readingFields.ts), the screen's required objects from the server (useScreenConfig) and
// the screen's form rules (what the values being edited show, require or lock).
// - Fields are shown in the reading groups (Product, Process, Other, Incubation / Analysis).
// - Single edit: a blank required field shows 'This field is required' under it and nothing
//   is sent. Massive edit: blank fields keep each reading's value; nothing is required.
// - Save is the split button: Confirm, and 'Confirm and save' when `canConfirmAndSave`
//   answers true for the values.
// - Fields marked `scan` get the keyboard-wedge scanner (a burst typed into product or lot),
//   and the Product group a dedicated scanner field: the code is looked up on the server
//   and fills product and lot (upper-cased); an unknown product (id 0) is ignored.
import { Checkbox, FormControl, Textarea, TextInput } from "@primer/react";
import { Fragment, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRelayEnvironment } from "react-relay";
import { errorLines } from "../../../api/errors";
import { CancelButton } from "../../../components/dialog/DialogButtons";
import { RecordDialog } from "../../../components/dialog/RecordDialog";
import { SplitSaveButton, type SaveAction } from "../../../components/dialog/SplitSaveButton";
import { useDialogAction } from "../../../components/dialog/useDialogAction";
import { NumberField } from "../../../components/fields/NumberField";
import { SelectField } from "../../../components/fields/SelectField";
import { TextField } from "../../../components/fields/TextField";
import type { FieldDef, FormValues } from "../../../components/form/fields";
import { ScannerField } from "../../../components/scanner/ScannerField";
import { lookupScannedCode, UnreadableCode } from "../../../components/scanner/scanner";
import { useWedgeScanner } from "../../../components/scanner/useWedgeScanner";
import { GROUP_TITLES, READING_GROUPS, readingPayload, resolveForm, validateReading, type FormKind, type FormRules, type ReadingFieldDef, type ReadingGroup } from "./readingFields";
import styles from "./Readings.module.css";
import { SignatureDialog, type Signature } from "../../../components/signature/SignatureDialog";
import { useCompanySettings } from "../../../settings/companySettings";

export interface FieldExtraContext {
  values: FormValues;
  setValue: (name: string, value: string | boolean) => void;
  busy: boolean;
}

export interface ReadingFormDialogProps {
  mode: FormKind;
  title: ReactNode;
  subtitle?: ReactNode;
  fields: readonly ReadingFieldDef[];
  initialValues: FormValues;
  /** Lower-cased required objects of the screen (useScreenConfig(screen).required). */
  serverRequired: ReadonlySet<string>;
  label: (field: ReadingFieldDef) => string;
  rules?: FormRules;
  /** Saves: resolves with the success text (or nothing), rejects with the server's error. A 'Confirm and save' signed by policy carries its signature. */
  onSubmit: (payload: FormValues, action: SaveAction, values: FormValues, signature?: Signature) => Promise<string | void>;
  onSaved: (message: string | void, action: SaveAction) => void;
  onClose: () => void;
  /** What a signed 'Confirm and save' names in its statement (e.g. "#12"). */
  subject?: string;
  /** Offers 'Confirm and save' for these values. */
  canConfirmAndSave?: (values: FormValues) => boolean;
  /** Reacts to a change (e.g. clears a machine when the product family changes). */
  onValuesChange?: (next: FormValues, previous: FormValues, changed: string) => FormValues | void;
  /** Content under a field (quick-create links). */
  fieldExtra?: (field: ReadingFieldDef, context: FieldExtraContext) => ReactNode;
  /** A warning right after a field, across the form's width (Warnings.tsx: machine out of service, lot expired). */
  fieldWarning?: (field: ReadingFieldDef, context: FieldExtraContext) => ReactNode;
  /** Content above the groups (e.g. "3 readings selected"). */
  intro?: ReactNode;
  /** Offer the dedicated scanner field in the Product group (default: when a field has `scan`). */
  scannerField?: boolean;
  groupTitles?: Partial<Record<ReadingGroup, string>>;
  testId?: string;
}

type ScanMessage = { variant: "success" | "error"; text: string } | null;

export function ReadingFormDialog(props: ReadingFormDialogProps) {
  const { mode, title, subtitle, fields, initialValues, serverRequired, label, rules, onSubmit, onSaved, onClose, canConfirmAndSave, onValuesChange, fieldExtra, fieldWarning, intro, groupTitles, testId = "reading-form" } = props;
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(initialValues);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useDialogAction();
  const { busy, errors: serverErrors } = saving;
  const [scanBusy, setScanBusy] = useState(false);
  const [scanMessage, setScanMessage] = useState<ScanMessage>(null);
  const resolved = useMemo(() => resolveForm(fields, values, mode, serverRequired, rules), [fields, values, mode, serverRequired, rules]);

  const setMany = useCallback(
    (changes: FormValues, changed: string) => {
      const previous = valuesRef.current;
      let next = { ...previous, ...changes };
      const adjusted = onValuesChange?.(next, previous, changed);
      if (adjusted) next = adjusted;
      valuesRef.current = next;
      setValues(next);
      setErrors((current) => {
        const copy = { ...current };
        for (const name of Object.keys(changes)) delete copy[name];
        return copy;
      });
    },
    [onValuesChange],
  );
  const setValue = useCallback((name: string, value: string | boolean) => setMany({ [name]: value }, name), [setMany]);

  // ── Scanner ──────────────────────────────────────────────────────────────────────────
  const environment = useRelayEnvironment();
  const productField = fields.find((f) => f.scan === "product");
  const lotField = fields.find((f) => f.scan === "lot");
  const expiryField = fields.find((f) => f.scan === "expiry");
  // The wedge watches the text fields a code may be typed into (not the expiry date).
  const scanNames = useMemo(() => new Set(fields.filter((f) => f.scan === "product" || f.scan === "lot").map((f) => f.name)), [fields]);
  const applyCode = useCallback(
    async (code: string) => {
      setScanBusy(true);
      setScanMessage(null);
      try {
        const found = await lookupScannedCode(environment, code);
        if (!found) {
          // The spec: a lookup answering id 0 is ignored (nothing is filled).
          setScanMessage({ variant: "error", text: t("scanner.unknownProduct") });
          return;
        }
        const changes: FormValues = {};
        if (productField) {
          const known = !productField.options || productField.options.some((o) => o.value === String(found.productId));
          if (known) changes[productField.name] = String(found.productId);
          else {
            setScanMessage({ variant: "error", text: t("scanner.otherFamily", { name: found.name ?? "" }) });
            return;
          }
        }
        if (lotField && found.lot) changes[lotField.name] = found.lot.toUpperCase();
        // The lot's expiry (GS1 AI 17): the forms warn at once when it is before the reading's date.
        if (expiryField && found.expiry) changes[expiryField.name] = found.expiry;
        setMany(changes, productField?.name ?? lotField?.name ?? "");
        setScanMessage({ variant: "success", text: t("scanner.filled", { name: found.name ?? "", lot: found.lot ?? "—" }) });
      } catch (error) {
        setScanMessage({ variant: "error", text: error instanceof UnreadableCode ? t("scanner.unreadable") : errorLines(error).join(" ") });
      } finally {
        setScanBusy(false);
      }
    },
    [environment, productField, lotField, expiryField, setMany, t],
  );
  const wedge = useWedgeScanner({
    watch: (name) => scanNames.has(name),
    onScan: (code, field, before) => {
      // Undo what the burst typed into the field, then fill the form from the code.
      setValue(field, before);
      void applyCode(code);
    },
    onTyped: (field, before, text) => {
      // Fast typing, not a code: the kept-out keys go into text fields after all.
      const def = fields.find((f) => f.name === field);
      if (def && def.type !== "select") setValue(field, def.upperCase ? (before + text).toUpperCase() : before + text);
    },
  });
  const offerScannerField = (props.scannerField ?? scanNames.size > 0) && !busy;

  // ── Save ─────────────────────────────────────────────────────────────────────────────
  const submit = async (action: SaveAction) => {
    const current = valuesRef.current;
    const found = mode === "update" ? validateReading(resolved, current) : {};
    setErrors(found);
    if (Object.keys(found).length) {
      saving.setErrors(null);
      return;
    }
    // The company's policy signs moves to the final record (parameter 22): 'Confirm and save' goes on to the signature.
    if (action === "confirmAndSave" && signToHistorical) {
      setSigning({ payload: readingPayload(resolved, current, mode), values: current });
      return;
    }
    await saving.run(() => onSubmit(readingPayload(resolved, current, mode), action, current), (message) => onSaved(message, action));
  };
  const signToHistorical = useCompanySettings()?.signToHistorical === true;
  const [signing, setSigning] = useState<{ payload: FormValues; values: FormValues } | null>(null);

  const offerConfirmAndSave = mode === "update" && (canConfirmAndSave?.(values) ?? false);
  const groups = READING_GROUPS.filter((group) => resolved.visible.some((f) => f.group === group));

  if (signing) {
    return (
      <SignatureDialog
        title={typeof title === "string" ? title : t("signatures.title")}
        statement={t("signatures.confirmAndSave.statement", { readNumbers: props.subject ?? "" })}
        submitText={t("signatures.confirmAndSave.submit")}
        meaning="REVIEWED"
        meanings={["REVIEWED", "APPROVED"]}
        sign={async (signature) => onSaved(await onSubmit(signing.payload, "confirmAndSave", signing.values, signature), "confirmAndSave")}
        onClose={() => setSigning(null)}
        testId="confirm-sign"
      />
    );
  }

  return (
    <RecordDialog
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      busy={busy}
      errors={serverErrors}
      onSubmit={() => void submit("confirm")}
      testId={testId}
      footer={(formId) => (
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <SplitSaveButton formId={formId} busy={busy} onConfirmAndSave={offerConfirmAndSave ? () => void submit("confirmAndSave") : undefined} />
        </>
      )}
    >
      <div onKeyDownCapture={wedge.onKeyDownCapture} className={styles.screen} data-mode={mode}>
        {intro}
        {mode === "massive" && <p className={styles.muted} style={{ margin: 0 }}>{t("readings.massHint")}</p>}
        {groups.map((group) => (
          <fieldset key={group} className={styles.group} data-group={group}>
            <legend className={styles.groupTitle}>{groupTitles?.[group] ?? t(GROUP_TITLES[group])}</legend>
            <div className={styles.fields}>
              {group === "product" && offerScannerField && (
                <div className={styles.wide}>
                  <ScannerField label={t("scanner.label")} onCode={(code) => void applyCode(code)} busy={scanBusy} message={scanMessage} />
                </div>
              )}
              {resolved.visible
                .filter((field) => field.group === group)
                .map((field) => {
                  const warning = fieldWarning?.(field, { values, setValue, busy });
                  return (
                  <Fragment key={field.name}>
                  <div className={field.type === "textarea" ? styles.wide : undefined} data-field-wrapper={field.name}>
                    <ReadingInput
                      field={field}
                      label={label(field)}
                      value={values[field.name]}
                      required={resolved.required.has(field.name)}
                      lockedReason={resolved.locked[field.name]}
                      disabled={busy || (typeof field.disabled === "function" ? field.disabled(mode) : Boolean(field.disabled))}
                      error={errors[field.name] ?? null}
                      onChange={(value) => setValue(field.name, value)}
                    />
                    {fieldExtra?.(field, { values, setValue, busy })}
                  </div>
                  {warning ? <div className={styles.wide} data-field-warning={field.name}>{warning}</div> : null}
                  </Fragment>
                  );
                })}
            </div>
          </fieldset>
        ))}
      </div>
    </RecordDialog>
  );
}

interface ReadingInputProps {
  field: ReadingFieldDef;
  label: string;
  value: string | boolean | undefined;
  required: boolean;
  lockedReason?: string;
  disabled: boolean;
  error: string | null;
  onChange: (value: string | boolean) => void;
}

/** One input of the reading form; a locked field shows its reason as tooltip and caption. */
function ReadingInput({ field, label, value, required, lockedReason, disabled, error, onChange }: ReadingInputProps) {
  const { t } = useTranslation();
  const text = typeof value === "string" ? value : "";
  const locked = lockedReason !== undefined;
  const common = { name: field.name, label, required, disabled: disabled || locked, error };
  let input: ReactNode;
  switch (field.type) {
    case "select":
      input = <SelectField {...common} value={text} options={field.options ?? []} placeholder={field.placeholder} caption={lockedReason ?? field.caption} onChange={onChange} />;
      break;
    case "number":
      input = <NumberField {...common} value={text} max={field.max} decimals={!field.integer && field.decimals !== false} onChange={onChange} />;
      break;
    case "checkbox":
      input = (
        <FormControl disabled={common.disabled}>
          <Checkbox name={field.name} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <FormControl.Label>{label}</FormControl.Label>
        </FormControl>
      );
      break;
    case "date":
      input = (
        <FormControl required={required} disabled={common.disabled}>
          <FormControl.Label>{label}</FormControl.Label>
          <TextInput block type="date" name={field.name} value={text} validationStatus={error ? "error" : undefined} onChange={(event) => onChange(event.target.value)} />
          {error && <FormControl.Validation variant="error">{t(error)}</FormControl.Validation>}
        </FormControl>
      );
      break;
    case "textarea":
      input = (
        <FormControl required={required} disabled={common.disabled}>
          <FormControl.Label>{label}</FormControl.Label>
          <Textarea block name={field.name} value={text} rows={3} resize="vertical" maxLength={field.max} validationStatus={error ? "error" : undefined} onChange={(event) => onChange(event.target.value)} />
          {error && <FormControl.Validation variant="error">{t(error)}</FormControl.Validation>}
        </FormControl>
      );
      break;
    default:
      input = (
        <TextField
          {...common}
          value={text}
          filter={field.unfiltered ? "none" : "text"}
          caption={lockedReason ?? field.caption}
          onChange={(next) => onChange(field.upperCase ? next.toUpperCase() : next)}
        />
      );
  }
  if (!locked) return <>{input}</>;
  // A disabled control cannot hold focus or a tooltip: the wrapper carries the reason.
  return (
    <div className={styles.locked} title={lockedReason} data-locked="true">
      {input}
      {field.type !== "select" && field.type !== "text" && <p className={styles.muted}>{lockedReason}</p>}
    </div>
  );
}

export type { FieldDef };
