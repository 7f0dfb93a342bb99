// Reference data of the reading forms, over GraphQL: products of the indicator family (with
// what each product model says to the form rules), machines of the company, coded options (results,
// visual results, processes, condition SCIB, D-value units, detergent types) from the kind's
// readingForm. Answers stay in the Relay store, so opening a dialog twice asks once;
// `reload()` asks again (after a quick create). Load failures are only logged (spec 001
// section 8).
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, readInlineData, useRelayEnvironment, type GraphQLTaggedNode } from "react-relay";
import type { OperationType } from "relay-runtime";
import type { SelectOption } from "../../../components/fields/SelectField";
import type { Fact, ServerForm } from "./formRules";
import type { ReadingKind, useReferenceFormQuery } from "../../../__generated__/useReferenceFormQuery.graphql";
import type { useReferenceProductsQuery } from "../../../__generated__/useReferenceProductsQuery.graphql";
import type { useReferenceMachinesQuery } from "../../../__generated__/useReferenceMachinesQuery.graphql";
import type { useReference_machineService$key } from "../../../__generated__/useReference_machineService.graphql";
import type { HistoricalOption, useReferenceFilterOptionsQuery } from "../../../__generated__/useReferenceFilterOptionsQuery.graphql";

/**
 * A GraphQL query's answer, picked into the shape the screen uses: null until it answers (and
 * after a failure, which is logged). The first read may come from the Relay store; reload asks
 * the server.
 */
function useGraphQLData<Q extends OperationType, T>(query: GraphQLTaggedNode, variables: Q["variables"], pick: (data: Q["response"]) => T): { data: T | null; reload: () => Promise<T | null> } {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  const [data, setData] = useState<T | null>(null);
  const fetch = useCallback(
    async (fresh: boolean) => {
      try {
        const answer = await fetchQuery<Q>(environment, query, variables, { fetchPolicy: fresh ? "network-only" : "store-or-network" }).toPromise();
        return answer ? pick(answer) : null;
      } catch (error) {
        console.error("reference", error);
        return null;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [environment, query, key],
  );
  useEffect(() => {
    let cancelled = false;
    void fetch(false).then((answer) => !cancelled && answer !== null && setData(answer));
    return () => {
      cancelled = true;
    };
  }, [fetch]);
  const reload = useCallback(async () => {
    const answer = await fetch(true);
    if (answer !== null) setData(answer);
    return answer;
  }, [fetch]);
  return { data, reload };
}

/** REST option of the reading kinds (the spec's {option} path segment). */
export type ReadingOption = "ReadingBI" | "ReadingPRO" | "ReadingCHESterilizer" | "ReadingCHEWasher";
const KIND_OF: Record<ReadingOption, ReadingKind> = { ReadingBI: "BI", ReadingPRO: "PRO", ReadingCHESterilizer: "CHE_STERILIZER", ReadingCHEWasher: "CHE_WASHER" };

export interface ProductRow {
  id: number;
  name: string;
  brand: string;
  toString: string;
  /** ruleFacts: what the model says to the form rules (productModelType, modelFields). */
  productModel: { type: number; name: string; compatibleTrazanto?: boolean; programId?: number | null; ruleFacts?: readonly Fact[] };
}

const productsQuery = graphql`
  query useReferenceProductsQuery($kind: ReadingKind!) {
    products(kind: $kind) {
      productId
      name
      brand
      productModel {
        type
        name
        compatibleTrazanto
        programId
        ruleFacts {
          name
          values
        }
      }
    }
  }
`;

/** The distributor's products of the reading family (BI: types 0 and 4; PRO: protein...). */
export function useProducts(option: ReadingOption) {
  const { data, reload } = useGraphQLData<useReferenceProductsQuery, ProductRow[]>(productsQuery, { kind: KIND_OF[option] }, (d) =>
    d.products.map((p) => ({ id: p.productId, name: p.name, brand: p.brand, toString: `${p.name} (${p.brand})`, productModel: p.productModel })),
  );
  return { products: data ?? [], loaded: data !== null, reload };
}

export function productOptions(products: readonly ProductRow[]): SelectOption[] {
  return products.map((p) => ({ value: String(p.id), label: p.toString || `${p.name} (${p.brand})` }));
}

export interface CodedOption {
  id: number;
  description: string;
}

const formQuery = graphql`
  query useReferenceFormQuery($kind: ReadingKind!) {
    readingForm(kind: $kind) {
      fields {
        name
        required
        maxLength
        options {
          code
          description
        }
        appliesWhen {
          fact
          in
        }
        shownWhen {
          fact
          in
        }
        requiredWhen {
          fact
          in
        }
        optionalWhen {
          fact
          in
        }
      }
      massiveLocked
      results {
        code
        description
      }
      visualResults {
        code
        description
      }
    }
  }
`;

/** A coded list of a reading kind's form: its results, its visual results, or a coded field's options. */
export type CodedList = "results" | "visualResults" | "processId" | "conditionSCIB" | "valueDUnit" | "detergentType";

/** Coded options of a reading kind (readingForm) as select options; the English descriptions are interface-text keys. */
export function useCodedOptions(kind: ReadingKind, list: CodedList) {
  const { t } = useTranslation();
  const { data } = useGraphQLData<useReferenceFormQuery, CodedOption[]>(formQuery, { kind }, (d) => {
    const form = d.readingForm;
    const coded = list === "results" ? form.results : list === "visualResults" ? form.visualResults : (form.fields.find((f) => f.name === list)?.options ?? []);
    return coded.map((o) => ({ id: o.code, description: o.description }));
  });
  const codes = data ?? [];
  const options: SelectOption[] = codes.map((o) => ({ value: String(o.id), label: t(o.description) }));
  const text = (id: number | string | null | undefined) => {
    if (id == null || id === "") return "";
    const found = codes.find((o) => String(o.id) === String(id));
    return found ? t(found.description) : String(id);
  };
  return { options, text, loaded: data !== null };
}

/** The kind's form as the server describes it (fields' limits, required ones, rules): null until it answers. */
export function useReadingForm(kind: ReadingKind): ServerForm | null {
  return useGraphQLData<useReferenceFormQuery, ServerForm>(formQuery, { kind }, (d) => d.readingForm).data;
}

/** The rule facts of a product (its model's), for the form rules. */
export function productFactsOf(products: readonly ProductRow[]) {
  return (productId: string) => products.find((p) => String(p.id) === productId)?.productModel.ruleFacts;
}

export type MachineRest = "Sterilizer" | "washer" | "Disinfector";
const MACHINE_KIND = { Sterilizer: "STERILIZER", washer: "WASHER", Disinfector: "DISINFECTOR" } as const;

export interface MachineRow {
  id: number;
  sectorId: number;
  sectorName: string;
  name: string;
  brand: string;
  serial: string;
  /** The open incident that keeps the machine out of service (docs/incidents.md), null in service. */
  openIncident: OpenIncident | null;
}

export interface OpenIncident {
  incidentId: number;
  openedAt: string;
  reason: string;
}

// Whether a machine option is out of service: what the forms warn of when it is chosen. The
// server answers the whole list's incidents with one query (server/equipment/openIncidents.ts).
const machineServiceFragment = graphql`
  fragment useReference_machineService on Machine @inline {
    openIncident {
      incidentId
      openedAt
      reason
    }
  }
`;

const machinesQuery = graphql`
  query useReferenceMachinesQuery($kind: MachineKind!) {
    machines(kind: $kind, first: 100) {
      edges {
        node {
          machineId
          name
          brand
          serial
          sector {
            sectorId
            name
          }
          ...useReference_machineService
        }
      }
    }
  }
`;

/** The company's machines of a kind (operators get their sector's), by name, at most 100. */
export function useMachines(kind: MachineRest) {
  const { data, reload } = useGraphQLData<useReferenceMachinesQuery, MachineRow[]>(machinesQuery, { kind: MACHINE_KIND[kind] }, (d) =>
    d.machines.edges.flatMap((e) =>
      e?.node
        ? [
            {
              id: e.node.machineId,
              sectorId: e.node.sector.sectorId,
              sectorName: e.node.sector.name,
              name: e.node.name,
              brand: e.node.brand,
              serial: e.node.serial,
              openIncident: readInlineData<useReference_machineService$key>(machineServiceFragment, e.node).openIncident ?? null,
            },
          ]
        : [],
    ),
  );
  return { machines: data ?? [], loaded: data !== null, reload };
}

export function machineText(m: MachineRow | undefined | null): string {
  return m ? `${m.name} (${m.serial})` : "";
}

export function machineOptions(machines: readonly MachineRow[], sectorNames?: ReadonlySet<string>): SelectOption[] {
  return machines.filter((m) => !sectorNames || sectorNames.has(m.sectorName)).map((m) => ({ value: String(m.id), label: `${m.name} · ${m.serial}` }));
}

export type FilterChoice = useReferenceFilterOptionsQuery["response"]["filterOptions"]["sectors"][number];
export type { HistoricalOption };

const filterOptionsQuery = graphql`
  query useReferenceFilterOptionsQuery($option: HistoricalOption) {
    filterOptions(option: $option) {
      sectors {
        id
        name
        detail
      }
      users {
        id
        name
        detail
      }
      incubators {
        id
        name
        detail
      }
    }
  }
`;

/** The historical and export filters' choices: sectors, users, and the incubators holding readings of the option's type. */
export function useFilterOptions(option: HistoricalOption | null) {
  const { data } = useGraphQLData<useReferenceFilterOptionsQuery, useReferenceFilterOptionsQuery["response"]["filterOptions"]>(filterOptionsQuery, { option }, (d) => d.filterOptions);
  return { sectors: data?.sectors ?? [], users: data?.users ?? [], incubators: data?.incubators ?? [] };
}

/** A choice as a select option: "name · detail" when it has a detail (an incubator's serial). */
export const choiceOption = (c: FilterChoice): SelectOption => ({ value: String(c.id), label: c.detail ? `${c.name} · ${c.detail}` : c.name });
