// New, update and massive-edit dialogs: a form from field descriptions. Empty required
// fields show 'This field is required' under them and nothing is sent; otherwise the save
// runs with a progress bar, and its errors stay inline in the dialog.
import { useState } from "react";
import { formPayload, validateForm, type FieldDef, type FormMode, type FormValues } from "../form/fields";
import { RecordForm } from "../form/RecordForm";
import { CancelSaveButtons } from "./DialogButtons";
import { RecordDialog } from "./RecordDialog";
import { useDialogAction } from "./useDialogAction";

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
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, errors: serverErrors, run } = useDialogAction();

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
    await run(() => onSubmit(formPayload(fields, values, mode)), onSaved);
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
      footer={(formId) => <CancelSaveButtons formId={formId} busy={busy} onCancel={onClose} />}
    >
      <RecordForm fields={fields} mode={mode} values={values} onChange={change} errors={errors} serverRequired={serverRequired} label={label} busy={busy} />
    </RecordDialog>
  );
}
