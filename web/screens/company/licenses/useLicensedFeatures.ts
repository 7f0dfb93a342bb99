// What the viewer's company may use now (licensedFeatures), kept live: `licenseChanged` brings
// the new answer whenever a licence of the company changes anywhere (a suspension by the
// provider, an activation by another administrator, the licence clock), so the exporter's and
// the historical browser's licence banners appear and go without a reload. Suspends until the
// first answer; only for company users (the server refuses anyone else).
import { useMemo } from "react";
import { graphql, useLazyLoadQuery, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useLicensedFeaturesQuery, useLicensedFeaturesQuery$data } from "../../../__generated__/useLicensedFeaturesQuery.graphql";
import type { useLicensedFeaturesSubscription } from "../../../__generated__/useLicensedFeaturesSubscription.graphql";

const featuresQuery = graphql`
  query useLicensedFeaturesQuery {
    licensedFeatures {
      historical
      exporter
      webhooksNormal
      webhooksPlus
    }
  }
`;

const changed = graphql`
  subscription useLicensedFeaturesSubscription {
    licenseChanged {
      historical
      exporter
      webhooksNormal
      webhooksPlus
    }
  }
`;

export type LicensedFeatures = useLicensedFeaturesQuery$data["licensedFeatures"];

export function useLicensedFeatures(): LicensedFeatures {
  const data = useLazyLoadQuery<useLicensedFeaturesQuery>(featuresQuery, {}, { fetchPolicy: "store-and-network" });
  const config = useMemo<GraphQLSubscriptionConfig<useLicensedFeaturesSubscription>>(
    () => ({
      subscription: changed,
      variables: {},
      // The features have no id: point the root field at the new answer so every reader follows.
      updater: (store) => {
        const features = store.getRootField("licenseChanged");
        if (features) store.getRoot().setLinkedRecord(features, "licensedFeatures");
      },
    }),
    [],
  );
  useSubscription(config);
  return data.licensedFeatures;
}
