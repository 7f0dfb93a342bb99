// Subscription probes. A subscription takes no id: the attacker opens it, a victim's user
// opens the same one (the control), then the victim's event happens. Once the control has
// heard the event, the attacker's socket has had every chance to hear it too (it was open
// first, and waits a little longer): it must have heard nothing that carries the victim's
// data.
import { api, BASE_URL, gql, gqlData, uniqueSuffix } from "../../helpers";
import { subscribe } from "../../helpers/ws";
import { collect, agentStart } from "../../helpers/readings";
import { gid, tokenOf } from "../../helpers/company";
import { gqlCall } from "./documents";
import type { Victim } from "./victim";

export interface SubscriptionOutcome {
  /** Events the attacker received (as sent), and errors of its subscription. */
  events: any[];
  /** Values of the victim's event found in the attacker's events. */
  leaks: string[];
}

interface Trigger {
  control: (v: Victim) => Promise<string>;
  /** Makes the victim's event; answers values that identify it. */
  fire: (v: Victim) => Promise<string[]>;
  /** Puts back what the event changed. */
  undo?: (v: Victim) => Promise<void>;
  /** Does a control event belong to this trigger? */
  isIt: (event: any, marks: string[]) => boolean;
  /** The event is the whole company's (its settings): users of the victim's company may hear it. */
  companyWide?: true;
}

const has = (event: unknown, marks: string[]) => {
  const text = JSON.stringify(event ?? null);
  return marks.some((m) => text.includes(m));
};

/**
 * A configuration import that changes nothing: one module with the texts it has now (taken
 * from one export per run). Provider staff hear it; the event names the job.
 */
let moduleNow: Promise<unknown> | null = null;
async function configImport(token: string): Promise<number> {
  moduleNow ??= gql(`{ configurationExport { content } }`, {}, token).then((r) => JSON.parse(gqlData(r).configurationExport.content).items.modules["5"]);
  const file = { format: "sterile-qc-config", version: 1, exportedAt: new Date().toISOString(), items: { modules: { "5": await moduleNow } } };
  return gqlData(await gql(`mutation($c: String!) { importConfiguration(content: $c) { jobId } }`, { c: JSON.stringify(file) }, token)).importConfiguration.jobId;
}

/** A desktop database with impossible rows, imported by the victim: it fails and writes nothing; the event names its database id. */
async function desktopImport(v: Victim): Promise<string> {
  const { makeDesktopDb } = await import("../../../scripts/make-desktop-db");
  const { mkdtempSync, readFileSync, rmSync } = await import("node:fs");
  const dir = mkdtempSync(`${(await import("node:os")).tmpdir()}/probe-desktop-`);
  try {
    const made = makeDesktopDb({ readings: 300, out: `${dir}/probe.db`, seed: Math.floor(Math.random() * 1e9), corrupt: "garbage-rows" });
    const form = new FormData();
    form.append("sectorId", String(v.centralSectorId));
    form.append("file", new Blob([readFileSync(`${dir}/probe.db`)]), "probe.db");
    const up = await fetch(`${BASE_URL}/api/desktopmigrator`, { method: "POST", body: form, headers: { authorization: `Bearer ${v.token}` } });
    const id = ((await up.json()) as { migration: { id: number } }).migration.id;
    await api("POST", "/api/desktopmigrator/processMigration", { token: v.token, body: id as never });
    return made.databaseId;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TRIGGERS: Record<string, Trigger> = {
  "Subscription.desktopMigrationProgress": {
    control: (v) => Promise.resolve(v.token),
    fire: async (v) => [await desktopImport(v)],
    isIt: has,
  },
  "Subscription.configImportProgress": {
    control: () => tokenOf("sysadmin"),
    fire: async () => [`"jobId":${await configImport(await tokenOf("sysadmin"))}`],
    // The next attacker's import must not find this one still running.
    undo: async () => {
      const token = await tokenOf("sysadmin");
      for (let i = 0; i < 100 && (await api("GET", "/api/migration/importstatus", { token })).json?.status === "running"; i++) await Bun.sleep(100);
    },
    isIt: has,
  },
  "Subscription.readingChanged": {
    control: (v) => Promise.resolve(v.token),
    fire: async (v) => {
      const r = await agentStart("BI", { lot: v.lot });
      return [gid("BIReading", r.id)];
    },
    isIt: has,
  },
  "Subscription.notificationAdded": {
    control: (v) => Promise.resolve(v.user.token),
    fire: async (v) => {
      const detail = `Probe victim notice ${uniqueSuffix()}`;
      const res = await api("POST", "/api/test/notify", { body: { userId: v.user.id, detail } });
      if (res.status !== 200) throw new Error(`notify hook → ${res.status} ${res.text.slice(0, 200)}`);
      return [detail];
    },
    isIt: has,
  },
  "Subscription.parameterChanged": {
    control: (v) => Promise.resolve(v.user.token),
    fire: async (v) => {
      const days = 100 + Math.floor(Math.random() * 265);
      const res = await api("PUT", "/api/appparameter", { token: v.token, body: { UserLogged: v.admin.id, AppParameter: { appParameterType: 2, value: days } } });
      if (res.status !== 200) throw new Error(`parameter change → ${res.status} ${res.text.slice(0, 200)}`);
      return [`"noticeDays":${days}`];
    },
    undo: async (v) => {
      await api("POST", "/api/appparameter/defaultvalue", { token: v.token, body: { UserLogged: v.admin.id, AppParameter: { appParameterType: 2 } } });
    },
    isIt: has,
    companyWide: true,
  },
  "Subscription.licenseChanged": {
    control: (v) => Promise.resolve(v.token),
    // The provider corrects Hospital A's licence (no change of dates or status, a new observation); undone after.
    fire: async () => {
      const res = await api("PUT", "/api/License/LicenseInfo", { token: await tokenOf("sysadmin"), body: { LicenseId: 1, DaysToAdd: 0, LicenseStatus: 2, Observations: `Probe ${uniqueSuffix()}` } });
      if (res.status !== 200) throw new Error(`LicenseInfo → ${res.status} ${res.text.slice(0, 200)}`);
      return ["licenseChanged"];
    },
    undo: async () => {
      await api("PUT", "/api/License/LicenseInfo", { token: await tokenOf("sysadmin"), body: { LicenseId: 1, DaysToAdd: 0, LicenseStatus: 2, Observations: "Annual renewal" } });
    },
    isIt: has,
    companyWide: true,
  },
  "Subscription.incidentChanged": {
    control: (v) => Promise.resolve(v.token),
    // A load of the victim's incident marked by its own administrator (then pending again).
    fire: async (v) => {
      const r = await gql(`mutation($input: IncidentLoadMarkInput!) { markIncidentLoad(input: $input) { id } }`, { input: { loadId: v.incident.loadId, status: "LOCATED" } }, v.token);
      if (r.errors) throw new Error(`markIncidentLoad → ${JSON.stringify(r.errors).slice(0, 200)}`);
      return [gid("Incident", v.incident.id)];
    },
    undo: async (v) => {
      await gql(`mutation($input: IncidentLoadMarkInput!) { markIncidentLoad(input: $input) { id } }`, { input: { loadId: v.incident.loadId, status: "PENDING" } }, v.token);
    },
    isIt: has,
  },
  "Subscription.incubatorChanged": {
    control: (v) => Promise.resolve(v.token),
    fire: async (v) => {
      const inc = v.incubators.find((i) => i.serial === v.live.serial)!;
      const res = await api("POST", `/api/agent/v1/incubators/${encodeURIComponent(inc.serial)}/status`, { token: await tokenOf("agentA"), body: { temperatureOk: false } });
      if (res.status !== 200) throw new Error(`agent status → ${res.status} ${res.text.slice(0, 200)}`);
      return [gid("Incubator", inc.id), inc.serial];
    },
    undo: async (v) => {
      await api("POST", `/api/agent/v1/incubators/${encodeURIComponent(v.live.serial)}/status`, { token: await tokenOf("agentA"), body: { temperatureOk: true } });
    },
    isIt: has,
  },
};

export const subscriptionKeys = () => Object.keys(TRIGGERS);
export const isCompanyWide = (key: string) => TRIGGERS[key]?.companyWide === true;

/**
 * Probes every subscription for one caller at once: all sockets open, all victim events
 * fire together; each subscription's outcome is then judged on its own.
 */
export async function probeSubscriptions(v: Victim, token: string | null): Promise<Record<string, SubscriptionOutcome>> {
  const keys = subscriptionKeys();
  const open = await Promise.all(
    keys.map(async (key) => {
      const t = TRIGGERS[key]!;
      const { query } = gqlCall("Subscription", key.split(".")[1]!);
      const attacker = subscribe(query, token);
      const mine = collect(attacker);
      const control = subscribe(query, await t.control(v));
      const heard = collect(control);
      await attacker.connected.catch(() => undefined);
      await control.connected;
      return { key, t, mine, heard };
    }),
  );
  const marks = new Map<string, string[]>();
  try {
    await Bun.sleep(100);
    for (const o of open) marks.set(o.key, await o.t.fire(v));
    const deadline = Date.now() + 10_000;
    for (const o of open) {
      while (!o.heard.events.some((e) => o.t.isIt(e, marks.get(o.key)!))) {
        if (Date.now() > deadline) throw new Error(`the victim's own subscription (control) did not hear ${o.key} within 10 s: ${JSON.stringify(o.heard.events).slice(0, 300)}`);
        await Bun.sleep(25);
      }
    }
    await Bun.sleep(200);
  } finally {
    for (const o of open) {
      await o.t.undo?.(v);
      await o.heard.stop().catch(() => undefined);
      await o.mine.stop().catch(() => undefined);
    }
  }
  return Object.fromEntries(open.map((o) => [o.key, { events: o.mine.events, leaks: o.mine.events.filter((e) => has(e, marks.get(o.key)!)).map((e) => JSON.stringify(e).slice(0, 200)) }]));
}
