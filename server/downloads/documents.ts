// Documents offered by the download manager. Manuals are rendered as printable HTML from
// the texts below; the agent package itself arrives with the agent ingestion API.
export interface DownloadDocument {
  method: string;
  fileName: string;
  contentType: string;
  render(): string;
}

const page = (title: string, sections: [string, string][]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:40px auto;padding:0 16px;color:#1f2328}h1{font-size:26px}h2{font-size:18px;margin-top:28px}</style>
</head><body><h1>${title}</h1>${sections.map(([h, p]) => `<h2>${h}</h2><p>${p}</p>`).join("")}</body></html>`;

const html = (method: string, fileName: string, title: string, sections: [string, string][]): DownloadDocument => ({
  method,
  fileName,
  contentType: "text/html; charset=utf-8",
  render: () => page(title, sections),
});

export const documents: DownloadDocument[] = [
  html("SASUri", "sterile-qc-agent-setup.html", "Incubator agent: installation", [
    ["What the agent does", "The agent runs on a PC beside your incubators. It talks to them over USB or Bluetooth and sends every incubation and result to the cloud under your company's Connection user."],
    ["Before you start", "Ask your company administrator for a Connection user (user type Connection). Make sure the PC reaches this site over HTTPS."],
    ["Installing", "Run the installer, sign in with the Connection user, and connect the incubators. They appear on the Incubators screen as connected; assign each one to its work sector."],
  ]),
  html("SASUriCloudManual", "sterile-qc-user-manual.html", "User manual", [
    ["Signing in", "Open the address your distributor gave you and sign in with your email and password. Use 'Forgot password' to receive a recovery link by email."],
    ["Readings", "Live readings show incubations in progress; provisional readings have a result to review. Complete the data and move each reading to historical."],
    ["Records", "The historical browser finds any reading by period, machine, result or number; generate a printable record or export to Excel, CSV or XML."],
  ]),
  html("SASUriMigrationManual", "sterile-qc-migration-manual.html", "Migrating from the desktop application", [
    ["Preparing", "Locate the desktop application's database file (.db). Each database can be imported only once and the process cannot be undone."],
    ["Importing", "Open Company › Migration, choose the file and the sector that will receive the readings, and confirm. Progress and totals appear in the migration history."],
  ]),
  html("SASUriCloudManualPlus", "sterile-qc-administrator-manual.html", "Administrator manual", [
    ["Company set-up", "Create your sectors, then users for each sector, then your sterilizers, washers and disinfectors. Assign connected incubators to their work sectors."],
    ["Licences and parameters", "Request and activate licences from My licences. Security mode decides which reading fields are required."],
  ]),
  html("SASUriUpdater", "sterile-qc-agent-updater.html", "Agent updater", [
    ["Keeping the agent current", "The updater checks for a newer agent when the PC starts and installs it when no incubation is being transmitted."],
  ]),
  html("SASUriCyberSecurity", "sterile-qc-cyber-security.html", "Cyber-security statement", [
    ["Data in transit and at rest", "All traffic uses HTTPS. Passwords are stored as argon2id hashes; sessions can be revoked at sign-out and expire automatically."],
    ["Tenancy", "Every request is limited to the caller's distributor, company and sector; another tenant's identifiers are refused."],
    ["Audit trail", "Every change to a reading is recorded with who, when, the old and the new value. The trail cannot be altered."],
  ]),
];
