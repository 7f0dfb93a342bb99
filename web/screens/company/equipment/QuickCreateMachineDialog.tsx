// Quick creation of a sterilizer, washer or disinfector from a reading form (spec 001
// section 5): Name, Brand and Serial, all required; createMachine without a sector creates it
// in the user's own sector and answers the new id. A refusal shows the response Message
// in the dialog's error box.
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { QuickCreateMachineDialogMutation } from "../../../__generated__/QuickCreateMachineDialogMutation.graphql";
import { FormDialog } from "../../../components/dialog/FormDialog";
import type { FieldDef, FormValues } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { commit } from "../../../relay/operations";
import { machineKinds, type MachineKindName } from "./machineKinds";

const fields: FieldDef[] = [
  { name: "name", label: "machines.name", type: "text", required: true },
  { name: "brand", label: "machines.brand", type: "text", required: true },
  { name: "serial", label: "machines.serial", type: "text", required: true },
];

export interface QuickCreateMachineDialogProps {
  kind: MachineKindName | "%future added value";
  /** The machine exists: its new id and the values typed. */
  onCreated: (id: number, values: { name: string; brand: string; serial: string }) => void;
  onClose: () => void;
}

export function QuickCreateMachineDialog({ kind, onCreated, onClose }: QuickCreateMachineDialogProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const info = machineKinds[kind];
  const config = useScreenConfig(info.screenId);
  const label = useLabel(config);
  const created = useRef<{ id: number; values: { name: string; brand: string; serial: string } } | null>(null);
  const save = async (values: FormValues) => {
    const typed = { name: String(values.name), brand: String(values.brand), serial: String(values.serial) };
    const answer = await commit<QuickCreateMachineDialogMutation>(
      environment,
      graphql`
        mutation QuickCreateMachineDialogMutation($kind: MachineKind!, $input: MachineInput!) {
          createMachine(kind: $kind, input: $input) {
            machineId
          }
        }
      `,
      { kind: kind as MachineKindName, input: typed },
    );
    created.current = { id: answer.createMachine.machineId, values: typed };
  };
  return (
    <FormDialog
      mode="new"
      title={t(info.newTitle)}
      subtitle={t("machines.quickCreateHint")}
      fields={fields}
      initialValues={{ name: "", brand: "", serial: "" }}
      serverRequired={config.required}
      label={label}
      onSubmit={save}
      onSaved={() => created.current && onCreated(created.current.id, created.current.values)}
      onClose={onClose}
      testId="quick-create-machine"
    />
  );
}
