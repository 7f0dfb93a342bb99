// Keeps the company settings current on every screen: the shell's query gives them at start,
// `parameterChanged` brings each change at once (any user, any instance). A change of unit or
// date/time format re-renders the open screen (its `displayKey`).
import { useEffect, useMemo } from "react";
import { graphql, useFragment, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { LiveSettings_query$key } from "../__generated__/LiveSettings_query.graphql";
import type { LiveSettingsSubscription } from "../__generated__/LiveSettingsSubscription.graphql";
import { setCompanySettings } from "./companySettings";

const fragment = graphql`
  fragment LiveSettings_query on Query {
    companySettings {
      ...LiveSettings_settings @relay(mask: false)
    }
  }
`;

// The fields every screen follows (unmasked: read here and written into the store as one).
graphql`
  fragment LiveSettings_settings on CompanySettings {
    temperatureUnit
    workingMode
    proteinThreshold
    proteinAlert
    proteinAction
    signToHistorical
    regionalFormat {
      languageCode
      description
      dateFormat
      timeFormat
    }
  }
`;

const subscription = graphql`
  subscription LiveSettingsSubscription {
    parameterChanged {
      types
      settings {
        ...LiveSettings_settings @relay(mask: false)
      }
    }
  }
`;

export function LiveSettings({ query, live }: { query: LiveSettings_query$key; live: boolean }) {
  const data = useFragment(fragment, query);
  useEffect(() => setCompanySettings(data.companySettings ? { ...data.companySettings } : null), [data.companySettings]);

  const config = useMemo<GraphQLSubscriptionConfig<LiveSettingsSubscription>>(
    () => ({
      subscription,
      variables: {},
      // The settings have no id: point the root field at the new ones so every reader follows.
      updater: (store) => {
        const settings = store.getRootField("parameterChanged")?.getLinkedRecord("settings");
        if (settings) store.getRoot().setLinkedRecord(settings, "companySettings");
      },
    }),
    [],
  );
  return live ? <Subscribed config={config} /> : null;
}

function Subscribed({ config }: { config: GraphQLSubscriptionConfig<LiveSettingsSubscription> }) {
  useSubscription(config);
  return null;
}
