// The company's administrators and supervisors hear that a machine is back in service, each in
// their own language, with a link to the incident.
import type { AppDeps } from "../context";
import { COMPANY_ADMIN, SUPERVISOR } from "../auth/scopes";
import { notifyUser } from "../notifications/service";
import { incidentTexts } from "./texts";
import { machineNameAndSerial } from "./announce";

export const incidentUrl = (id: number) => `/AppIncidents/${id}`;

export async function notifyClosed(deps: AppDeps, incident: { id: number; companyId: number; machineKind: string; machineId: number; signatureMeaning: string | null }, signer: string): Promise<void> {
  const prisma = deps.db.prisma;
  const recipients = await prisma.appUser.findMany({ where: { companyId: incident.companyId, kind: "COMPANY", userTypeId: { in: [COMPANY_ADMIN, SUPERVISOR] }, active: true, deletedAt: null }, select: { id: true } });
  const machine = await machineNameAndSerial(deps, incident.machineKind, incident.machineId);
  for (const u of recipients) {
    await notifyUser(
      { prisma, pubsub: deps.pubsub },
      {
        userId: u.id,
        companyId: incident.companyId,
        type: 0,
        url: incidentUrl(incident.id),
        detail: (code) => {
          const t = incidentTexts(code);
          return t.closed({ id: incident.id, machine: `${t.machine(incident.machineKind)} ${machine.name}`, signer, meaning: t.meaning(incident.signatureMeaning ?? "") });
        },
      },
    );
  }
}
