// Demo catalogue and equipment: incubator models and programs, product models and the
// distributors' products with GS1 GTINs, each company's incubators, sterilizers, washers,
// disinfectors and instruments. Returns what the reading generator needs to pick from.
import { DAY_MS, MINUTE_MS, type Tx } from "./context";
import { DEMO_IDS } from "./demo-tenants";
import { gtin14 } from "./gs1";
import { PROCESS_BI } from "./reference";

const D = DEMO_IDS.distributors;
const C = DEMO_IDS.companies;
const S = DEMO_IDS.sectors;

// Connection type 1 = USB (VID/PID), 2 = Bluetooth (UUID). Model 4 is the protein reader
// whose readings the protein screens label '10 min.'.
const INCUBATOR_MODELS = [
  { id: 1, modelId: "IC10/20FR", description: "Auto-reader incubator IC10/20FR (USB)", type: 1, vid: "04D8", pid: "F2C4", uuid: null, portBI: 10, portProtein: 0 },
  { id: 2, modelId: "MiniBio", description: "MiniBio compact reader (Bluetooth)", type: 2, vid: null, pid: null, uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca9e", portBI: 4, portProtein: 0 },
  { id: 3, modelId: "BioReader 20", description: "BioReader 20-position incubator (Bluetooth)", type: 2, vid: null, pid: null, uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020", portBI: 20, portProtein: 0 },
  { id: 4, modelId: "ProRead 10", description: "ProRead protein reader, 10 min. (Bluetooth)", type: 2, vid: null, pid: null, uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0010", portBI: 0, portProtein: 4 },
];

// [id, incubator model, programIndex, hours, °C, name]. Steam spores read at 60 °C,
// ethylene-oxide/dry-heat spores at 37 °C.
const PROGRAMS: [number, number, number, number, number, string][] = [
  [1, 1, 1, 0.3333, 60, "20 min 60 °C"],
  [2, 1, 2, 1, 60, "1 h 60 °C"],
  [3, 1, 3, 3, 60, "3 h 60 °C"],
  [4, 1, 4, 24, 37, "24 h 37 °C"],
  [5, 2, 1, 0.3333, 60, "20 min 60 °C"],
  [6, 2, 2, 3, 60, "3 h 60 °C"],
  [7, 2, 3, 24, 37, "24 h 37 °C"],
  [8, 3, 1, 0.3333, 60, "20 min 60 °C"],
  [9, 3, 2, 1, 60, "1 h 60 °C"],
  [10, 3, 3, 3, 60, "3 h 60 °C"],
  [11, 3, 4, 24, 37, "24 h 37 °C"],
  [12, 4, 1, 0.1667, 60, "10 min."],
];

// [id, name, type, program, compatibleTrazanto, product description]. Types: 0 BI
// sterilisation, 4 BI disinfection, 2 chemical (sterilizer), 1 protein, 3 protein endoscope,
// 5 chemical washer.
const PRODUCT_MODELS: [number, string, number, number | null, boolean, string][] = [
  [1, "BT220", 0, 1, true, "Rapid steam BI (20 min)"],
  [2, "BT221", 0, 1, true, "Rapid hydrogen peroxide BI"],
  [3, "BT110", 0, 4, false, "Ethylene oxide BI (24 h)"],
  [4, "BT96", 4, 3, false, "Hydrogen peroxide disinfection BI"],
  [5, "PRO1", 1, 12, true, "Protein residue test"],
  [6, "PRO1ENDO", 3, 12, true, "Protein residue test for endoscope channels"],
  [7, "CD40", 2, null, false, "Hydrogen peroxide chemical indicator (type 4)"],
  [8, "CD42", 2, null, false, "Hydrogen peroxide chemical indicator (type 5)"],
  [9, "CD29", 2, null, false, "Steam integrator (type 5)"],
  [10, "IT26-C", 2, null, false, "Steam emulator (type 6)"],
  [11, "CDWA3", 5, null, true, "Washer-disinfector cleaning indicator"],
  // Added after the first eleven (its products take the next ids, after both distributors'):
  // a chemical sterilizer indicator outside the package-number models.
  [12, "CD16", 2, null, false, "Steam process indicator (type 1)"],
];
/** Models whose products are numbered after both distributors' first products (ids stay stable). */
const LATER_MODELS = new Set([12]);

// GS1 company prefixes of the demo (the first gives DOMAIN.md's 09521234543213 for BT220).
const GTIN_PREFIX: Record<number, string> = { [D.bionova]: "095212345", [D.steriline]: "073500012" };
const BRAND: Record<number, string> = { [D.bionova]: "Bionova", [D.steriline]: "Steriline" };
const DISTRIBUTOR_IDS: number[] = [D.bionova, D.steriline];

export interface IncubatorAsset { id: number; serial: string; modelId: number; sectorId: number; portBI: number; portProtein: number; connected: boolean }
export interface MachineAsset { id: number; sectorId: number; name: string; process: number }
export interface MeasureAsset { id: number; surface: number; instrument: string }
export interface CompanyAssets {
  companyId: number;
  distributorId: number;
  incubators: IncubatorAsset[];
  sterilizers: MachineAsset[];
  washers: MachineAsset[];
  disinfectors: MachineAsset[];
  measures: MeasureAsset[];
}
export interface Catalogue {
  /** Program rows (hours) by incubator model. */
  programsByModel: Map<number, { id: number; hours: number; temperature: number }[]>;
  /** Product id by distributor and product-model name. */
  product(distributorId: number, modelName: string): number;
  companies: CompanyAssets[];
}

// Incubators: [id, company, distributor, model, name, serial, work sector | null, discoverer sector, connected]
const INCUBATORS: [number, number, number, number, string, string, number | null, number, boolean][] = [
  [1, C.hospitalA, D.bionova, 1, "IC10 Central 1", "IC1020FR-001234", S.aCentral, S.aCentral, true],
  [2, C.hospitalA, D.bionova, 2, "MiniBio Central", "MB-000087", S.aCentral, S.aCentral, true],
  [3, C.hospitalA, D.bionova, 4, "ProRead Central", "PR10-000412", S.aCentral, S.aCentral, true],
  [4, C.hospitalA, D.bionova, 3, "BioReader Theatre", "BR20-000190", S.aTheatre, S.aTheatre, true],
  [5, C.hospitalA, D.bionova, 2, "MiniBio spare", "MB-000102", null, S.aCentral, false],
  [6, C.hospitalB, D.bionova, 1, "IC10 Central", "IC1020FR-002871", S.bCentral, S.bCentral, true],
  [7, C.hospitalB, D.bionova, 4, "ProRead Central", "PR10-000655", S.bCentral, S.bCentral, true],
  [8, C.hospitalB, D.bionova, 2, "MiniBio", "MB-000311", null, S.bTheatre, false],
  [9, C.clinicC, D.steriline, 1, "IC10 Sterile", "IC1020FR-003390", S.cCentral, S.cCentral, true],
  [10, C.clinicC, D.steriline, 3, "BioReader Dental", "BR20-000377", S.cDental, S.cDental, true],
  [11, C.clinicC, D.steriline, 4, "ProRead", "PR10-000871", S.cCentral, S.cCentral, false],
];

const STEAM = PROCESS_BI.steam;
const H2O2 = PROCESS_BI.hydrogenPeroxide;
// [id, company, sector, name, brand, serial, process]
const STERILIZERS: [number, number, number, string, string, string, number][] = [
  [1, C.hospitalA, S.aCentral, "Autoclave 1", "Matachana", "S1000-22314", STEAM],
  [2, C.hospitalA, S.aCentral, "Autoclave 2", "Getinge", "GSS67H-1187", STEAM],
  [3, C.hospitalA, S.aCentral, "Plasma", "ASP", "STERRAD-100NX-5521", H2O2],
  [4, C.hospitalA, S.aTheatre, "Theatre autoclave", "Tuttnauer", "3870ELV-0932", STEAM],
  [5, C.hospitalB, S.bCentral, "Autoclave A", "Matachana", "S1000-30112", STEAM],
  [6, C.hospitalB, S.bTheatre, "Autoclave B", "Steelco", "VS1-4410", STEAM],
  [7, C.clinicC, S.cCentral, "Steam Central", "Getinge", "HS66-2290", STEAM],
  [8, C.clinicC, S.cDental, "Dental autoclave", "W&H", "LISA-517-8812", STEAM],
];
const WASHERS: [number, number, number, string, string, string][] = [
  [1, C.hospitalA, S.aCentral, "Washer 1", "Miele", "PG8528-11873"],
  [2, C.hospitalA, S.aCentral, "Washer 2", "Getinge", "WD46-4-0457"],
  [3, C.hospitalA, S.aEndoscopy, "Endoscope washer", "Olympus", "ETD4-2231"],
  [4, C.hospitalB, S.bCentral, "Washer A", "Steelco", "DS610-7781"],
  [5, C.clinicC, S.cCentral, "Washer", "Miele", "PG8591-5520"],
];
const DISINFECTORS: [number, number, number, string, string, string][] = [
  [1, C.hospitalA, S.aTheatre, "Room disinfector", "Bioquell", "BQ50-0311"],
  [2, C.hospitalA, S.aCentral, "Glosair", "ASP", "GLOSAIR400-1290"],
  [3, C.hospitalB, S.bTheatre, "H2O2 fogger", "Steelco", "HPV-0442"],
  [4, C.clinicC, S.cCentral, "H2O2 fogger", "Bioquell", "BQ50-0908"],
];
// Instruments [id, company, code, description] and measures [id, instrument, code, description, cm², both sides]
const INSTRUMENTS: [number, number, string, string][] = [
  [1, C.hospitalA, "SCIS-MAYO", "Mayo scissors 17 cm"],
  [2, C.hospitalA, "FORC-KELLY", "Kelly forceps 14 cm"],
  [3, C.hospitalA, "LAP-GRASP", "Laparoscopic grasper 5 mm"],
  [4, C.hospitalB, "SCIS-METZ", "Metzenbaum scissors 18 cm"],
  [5, C.clinicC, "DENT-MIRROR", "Dental mirror"],
  [6, C.clinicC, "DENT-HP", "Dental handpiece"],
];
const MEASURES: [number, number, string, string, number, boolean][] = [
  [1, 1, "SCIS-MAYO-BLADES", "Blades", 12.5, true],
  [2, 1, "SCIS-MAYO-HINGE", "Hinge", 3.2, false],
  [3, 2, "FORC-KELLY-JAWS", "Jaws", 6.8, true],
  [4, 2, "FORC-KELLY-BOX", "Box lock", 2.1, false],
  [5, 3, "LAP-GRASP-TIP", "Grasper tip and shaft", 31.4, false],
  [6, 4, "SCIS-METZ-BLADES", "Blades", 10.2, true],
  [7, 5, "DENT-MIRROR-HEAD", "Mirror head", 4.9, true],
  [8, 6, "DENT-HP-HEAD", "Handpiece head", 8.6, false],
];

export async function seedDemoCatalogue(tx: Tx, now: Date): Promise<Catalogue> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await tx.incubatorModel.createMany({ data: INCUBATOR_MODELS });
  await tx.program.createMany({
    data: PROGRAMS.map(([id, incubatorModelId, programIndex, time, temperature, name]) => ({ id, incubatorModelId, programIndex, time, temperature, name })),
  });
  await tx.distributorIncubator.createMany({
    data: DISTRIBUTOR_IDS.flatMap((distributorId, d) =>
      INCUBATOR_MODELS.map((m, i) => ({ id: d * INCUBATOR_MODELS.length + i + 1, distributorId, incubatorModelId: m.id, description: `${BRAND[distributorId]} ${m.modelId}` })),
    ),
  });
  await tx.productModel.createMany({
    data: PRODUCT_MODELS.map(([id, name, type, programId, compatibleTrazanto]) => ({ id, name, type, programId, compatibleTrazanto, brand: "Bionova" })),
  });

  const productIds = new Map<string, number>();
  const products: { id: number; distributorId: number; productModelId: number; name: string; brand: string }[] = [];
  const gtins: { distributorId: number; productId: number; code: string }[] = [];
  const first = PRODUCT_MODELS.filter((m) => !LATER_MODELS.has(m[0]));
  const later = PRODUCT_MODELS.filter((m) => LATER_MODELS.has(m[0]));
  for (const batch of [first, later]) for (const distributorId of DISTRIBUTOR_IDS) {
    for (const [modelId, name, , , , description] of batch) {
      const id = products.length + 1;
      products.push({ id, distributorId, productModelId: modelId, name: `${name} ${description}`, brand: BRAND[distributorId]! });
      productIds.set(`${distributorId}:${name}`, id);
      // Item reference 4320 + model id: BT220 of Bionova Iberia is 0952123454321 + check 3.
      gtins.push({ distributorId, productId: id, code: gtin14(GTIN_PREFIX[distributorId]! + String(4320 + modelId)) });
    }
  }
  // A second pack size of BT220 per distributor: one product may have several GTINs.
  for (const distributorId of DISTRIBUTOR_IDS) {
    gtins.push({ distributorId, productId: productIds.get(`${distributorId}:BT220`)!, code: gtin14(GTIN_PREFIX[distributorId]! + "4400") });
  }
  await tx.product.createMany({ data: products });
  await tx.gtin.createMany({ data: gtins });

  const agentOf: Record<number, number | null> = { [C.hospitalA]: DEMO_IDS.users.agentA, [C.hospitalB]: null, [C.clinicC]: null };
  await tx.incubator.createMany({
    data: INCUBATORS.map(([id, companyId, distributorId, modelId, name, serialNumber, workSectorId, discovererSectorId, connected]) => ({
      id, companyId, name, serialNumber, workSectorId, discovererSectorId,
      distributorIncubatorId: DISTRIBUTOR_IDS.indexOf(distributorId) * INCUBATOR_MODELS.length + modelId,
      discovererUserId: agentOf[companyId],
      lot: `L${serialNumber.slice(-4)}`,
      connectionStatus: connected ? 1 : 2,
      temperatureStatus: connected ? 1 : 0,
      connectedAt: at(-90 + id),
      lastSeenAt: connected ? new Date(now.getTime() - MINUTE_MS) : at(-6),
    })),
  });
  const machine = ([id, companyId, sectorId, name, brand, serial]: (string | number)[]) =>
    ({ id: id as number, companyId: companyId as number, sectorId: sectorId as number, name: name as string, brand: brand as string, serial: serial as string, createdAt: at(-380) });
  await tx.sterilizer.createMany({ data: STERILIZERS.map(machine) });
  await tx.washer.createMany({ data: WASHERS.map(machine) });
  await tx.disinfector.createMany({ data: DISINFECTORS.map(machine) });
  await tx.instrument.createMany({ data: INSTRUMENTS.map(([id, companyId, code, description]) => ({ id, companyId, code, description })) });
  await tx.instrumentMeasure.createMany({
    data: MEASURES.map(([id, instrumentId, code, description, surface, bothSides]) => ({
      id, instrumentId, code, description, surface, bothSides, companyId: INSTRUMENTS.find((i) => i[0] === instrumentId)![1], creationDate: at(-200),
      fileName: `${code.toLowerCase()}.svg`,
      imageMime: "image/svg+xml",
      imageData: measurePicture(code, description, surface, bothSides),
    })),
  });
  // Score table (/SysScoreRPE) for the rapid steam programs: exposure minutes -> score,
  // score types 1 high, 2 medium, 3 low (reference lines 16, 49.5, 85).
  await tx.scoreRpe.createMany({
    data: [1, 5, 8].flatMap((programId) => [
      { programId, minutesFrom: 0, minutesTo: 3, score: 12, scoreType: 1 },
      { programId, minutesFrom: 3, minutesTo: 5, score: 35, scoreType: 2 },
      { programId, minutesFrom: 5, minutesTo: 10, score: 60, scoreType: 2 },
      { programId, minutesFrom: 10, minutesTo: 60, score: 90, scoreType: 3 },
    ]),
  });

  const programsByModel = new Map<number, { id: number; hours: number; temperature: number }[]>();
  for (const [id, model, , hours, temperature] of PROGRAMS) {
    programsByModel.set(model, [...(programsByModel.get(model) ?? []), { id, hours, temperature }]);
  }
  const companies: CompanyAssets[] = Object.values(C).map((companyId) => {
    const mine = <T extends unknown[]>(rows: T[], companyIndex: number) => rows.filter((r) => r[companyIndex] === companyId);
    const model = (id: number) => INCUBATOR_MODELS.find((m) => m.id === id)!;
    return {
      companyId,
      distributorId: INCUBATORS.find((i) => i[1] === companyId)![2],
      incubators: mine(INCUBATORS, 1).map(([id, , , modelId, , serial, work, discoverer, connected]) => ({
        id, serial, modelId, sectorId: work ?? discoverer, portBI: model(modelId).portBI, portProtein: model(modelId).portProtein, connected,
      })),
      sterilizers: mine(STERILIZERS, 1).map(([id, , sectorId, name, , , process]) => ({ id, sectorId, name, process })),
      washers: mine(WASHERS, 1).map(([id, , sectorId, name]) => ({ id, sectorId, name, process: 0 })),
      disinfectors: mine(DISINFECTORS, 1).map(([id, , sectorId, name]) => ({ id, sectorId, name, process: H2O2 })),
      measures: MEASURES.filter((m) => INSTRUMENTS.find((i) => i[0] === m[1])![1] === companyId).map(([id, instrumentId, , , surface]) => ({
        id, surface, instrument: INSTRUMENTS.find((i) => i[0] === instrumentId)![3],
      })),
    };
  });
  return {
    programsByModel,
    product: (distributorId, modelName) => {
      const id = productIds.get(`${distributorId}:${modelName}`);
      if (!id) throw new Error(`no demo product ${modelName} for distributor ${distributorId}`);
      return id;
    },
    companies,
  };
}

/** A simple labelled drawing of the measured surface, so the picture action shows something real. */
function measurePicture(code: string, description: string, surface: number, bothSides: boolean): Uint8Array<ArrayBuffer> {
  const esc = (t: string) => t.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
<rect width="480" height="320" fill="#f6f8fa"/>
<path d="M60 200 C120 120 200 110 260 150 L420 150 L420 175 L260 175 C200 215 120 230 60 200 Z" fill="#d0d7de" stroke="#57606a" stroke-width="3"/>
<ellipse cx="170" cy="170" rx="${30 + Math.min(surface, 20) * 3}" ry="${18 + Math.min(surface, 20) * 1.5}" fill="rgba(9,105,218,0.25)" stroke="#0969da" stroke-width="3" stroke-dasharray="8 5"/>
<text x="24" y="44" font-family="sans-serif" font-size="22" font-weight="600" fill="#1f2328">${esc(code)}</text>
<text x="24" y="72" font-family="sans-serif" font-size="16" fill="#57606a">${esc(description)}</text>
<text x="24" y="290" font-family="sans-serif" font-size="16" fill="#1f2328">${surface.toFixed(2)} cm²${bothSides ? " · both sides" : ""}</text>
</svg>`;
  return new Uint8Array(new TextEncoder().encode(svg));
}
