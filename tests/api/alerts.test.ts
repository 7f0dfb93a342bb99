// Positive-result alerts (server/alerts/service.ts): a positive BI or a protein reading above
// the action level tells the company's administrators and supervisors at once — an in-app
// notification (GET /api/appnotification, pushed over graphql-ws), the 'PositiveResult' mail
// (outbox) and a "reading.positive" webhook — once per reading.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, eulaFor, languages, login, outbox, plainText, signUpPayload, subscribe, waitForMail, type OutboxMail } from "../helpers";
import { SEED, tokensOf } from "../helpers/company";
import { deliveries, NORMAL, resultedReading, rowOf, settledDeliveries, signatureOk, startReceiver, subscribeOnly, TYPE, unsubscribeAll, type Receiver, type TestReading, type WireRow } from "./webhooks-support";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminB">>>;
let receiver: Receiver;
let rows: WireRow[];

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminB");
  receiver = startReceiver();
  rows = await subscribeOnly(t.adminA, [
    { licenseProductId: NORMAL, indicatorTypeId: TYPE.BI, url: receiver.url("/bi") },
    { licenseProductId: NORMAL, indicatorTypeId: TYPE.PRO, url: receiver.url("/pro") },
  ]);
});
afterAll(async () => {
  await unsubscribeAll(t.adminA);
  receiver.stop();
});

const ADMIN_A = "admin@hospital-a.test";
const SUPERVISOR_A = "supervisor@hospital-a.test";
const OPERATOR_A = "operator@hospital-a.test";

interface Notification {
  id: number;
  notificationMessageType: number;
  notificationDetail: string;
  urlDescription: string | null;
}

async function notificationsOf(token: string): Promise<Notification[]> {
  const res = await api("GET", "/api/appnotification", { token });
  expect(res.status).toBe(200);
  return res.json;
}

/** The alert notifications about one reading (their text names its read number). */
const ALERT_SCREEN = { BI: "/appbifinished", PRO: "/AppPIProvisional" } as const;

async function alertsAbout(token: string, r: TestReading): Promise<Notification[]> {
  // BI and PRO read numbers are separate sequences: the alert's screen tells the kinds apart.
  return (await notificationsOf(token)).filter((n) => n.notificationMessageType === 2 && n.urlDescription === ALERT_SCREEN[r.kind] && new RegExp(`\\b${r.readNumber}\\b`).test(n.notificationDetail));
}

async function mailsAbout(to: string, r: TestReading): Promise<OutboxMail[]> {
  // BI and PRO read numbers overlap: a protein alert's subject names the protein.
  // The read number as a whole word: reading 31's subject must not match reading 310's.
  return (await outbox(to)).filter((m) => new RegExp(`\\b${r.readNumber}\\b`).test(m.subject) && /positiv/i.test(m.subject) && (r.kind === "PRO") === /prote|タンパク/i.test(m.subject));
}

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await Bun.sleep(100);
  }
}

const positiveEventOf = (r: TestReading) => (x: { json: any; headers: Headers }) => x.headers.get("x-sterileqc-event") === "reading.positive" && x.json?.reading?.id === r.id && x.json?.reading?.kind === r.kind;

describe("positive biological indicator", () => {
  let reading: TestReading;
  beforeAll(async () => {
    reading = await resultedReading({ kind: "BI", result: 2 });
  });

  test("an error notification for the administrator and the supervisor, each in their language (Spanish here), linking to /appbifinished", async () => {
    for (const token of [t.adminA, t.supervisorA]) {
      const mine = await eventually(() => alertsAbout(token, reading), (n) => n.length > 0);
      expect(mine.length).toBe(1);
      expect(mine[0]!.urlDescription).toBe("/appbifinished");
      // Hospital A works in Spanish.
      expect(mine[0]!.notificationDetail).toBe(`Indicador biológico positivo: lectura ${reading.readNumber} (Central Sterile). Retire el esterilizador de servicio y siga el procedimiento de retirada.`);
    }
  });

  test("operators are not alerted", async () => {
    expect(await alertsAbout(t.operatorA, reading)).toEqual([]);
  });

  test("the 'PositiveResult' mail goes to each of them", async () => {
    for (const to of [ADMIN_A, SUPERVISOR_A]) {
      const mails = await eventually(() => mailsAbout(to, reading), (m) => m.length > 0);
      expect(mails.length).toBe(1);
      expect(mails[0]!.subject).toBe(`Resultado positivo: IB n.º ${reading.readNumber}`);
      const text = plainText(mails[0]!.body);
      expect(text).toContain("Hospital A");
      expect(text).toContain(`Lectura: ${reading.readNumber}`);
      expect(text).toContain("Resultado: Positivo");
    }
    expect(await mailsAbout(OPERATOR_A, reading)).toEqual([]);
  });

  test("a signed 'reading.positive' event goes to the subscribed BI URL, besides 'reading.result'", async () => {
    const [positive] = await receiver.waitFor(positiveEventOf(reading));
    expect(positive!.path).toBe("/bi");
    expect(signatureOk(rowOf(rows, NORMAL, TYPE.BI).secret!, positive!)).toBe(true);
    expect(positive!.json).toMatchObject({ event: "reading.positive", alert: { reason: "bi.positive", actionLevel: null }, reading: { kind: "BI", id: reading.id, result: 2, resultDescription: "Positive" } });
    const [result] = await receiver.waitFor((x) => x.headers.get("x-sterileqc-event") === "reading.result" && x.json?.reading?.id === reading.id && x.json?.reading?.kind === "BI");
    expect(result!.json.alert).toBeNull();
  });
});

describe("protein above the action level", () => {
  test("PRO result 3 (fail) alerts with the provisional protein screen", async () => {
    const reading = await resultedReading({ kind: "PRO", result: 3, quantitativeResult: 40, density: 9.25 });
    const mine = await eventually(() => alertsAbout(t.supervisorA, reading), (n) => n.length > 0);
    expect(mine.length).toBe(1);
    expect(mine[0]!.urlDescription).toBe("/AppPIProvisional");
    expect(mine[0]!.notificationDetail).toBe(`La lectura de proteína ${reading.readNumber} (Central Sterile) supera el nivel de acción (9.25 > 6.4 µg/cm²): reprocese la carga.`);
    const [event] = await receiver.waitFor(positiveEventOf(reading));
    expect(event!.path).toBe("/pro");
    expect(event!.json.alert).toEqual({ reason: "pro.action", actionLevel: 6.4 });
    const mails = await eventually(() => mailsAbout(ADMIN_A, reading), (m) => m.length > 0);
    expect(plainText(mails[0]!.body)).toContain("Resultado: No conforme: 9.25 µg/cm² por encima del nivel de acción de 6.4 µg/cm²");
  });

  test("a density above the company's action level (parameter 12, 6.4) alerts even when the reader said pass", async () => {
    const reading = await resultedReading({ kind: "PRO", result: 1, density: 6.5 });
    const mine = await eventually(() => alertsAbout(t.adminA, reading), (n) => n.length > 0);
    expect(mine.length).toBe(1);
  });

  test("at or below the action level: no alert (and no positive event)", async () => {
    const atLevel = await resultedReading({ kind: "PRO", result: 2, density: 6.4 });
    const below = await resultedReading({ kind: "PRO", result: 1, density: 2.1 });
    await receiver.waitFor((x) => x.headers.get("x-sterileqc-event") === "reading.result" && x.json?.reading?.kind === "PRO" && x.json?.reading?.id === below.id);
    // The test route answers after the result hooks ran: an alert would be recorded, and its
    // event queued, by now. Each reading's only delivery is its result, finished.
    for (const r of [atLevel, below]) {
      expect((await settledDeliveries(t.adminA, r)).map((d) => [d.event, d.status])).toEqual([["reading.result", "delivered"]]);
      expect(await alertsAbout(t.adminA, r)).toEqual([]);
      expect(receiver.requests.filter(positiveEventOf(r))).toEqual([]);
    }
  });
});

describe("no alert, or only once", () => {
  test("a negative BI raises nothing", async () => {
    const reading = await resultedReading({ kind: "BI", result: 1 });
    await receiver.waitFor((x) => x.headers.get("x-sterileqc-event") === "reading.result" && x.json?.reading?.kind === "BI" && x.json?.reading?.id === reading.id);
    // Hooks done (the test route waits for them), deliveries finished: nothing else is coming.
    expect((await settledDeliveries(t.adminA, reading)).map((d) => [d.event, d.status])).toEqual([["reading.result", "delivered"]]);
    expect(await alertsAbout(t.adminA, reading)).toEqual([]);
    expect(await mailsAbout(ADMIN_A, reading)).toEqual([]);
    expect(receiver.requests.filter(positiveEventOf(reading))).toEqual([]);
  });

  test("a positive control that grows (the expected result) raises nothing", async () => {
    const reading = await resultedReading({ kind: "BI", result: 2, conditionSCIB: 2, lot: `CTL${Date.now()}` });
    await receiver.waitFor((x) => x.headers.get("x-sterileqc-event") === "reading.result" && x.json?.reading?.kind === "BI" && x.json?.reading?.id === reading.id);
    expect((await settledDeliveries(t.adminA, reading)).map((d) => [d.event, d.status])).toEqual([["reading.result", "delivered"]]);
    expect(await alertsAbout(t.adminA, reading)).toEqual([]);
    expect(await mailsAbout(ADMIN_A, reading)).toEqual([]);
  });

  test("a result hook that runs twice (or again later) alerts once: one notification and one mail per person, one event", async () => {
    const reading = await resultedReading({ kind: "BI", result: 2, resultTwice: true });
    await api("POST", "/api/test/readings/result", { body: { kind: "BI", id: reading.id } });
    await receiver.waitFor(positiveEventOf(reading));
    // Every run of the hooks has finished (the test routes answer after them) and so have the
    // deliveries: one result event and one positive event, each sent once.
    const ds = await settledDeliveries(t.adminA, reading);
    expect(ds.map((d) => [d.event, d.status, d.attempts]).sort()).toEqual([["reading.positive", "delivered", 1], ["reading.result", "delivered", 1]]);
    for (const token of [t.adminA, t.supervisorA]) expect((await alertsAbout(token, reading)).length).toBe(1);
    for (const to of [ADMIN_A, SUPERVISOR_A]) expect((await mailsAbout(to, reading)).length).toBe(1);
    expect(receiver.requests.filter(positiveEventOf(reading)).length).toBe(1);
  });

  test("another company's positive alerts that company only (Hospital B: its administrator, in English)", async () => {
    const reading = await resultedReading({ kind: "BI", result: 2, companyId: SEED.company.B });
    const mine = await eventually(() => alertsAbout(t.adminB, reading), (n) => n.length > 0);
    expect(mine.length).toBe(1);
    expect(mine[0]!.notificationDetail).toMatch(/^Positive biological indicator: reading \d+ \(.+\)\. Take the sterilizer out of service/);
    // Read numbers run per company: make sure Hospital A got nothing about this reading's id.
    // The hooks have run (the test route answers after them): no delivery of Hospital A's is
    // about it, so none will reach A's receiver.
    expect((await deliveries(t.adminA)).some((d) => d.readingId === reading.id && d.readingKind === "BI")).toBe(false);
    expect(receiver.requests.filter(positiveEventOf(reading))).toEqual([]);
  });
});

describe("live push", () => {
  test("the supervisor's open session hears the alert over graphql-ws (notificationAdded)", async () => {
    const sub = subscribe(`subscription { notificationAdded { id type detail url } }`, t.supervisorA);
    try {
      await sub.connected;
      // The subscription is registered shortly after the ack: raise alerts until one is heard.
      const event = sub.next(15_000);
      let received: Awaited<typeof event> | undefined;
      event.then((e) => (received = e), () => {});
      const readings: TestReading[] = [];
      for (let i = 0; i < 10 && !received; i++) {
        readings.push(await resultedReading({ kind: "BI", result: 2 }));
        await Bun.sleep(400);
      }
      const e = await event;
      expect(e.errors).toBeUndefined();
      expect(e.data!.notificationAdded).toMatchObject({ type: 2, url: "/appbifinished" });
      expect(readings.some((r) => e.data!.notificationAdded.detail.includes(`lectura ${r.readNumber} `))).toBe(true);
    } finally {
      await sub.dispose();
    }
    expect(claimsOf(t.supervisorA).Id).toBe(SEED.user.supervisorA);
  });
});

// Each recipient reads the alert in their own language (else the company's, else English):
// companies signed up in Italian, Brazilian Portuguese and Japanese, whose administrators
// therefore speak those languages, get the notification (and the toast pushed live) and the
// mail in it.
describe("the recipient's language", () => {
  const TEMPORARY_PASSWORD = /(?:Temporary password|Contraseña temporal|Password temporanea|Senha temporária|仮パスワード):\s*([^\s<]+)/;

  /** Signs a company up in a language; returns its administrator's token, company and e-mail. */
  async function companyIn(code: string) {
    const language = (await languages()).find((l) => l.code === code);
    if (!language) throw new Error(`the first distributor offers no ${code}`);
    const payload = await signUpPayload();
    const { _country, ...rest } = payload;
    const body = { ...rest, Language: { id: language.id }, EulaId: (await eulaFor(_country.regionId)).id };
    const started = new Date();
    const res = await api("POST", "/api/login/signup", { body });
    expect(res.status).toBe(200);
    const mail = await waitForMail(body.Administrator.Email, started);
    const password = TEMPORARY_PASSWORD.exec(plainText(mail.body))?.[1];
    if (!password) throw new Error(`no temporary password in the ${code} sign-up mail: ${mail.body}`);
    const token = await login(body.Administrator.Email, password);
    return { token, email: body.Administrator.Email.toLowerCase(), companyId: claimsOf(token).Company.Id as number, companyName: body.Company.Name, mail };
  }

  const CASES = [
    {
      code: "it",
      signUpSubject: "Benvenuto, Ada",
      bi: (n: number) => `Indicatore biologico positivo: lettura ${n} (Central sterile). Mettere fuori servizio lo sterilizzatore e seguire la procedura di richiamo.`,
      subject: (n: number) => `Risultato positivo: IB n. ${n}`,
      body: ["Azienda:", "Risultato: Positivo"],
      pro: (n: number) => `La lettura proteica ${n} (Central sterile) supera il livello di azione (9.25 > 6.4 µg/cm²): ritrattare il carico.`,
    },
    {
      code: "pt-br",
      signUpSubject: "Bem-vindo, Ada",
      bi: (n: number) => `Indicador biológico positivo: leitura ${n} (Central sterile). Retire o esterilizador de uso e siga o procedimento de recolhimento.`,
      subject: (n: number) => `Resultado positivo: IB nº ${n}`,
      body: ["Empresa:", "Resultado: Positivo"],
      pro: (n: number) => `A leitura de proteína ${n} (Central sterile) está acima do nível de ação (9.25 > 6.4 µg/cm²): reprocesse a carga.`,
    },
    {
      code: "ja",
      signUpSubject: "Ada 様、ようこそ",
      bi: (n: number) => `生物学的インジケータ陽性: 読み取り ${n} (Central sterile)。滅菌器の使用を停止し、リコール手順に従ってください。`,
      subject: (n: number) => `陽性結果: BI 第 ${n} 号`,
      body: ["施設:", "結果: 陽性"],
      pro: (n: number) => `タンパク質の読み取り ${n} (Central sterile) が処置レベルを超えています (9.25 > 6.4 µg/cm²)。負荷を再処理してください。`,
    },
  ] as const;

  for (const c of CASES) {
    test(`${c.code}: the sign-up mail, the positive-result notification and mail, and a protein alert speak ${c.code}`, async () => {
      const company = await companyIn(c.code);
      expect(company.mail.subject).toBe(c.signUpSubject);

      const bi = await resultedReading({ kind: "BI", result: 2, companyId: company.companyId });
      const [note] = await eventually(() => alertsAbout(company.token, bi), (n) => n.length > 0);
      expect(note?.notificationDetail).toBe(c.bi(bi.readNumber));
      // (mailsAbout looks for "positiv" in the subject: not every language spells it so)
      const mails = await eventually(async () => (await outbox(company.email)).filter((m) => m.subject.includes(`${bi.readNumber}`)), (m) => m.length > 0);
      expect(mails.map((m) => m.subject)).toEqual([c.subject(bi.readNumber)]);
      const mail = mails[0];
      const text = plainText(mail!.body);
      for (const part of c.body) expect(text).toContain(part);
      expect(text).toContain(company.companyName);

      const pro = await resultedReading({ kind: "PRO", result: 3, quantitativeResult: 40, density: 9.25, companyId: company.companyId });
      const [proNote] = await eventually(() => alertsAbout(company.token, pro), (n) => n.length > 0);
      expect(proNote?.notificationDetail).toBe(c.pro(pro.readNumber));
    });
  }

  test("the toast pushed live to an Italian session is Italian", async () => {
    const company = await companyIn("it");
    const sub = subscribe(`subscription { notificationAdded { id type detail url } }`, company.token);
    try {
      await sub.connected;
      const event = sub.next(15_000);
      let received: Awaited<typeof event> | undefined;
      event.then((e) => (received = e), () => {});
      for (let i = 0; i < 10 && !received; i++) {
        await resultedReading({ kind: "BI", result: 2, companyId: company.companyId });
        await Bun.sleep(400);
      }
      const e = await event;
      expect(e.errors).toBeUndefined();
      expect(e.data!.notificationAdded).toMatchObject({ type: 2, url: "/appbifinished" });
      expect(e.data!.notificationAdded.detail).toMatch(/^Indicatore biologico positivo: lettura \d+ /);
    } finally {
      await sub.dispose();
    }
  });
});
