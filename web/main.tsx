// Application start (spec 002 section 4): resolve the distributor (stored, or by
// domain), apply its brand, load the interface texts, then render the routes.
import "@primer/primitives/dist/css/primitives.css";
import "@primer/primitives/dist/css/functional/themes/light.css";
import "./theme/brand.css";
import "./app.css";
import { AlertIcon } from "@primer/octicons-react";
import { BaseStyles } from "@primer/react";
// The JavaScript-theme-free provider: the legacy one carries every colour scheme as JavaScript (268 KB).
import { ThemeProvider } from "@primer/react/next";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { useTranslation } from "react-i18next";
import { BrowserRouter } from "react-router-dom";
import { App, preloadSignedIn } from "./App";
import { EmptyState } from "./components/EmptyState";
import { FullPageSpinner } from "./components/FullPageSpinner";
import { applyCachedTexts, loadAnonymousTexts } from "./i18n/i18n";
import { distributorStore, useDistributorState } from "./session/distributor";
import { session } from "./session/session";
import { loadUserContext } from "./session/userContext";
import { applyBrand, brandFor } from "./theme/brands";

function Root() {
  const distributor = useDistributorState();
  const [textsReady, setTextsReady] = useState(() => applyCachedTexts());

  useEffect(() => {
    if (distributor.status === "loading" && !distributor.distributor) void distributorStore.lookup();
  }, [distributor.status, distributor.distributor]);

  useEffect(() => {
    // Cached texts render at once; fresh ones replace them when they arrive.
    const { token, claims } = session.get();
    const signedIn = token && claims && !session.isTokenExpired();
    if (signedIn) preloadSignedIn();
    const load = signedIn ? loadUserContext(claims) : loadAnonymousTexts();
    load.catch((error) => console.error("interface texts could not be loaded", error)).finally(() => setTextsReady(true));
  }, []);

  useEffect(() => {
    if (!distributor.distributor) return;
    const brand = brandFor(distributor.distributor.themeFileName);
    applyBrand(brand);
    document.title = brand.productName;
  }, [distributor.distributor]);

  if (distributor.status === "error") return <DistributorError message={distributor.message} />;
  if (!distributor.distributor || !textsReady) return <FullPageSpinner />;
  return (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
}

/** Unknown domain: a full-page error with the server's message. */
function DistributorError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", padding: 24 }} data-testid="distributor-error">
      <EmptyState icon={AlertIcon} title={t("distributor.unknownTitle")} description={t(message)} />
    </main>
  );
}

// The original client shipped a service worker; make sure none stays registered.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider colorMode="light">
      <BaseStyles>
        <Root />
      </BaseStyles>
    </ThemeProvider>
  </StrictMode>,
);
