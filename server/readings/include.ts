// What a reading row brings with it for the screens (names of its product, program,
// incubator, machines, sector and measure), per kind.
import type { ReadingKind } from "../db/generated/client";

const product = { select: { id: true, name: true, brand: true, productModel: { select: { type: true, name: true } } } } as const;
const machine = { select: { id: true, name: true, serial: true, brand: true } } as const;
const sector = { select: { id: true, name: true } } as const;
const program = { select: { id: true, name: true, incubatorModelId: true } } as const;
const incubator = { select: { id: true, name: true, serialNumber: true, distributorIncubator: { select: { incubatorModelId: true } } } } as const;

export function readingInclude(kind: ReadingKind) {
  switch (kind) {
    case "BI":
      return { product, program, incubator, sector, sterilizer: machine, disinfector: machine };
    case "PRO":
      return { product, program, incubator, sector, washer: machine, instrumentMeasure: { select: { id: true, code: true, description: true, surface: true, bothSides: true, instrument: { select: { code: true, description: true } } } } };
    case "CHE_STERILIZER":
      return { product, sector, sterilizer: machine };
    case "CHE_WASHER":
      return { product, sector, washer: machine };
  }
}
