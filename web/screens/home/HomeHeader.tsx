// The greeting of the three home pages.
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { HomeHeader_viewer$key } from "../../__generated__/HomeHeader_viewer.graphql";
import { formatDate } from "../../i18n/dateFormat";

const fragment = graphql`
  fragment HomeHeader_viewer on Viewer {
    name
    company {
      name
    }
    sector {
      name
    }
    distributor {
      name
    }
  }
`;

export function useHomeHeader(viewer: HomeHeader_viewer$key) {
  const { t } = useTranslation();
  const data = useFragment(fragment, viewer);
  const hour = new Date().getHours();
  const greetingKey = hour >= 5 && hour < 12 ? "home.goodMorning" : hour >= 12 && hour < 19 ? "home.goodAfternoon" : "home.goodEvening";
  const place = [data.company?.name, data.sector?.name].filter(Boolean).join(" · ") || data.distributor?.name || "";
  return {
    eyebrow: formatDate(new Date()),
    title: t(greetingKey, { name: data.name }),
    place,
  };
}
