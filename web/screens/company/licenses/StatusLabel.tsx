// A licence status as a coloured label with the server's text for it (./licenseStatus.ts).
import { Label } from "@primer/react";

const VARIANT: Record<number, "attention" | "accent" | "success" | "secondary" | "severe" | "danger"> = { 0: "attention", 1: "accent", 2: "success", 3: "secondary", 4: "severe", 5: "danger" };

/** A status with the server's text for it (statusDescription). */
export function StatusLabel({ status, text }: { status: number; text: string }) {
  return (
    <span data-testid="license-status" data-status={status}>
      <Label variant={VARIANT[status] ?? "secondary"}>{text}</Label>
    </span>
  );
}
