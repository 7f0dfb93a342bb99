// One valid record per administrable entity (server/sysadmin/entities), for the system
// administration API tests and the tenant probe's recipes. `refs` names rows the records
// point at (an incubator model, a product of distributor 1, a program).
import { checkDigit } from "../../server/gs1/check";
import { uniqueSuffix } from "./http";

export type Values = Record<string, unknown>;
export interface SysRefs {
  model: number;
  product: number;
  program: number;
}
export interface Sample {
  /** The parent (distributor id) the provider writes into. */
  parent?: number;
  create: () => Values;
  change: Values;
  /** A value the field refuses, and the message. */
  invalid: [field: string, value: unknown, message: string | RegExp];
}

/** The seed's distributors: Bionova Iberia (Hospital A's and B's) and Steriline Nordic (Clinic C's). */
export const BIONOVA = 1;
export const STERILINE = 2;
const suffix = () => uniqueSuffix().slice(-8);
export const gtin14 = () => {
  const body = `0${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000).toString().padStart(3, "0")}`;
  return `${body}${checkDigit(body)}`;
};

export function sysSamples(refs: SysRefs): Record<string, Sample> {
  return {
    Distributor: {
      create: () => ({ name: `Distributor ${suffix()}`, domain: `d${suffix()}.example.test`, themeFileName: "bionova", ownDistributor: false, administratorName: "Ana", administratorLastName: "Ruiz", administratorEmail: `dist-${suffix()}@example.test` }),
      change: { name: "Renamed distributor", administratorName: "Ana María", administratorLastName: "Ruiz" },
      invalid: ["domain", "https://x.example.test:8080", /host name/],
    },
    Company: {
      parent: BIONOVA,
      create: () => ({ name: `Clinic ${suffix()}`, countryId: 1, province: "Madrid", city: "Madrid", address: "Calle Mayor 1", phone: "+34 910 000 000", contact: "Reception", postalCode: "28001", administratorName: "Lucía", administratorLastName: "Gómez", administratorEmail: `admin-${suffix()}@example.test` }),
      change: { city: "Alcalá de Henares", administratorName: "Lucía María", administratorLastName: "Gómez" },
      invalid: ["phone", "call me", /phone number/],
    },
    Notification: {
      create: () => ({ type: 1, audience: 1, distributorId: STERILINE, detail: `Maintenance window ${suffix()}`, detailEs: `Ventana de mantenimiento ${suffix()}`, url: "/downloadagent" }),
      change: {},
      invalid: ["url", "javascript:alert(1)", /https:\/\//],
    },
    IncubatorModel: {
      create: () => ({ modelId: `IC-${suffix()}`, description: "Test reader", type: 1, vid: "04D8", pid: "F2C4", portBI: 10, portProtein: 0 }),
      change: { description: "Changed reader", type: 2, uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca9f", vid: null, pid: null },
      invalid: ["vid", "XYZ", /hexadecimal/],
    },
    IncubatorDistributor: { parent: STERILINE, create: () => ({ incubatorModelId: refs.model, description: `Reader ${suffix()}` }), change: { description: "Renamed reader" }, invalid: ["incubatorModelId", 999999, /options/] },
    Program: { create: () => ({ name: `Program ${suffix()}`, programIndex: 7, time: 0.5, temperature: 60 }), change: { time: 1.25 }, invalid: ["temperature", 151, "value must be less than 150"] },
    ProductModel: { create: () => ({ name: `Model ${suffix()}`, type: 0, brand: "Bionova", compatibleTrazanto: true }), change: { brand: "Other" }, invalid: ["type", 9, /options/] },
    Product: { parent: BIONOVA, create: () => ({ name: `Product ${suffix()}`, productModelId: 1, brand: "Bionova" }), change: { name: "Renamed product" }, invalid: ["productModelId", 999999, /options/] },
    Gtin: { parent: BIONOVA, create: () => ({ code: gtin14(), productId: refs.product }), change: { code: gtin14() }, invalid: ["code", "07798000000001", /check digit/] },
    LicenseProduct: { create: () => ({ name: `Licence ${suffix()}`, isCloud: false }), change: { isCloud: true }, invalid: ["name", "x".repeat(101), /at most 100/] },
    ActivationCode: { parent: BIONOVA, create: () => ({ licenseProductId: 1, licensePeriodId: 2 }), change: {}, invalid: ["licensePeriodId", 999999, /options/] },
    LicensePeriod: { create: () => ({ periodName: `Period ${suffix()}`, days: 45, trial: false }), change: { days: 60 }, invalid: ["days", 0, "value must be bigger than 1"] },
    ScoreRpe: {
      create: () => {
        const from = 1000 + Math.floor(Math.random() * 40_000) * 2;
        return { programId: refs.program, minutesFrom: from, minutesTo: from + 1, score: 50, scoreType: 2 };
      },
      change: { score: 55 },
      invalid: ["scoreType", 7, /options/],
    },
    SettingValue: { create: () => ({ processBI: 1, valueDFrom: 100, valueDTo: 200, zone: 3 }), change: { zone: 2 }, invalid: ["valueDFrom", -1, "value must be bigger than 0"] },
  };
}
