// The licence-missing banner of the historical browser (spec 001 "Historical browser",
// section 6): without an active Cloud licence the company sees 'NotActiveLicenseFound'; only
// company administrators (type 0) get the button that asks for one (/appmylicenses, product 1).
import { Banner } from "@primer/react";
import { Component, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { LicenseBannerQuery } from "../../__generated__/LicenseBannerQuery.graphql";
import { useSession } from "../../session/session";

/** Licence product of the cloud application (the one the historical browser needs). */
export const CLOUD_LICENSE_PRODUCT = 1;
const COMPANY_ADMIN = 0;

const query = graphql`
  query LicenseBannerQuery($licenseProduct: Int!) {
    hasActiveLicense(licenseProduct: $licenseProduct)
  }
`;

/** The banner once the answer is in; a failed check is only logged (spec 001 section 8). */
export function LicenseNotice() {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <LicenseBanner />
      </Suspense>
    </QuietBoundary>
  );
}

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("hasActiveLicense", error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LicenseBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  const data = useLazyLoadQuery<LicenseBannerQuery>(query, { licenseProduct: CLOUD_LICENSE_PRODUCT }, { fetchPolicy: "store-and-network" });
  if (data.hasActiveLicense) return null;
  return (
    <Banner
      variant="warning"
      title={t("NotActiveLicenseFound")}
      hideTitle
      data-testid="license-missing"
      description={t("NotActiveLicenseFound")}
      primaryAction={
        claims?.UserType === COMPANY_ADMIN ? (
          <Banner.PrimaryAction onClick={() => navigate("/appmylicenses", { state: { product: CLOUD_LICENSE_PRODUCT, openRequest: true } })} data-testid="license-request">
            {t("historical.requestLicense")}
          </Banner.PrimaryAction>
        ) : undefined
      }
    />
  );
}
