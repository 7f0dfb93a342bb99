// Sector ids: GraphQL speaks global ids, the address (?sectorId) and REST speak numbers.
import type { SectorRow } from "./useSectors";

export function globalSectorId(sectors: readonly SectorRow[], sectorId: string | number | null | undefined): string | null {
  if (sectorId === "" || sectorId == null) return null;
  return sectors.find((s) => String(s.sectorId) === String(sectorId))?.id ?? null;
}

export function sectorOptions(sectors: readonly SectorRow[]) {
  return sectors.map((s) => ({ value: String(s.sectorId), label: s.name }));
}
