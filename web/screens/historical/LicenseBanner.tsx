// The licence-missing banner of the historical browser (spec 001 "Historical browser",
// section 6): without an active Cloud licence the company sees 'NotActiveLicenseFound'; only
// company administrators (type 0) get the button that asks for one (/appmylicenses, product 1).
// It follows licenseChanged (useLicensedFeatures): a licence suspended or activated elsewhere
// shows or hides it without a reload.
import { Banner } from "@primer/react";
import { Component, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../session/session";
import { useLicensedFeatures } from "../company/licenses/useLicensedFeatures";

/** Licence product of the cloud application (the one the historical browser needs). */
export const CLOUD_LICENSE_PRODUCT = 1;
const COMPANY_ADMIN = 0;

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
    console.error("licensedFeatures", error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LicenseBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  // licensedFeatures.historical: an active Cloud licence (product 1), as hasActiveLicense reads it.
  const licensed = useLicensedFeatures().historical;
  if (licensed) return null;
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
