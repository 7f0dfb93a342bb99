// The exporter's licence notice: without an active Bionova Cloud or Exporter licence
// (licensedFeatures.exporter) a banner says so — with a button to My licences for company
// administrators (type 0) — and the screen disables Export. It follows licenseChanged, so a
// suspension or an activation made elsewhere shows or hides it at once. The server refuses
// the export without the licence whatever the screen shows.
import { Banner } from "@primer/react";
import { Component, Suspense, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../session/session";
import { useLicensedFeatures } from "../company/licenses/useLicensedFeatures";

const COMPANY_ADMIN = 0;
export const EXPORTER_NEEDS_LICENSE = "The exporter needs an active Bionova Cloud or Exporter licence.";

/** `onChange(licensed)` each time the answer changes; the banner while it is false. */
export function ExporterLicense({ onChange }: { onChange: (licensed: boolean) => void }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Notice onChange={onChange} />
      </Suspense>
    </QuietBoundary>
  );
}

function Notice({ onChange }: { onChange: (licensed: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  const licensed = useLicensedFeatures().exporter;
  useEffect(() => onChange(licensed), [licensed, onChange]);
  if (licensed) return null;
  return (
    <Banner
      variant="warning"
      title={t(EXPORTER_NEEDS_LICENSE)}
      hideTitle
      data-testid="exporter-license-missing"
      description={t(EXPORTER_NEEDS_LICENSE)}
      primaryAction={
        claims?.UserType === COMPANY_ADMIN ? (
          <Banner.PrimaryAction onClick={() => navigate("/AppMyLicenses")} data-testid="exporter-license-link">
            {t("exporter.myLicenses")}
          </Banner.PrimaryAction>
        ) : undefined
      }
    />
  );
}

/** A failed check is only logged: the server still guards the export. */
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
