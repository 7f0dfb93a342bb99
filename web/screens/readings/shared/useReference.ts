// Reference data of the reading forms, read over REST as spec 001 section 7 names it:
// products of the indicator family, machines of the company, coded options (visual results,
// processes, condition SCIB, D-value units, detergent types...). Each answer is kept for the
// signed-in user while the page lives, so opening a dialog twice asks once; `reload()` asks
// again (after a quick create). Load failures are only logged (spec 001 section 8).
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiGet } from "../../../api/http";
import type { SelectOption } from "../../../components/fields/SelectField";
import { distributorStore } from "../../../session/distributor";
import { useSession } from "../../../session/session";

type Query = Record<string, string | number | boolean | null | undefined>;
const cache = new Map<string, Promise<unknown>>();

function load<T>(userKey: string, path: string, query: Query | undefined, fresh: boolean): Promise<T> {
  const key = `${userKey} ${path} ${JSON.stringify(query ?? {})}`;
  if (fresh || !cache.has(key)) {
    const promise = apiGet<T>(path, { query }).catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, promise);
  }
  return cache.get(key) as Promise<T>;
}

/** A cached GET: null until it answers (and after a failure, which is logged). */
export function useRestData<T>(path: string | null, query?: Query): { data: T | null; reload: () => Promise<T | null> } {
  const { claims } = useSession();
  const userKey = String(claims?.Id ?? "");
  const queryKey = JSON.stringify(query ?? {});
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    load<T>(userKey, path, query, false)
      .then((answer) => !cancelled && setData(answer))
      .catch((error: unknown) => console.error(`reference ${path}`, error));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userKey, path, queryKey]);
  const reload = useCallback(async () => {
    if (!path) return null;
    try {
      const answer = await load<T>(userKey, path, query, true);
      setData(answer);
      return answer;
    } catch (error) {
      console.error(`reference ${path}`, error);
      return null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userKey, path, queryKey]);
  return { data, reload };
}

/** REST option of the reading kinds (the spec's {option} path segment). */
export type ReadingOption = "ReadingBI" | "ReadingPRO" | "ReadingCHESterilizer" | "ReadingCHEWasher";

export interface ProductRow {
  id: number;
  name: string;
  brand: string;
  toString: string;
  productModel: { type: number; name: string; compatibleTrazanto?: boolean; programId?: number | null };
}

/** The distributor's products of the reading family (BI: types 0 and 4; PRO: protein...). */
export function useProducts(option: ReadingOption) {
  const { data, reload } = useRestData<ProductRow[]>("/api/Product/GetByDistributorEncrypted", { distributorId: distributorStore.id(), kind: option });
  return { products: data ?? [], loaded: data !== null, reload };
}

export function productOptions(products: readonly ProductRow[]): SelectOption[] {
  return products.map((p) => ({ value: String(p.id), label: p.toString || `${p.name} (${p.brand})` }));
}

export interface CodedOption {
  id: number;
  description: string;
}

/**
 * Coded options (GET /api/Enum/GetVisualResultsBI, /api/ReadingBI/GetProcessBI...) as select
 * options; the English descriptions are interface-text keys.
 */
export function useCodedOptions(path: string) {
  const { t } = useTranslation();
  const { data } = useRestData<CodedOption[]>(path);
  const list = data ?? [];
  const options: SelectOption[] = list.map((o) => ({ value: String(o.id), label: t(o.description) }));
  const text = (id: number | string | null | undefined) => {
    if (id == null || id === "") return "";
    const found = list.find((o) => String(o.id) === String(id));
    return found ? t(found.description) : String(id);
  };
  return { options, text, loaded: data !== null };
}

export type MachineRest = "Sterilizer" | "washer" | "Disinfector";

export interface MachineRow {
  id: number;
  sectorId: number;
  sectorName: string;
  name: string;
  brand: string;
  serial: string;
}

/** The company's machines of a kind (GET /api/Sterilizer?CompanyId; operators get their sector's). */
export function useMachines(kind: MachineRest) {
  const { claims } = useSession();
  const { data, reload } = useRestData<MachineRow[]>(`/api/${kind}`, { CompanyId: claims?.Company?.Id });
  return { machines: data ?? [], loaded: data !== null, reload };
}

export function machineText(m: MachineRow | undefined | null): string {
  return m ? `${m.name} (${m.serial})` : "";
}

export function machineOptions(machines: readonly MachineRow[], sectorNames?: ReadonlySet<string>): SelectOption[] {
  return machines.filter((m) => !sectorNames || sectorNames.has(m.sectorName)).map((m) => ({ value: String(m.id), label: `${m.name} · ${m.serial}` }));
}
