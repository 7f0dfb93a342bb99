// What a screen's forms need from the server, in one GraphQL request: its labels
// (screenLabels) and its required objects for the caller's company (requiredFields). Both
// are kept per screen under the "screen:" storage prefix (cleared at logout), so a return
// visit renders at once while a fresh copy loads.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { useScreenConfigQuery } from "../../__generated__/useScreenConfigQuery.graphql";
import { useSession } from "../../session/session";
import { readJson, screenKeyPrefix, writeJson } from "../../session/storage";
import type { FieldDef } from "./fields";

export interface ScreenConfig {
  /** Object name → label in the user's language. */
  labels: Record<string, string>;
  /** Lower-cased object names the company must fill. */
  required: ReadonlySet<string>;
  /** The required list has arrived (saving waits for it). */
  ready: boolean;
}

interface StoredConfig {
  userId: number;
  labels: Record<string, string>;
  required: string[];
}

const storageKey = (screenId: number) => `${screenKeyPrefix}${screenId}:config`;

const query = graphql`
  query useScreenConfigQuery($screen: Int!) {
    screenLabels(screenId: $screen)
    requiredFields(screen: $screen) {
      name
    }
  }
`;

export function useScreenConfig(screenId: number): ScreenConfig {
  const { claims } = useSession();
  const userId = claims?.Id ?? 0;
  const environment = useRelayEnvironment();
  const [config, setConfig] = useState<ScreenConfig>(() => {
    const stored = readJson<StoredConfig>(storageKey(screenId));
    if (stored && stored.userId === userId) return { labels: stored.labels, required: new Set(stored.required), ready: true };
    return { labels: {}, required: new Set(), ready: false };
  });

  useEffect(() => {
    let cancelled = false;
    // Labels fall back to the interface texts; a failure is only logged (spec 001 section 8).
    fetchQuery<useScreenConfigQuery>(environment, query, { screen: screenId }, { fetchPolicy: "network-only" })
      .toPromise()
      .catch((error) => {
        console.error(`labels and required fields of screen ${screenId}`, error);
        return null;
      })
      .then((data) => {
        const labels = data?.screenLabels as Record<string, string> | null | undefined;
        const required = data?.requiredFields;
        if (cancelled) return;
        setConfig((previous) => {
          const next = {
            labels: labels && typeof labels === "object" ? labels : previous.labels,
            required: required ? new Set(required.map((o) => o.name.toLowerCase())) : previous.required,
            ready: true,
          };
          writeJson(storageKey(screenId), { userId, labels: next.labels, required: [...next.required] } satisfies StoredConfig);
          return next;
        });
      });
    return () => {
      cancelled = true;
    };
  }, [screenId, userId, environment]);

  return config;
}

/** The label of an object: the screen's server label, else the interface text. */
export function useLabel(config: ScreenConfig): (objectOrField: string | FieldDef, fallbackKey?: string) => string {
  const { t } = useTranslation();
  return (objectOrField, fallbackKey) => {
    if (typeof objectOrField === "string") return config.labels[objectOrField] || t(fallbackKey ?? objectOrField);
    return config.labels[objectOrField.object ?? objectOrField.name] || t(objectOrField.label);
  };
}
