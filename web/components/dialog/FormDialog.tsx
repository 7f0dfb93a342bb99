// New, update and massive-edit dialogs: a form from field descriptions. Empty required
// fields show 'This field is required' under them and nothing is sent; otherwise the save
// runs with a progress bar, and its errors stay inline in the dialog.
import { Button } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorLines } from "../../api/errors";
import { formPayload, validateForm, type FieldDef, type FormMode, type FormValues } from "../form/fields";
import { RecordForm } from "../form/RecordForm";
import { RecordDialog } from "./RecordDialog";

export interface FormDialogProps {
  mode: Exclude<FormMode, "detail">;
  title: string;
  subtitle?: string;
  fields: readonly FieldDef[];
  initialValues: FormValues;
  serverRequired: ReadonlySet<string>;
  label: (field: FieldDef) => string;
  /** Saves; resolves with the success text (or nothing), rejects with the server's error. */
  onSubmit: (values: FormValues) => Promise<string | void>;
  /** The save succeeded: the caller closes the dialog and shows the banner. */
  onSaved: (message: string | void) => void;
  onClose: () => void;
  /** Reacts to a field change (e.g. options that depend on another field). */
  onValuesChange?: (values: FormValues) => void;
  testId?: string;
}

export function FormDialog({ mode, title, subtitle, fields, initialValues, serverRequired, label, onSubmit, onSaved, onClose, onValuesChange, testId = "form-dialog" }: FormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (name: string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onValuesChange?.(next);
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    const found = validateForm(fields, values, mode, serverRequired);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setServerErrors(null);
    try {
      const message = await onSubmit(formPayload(fields, values, mode));
      setBusy(false);
      onSaved(message);
    } catch (error) {
      setBusy(false);
      setServerErrors(errorLines(error));
    }
  };

  return (
    <RecordDialog
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      busy={busy}
      errors={serverErrors}
      onSubmit={submit}
      testId={testId}
      footer={(formId) => (
        <>
          <Button onClick={onClose} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={busy} data-testid="dialog-save">
            {t("dialog.save")}
          </Button>
        </>
      )}
    >
      <RecordForm fields={fields} mode={mode} values={values} onChange={change} errors={errors} serverRequired={serverRequired} label={label} busy={busy} />
    </RecordDialog>
  );
}
