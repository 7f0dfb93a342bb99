// Parameter definitions: system parameters (provider-wide and one copy per distributor,
// each with its default for "reset to default") and a company's app parameters.
import { LANG, type Tx } from "./context";

// [type, description, fieldType, default]. Field types: 1 text, 2 email, 3 number,
// 4 float, 5 float2, 6 password, 7 language (value = language id, kept numeric).
const SYS_PARAMETERS: [number, string, number, string][] = [
  [1, "Sender e-mail address", 2, "no-reply@sterile-qc.local"],
  [2, "Support e-mail address", 2, "support@sterile-qc.local"],
  [3, "Default language", 7, String(LANG.en)],
  [4, "Password recovery link validity (minutes)", 3, "60"],
  [5, "Licence expiry notice (days)", 3, "30"],
  [6, "Trial licence length (days)", 3, "30"],
  [7, "Default protein alert threshold (µg/cm²)", 4, "3"],
  [8, "Default protein action threshold (µg/cm²)", 4, "6.4"],
  [9, "Agent download URL", 1, "/downloads/agent/sterile-qc-agent-setup.exe"],
  [10, "Cloud user manual URL", 1, "/downloads/manuals/cloud-user-manual.pdf"],
  [11, "Migration manual URL", 1, "/downloads/manuals/migration-manual.pdf"],
  [12, "Cloud quick guide URL", 1, "/downloads/manuals/cloud-quick-guide.pdf"],
  [13, "Agent updater URL", 1, "/downloads/agent/sterile-qc-agent-updater.exe"],
  [14, "Cyber-security statement URL", 1, "/downloads/manuals/cyber-security-statement.pdf"],
  [15, "SMTP password", 6, ""],
  [16, "Incubator offline after (minutes)", 3, "10"],
  [17, "Incubation temperature tolerance (°C)", 5, "2.50"],
];

/** Provider-wide parameters (distributorId null) and one editable copy per distributor. */
export function sysParameterRows(distributorIds: (number | null)[]) {
  return distributorIds.flatMap((distributorId) =>
    SYS_PARAMETERS.map(([type, description, fieldType, value]) => ({
      distributorId, type, description, fieldType, value, defaultValue: value,
    })),
  );
}

export async function seedSysParameters(tx: Tx): Promise<void> {
  await tx.sysParameter.createMany({ data: sysParameterRows([null]) });
}

export interface CompanySettings {
  securityMode: number; // 1 Relax, 2 Medium, 3 Strict
  languageId: number;
  regionalFormatId: number;
}

/** The company parameters listed in the AppParameter model, in screen order. Field types:
 * 1 integer, 4 decimal, 7 select. Working mode 0 = single protein threshold. */
export function appParameterRows(companyId: number, s: CompanySettings) {
  const rows: [type: number, value: string, fieldType: number, visible: boolean][] = [
    [0, String(s.securityMode), 7, true],
    [1, String(s.languageId), 7, true],
    [13, String(s.regionalFormatId), 7, true],
    [14, "0", 7, true], // temperature unit: 0 Celsius, 1 Fahrenheit
    [10, "1", 7, true], // working mode: alert and action thresholds (ISO 15883-5)
    [4, "3", 4, true],
    [11, "3", 4, true],
    [12, "6.4", 4, true],
    [2, "30", 1, true],
    [18, "0", 7, true], // selected licence: none yet
  ];
  return rows.map(([type, value, fieldType, visible], order) => ({ companyId, type, value, fieldType, visible, order }));
}
