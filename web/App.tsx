// Routes (spec 000 section 2, spec 002 section 2.12).
import { useMemo } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { Route, Routes } from "react-router-dom";
import { createEnvironment } from "./relay/environment";
import { AccessToTranslate } from "./screens/common/AccessToTranslate";
import { NotAvailable } from "./screens/common/NotAvailable";
import { AppEula } from "./screens/company/AppEula";
import { MachineCatalogue } from "./screens/company/equipment/MachineCatalogue";
import { AppConnectedIncubators } from "./screens/company/incubators/AppConnectedIncubators";
import { AppInstrument } from "./screens/company/measures/AppInstrument";
import { AppSector } from "./screens/company/sectors/AppSector";
import { AppSubscriptions } from "./screens/company/subscriptions/AppSubscriptions";
import { AppUser } from "./screens/company/users/AppUser";
import { AppMain } from "./screens/home/AppMain";
import { AppCheSterilizerProvisional } from "./screens/readings/chemical/AppCheSterilizerProvisional";
import { AppCheWasherProvisional } from "./screens/readings/chemical/AppCheWasherProvisional";
import { DistMain } from "./screens/home/DistMain";
import { SysMain } from "./screens/home/SysMain";
import { DownloadAgent } from "./screens/public/DownloadAgent";
import { InvalidUrl } from "./screens/public/InvalidUrl";
import { PasswordRecovery } from "./screens/public/PasswordRecovery";
import { PrivacyPolicy } from "./screens/public/PrivacyPolicy";
import { SessionExpired } from "./screens/public/SessionExpired";
import { AppBIFinished } from "./screens/readings/bi/AppBIFinished";
import { AppBILive } from "./screens/readings/bi/AppBILive";
import { AppMeasureAssociation } from "./screens/readings/measures/AppMeasureAssociation";
import { AppPILive } from "./screens/readings/pro/AppPILive";
import { AppPIProvisional } from "./screens/readings/pro/AppPIProvisional";
import { AppHistorical } from "./screens/historical/AppHistorical";
import { AppExporter } from "./screens/exporter/AppExporter";
import { Login } from "./screens/session/Login";
import { HomeRedirect, PublicOnly, RequireAuth, SessionWatcher } from "./session/guards";
import { session, useSession } from "./session/session";
import { Layout } from "./shell/Layout";

export function App() {
  const { token, claims } = useSession();
  // A fresh Relay store per signed-in user: one user's records never leak into the next
  // session. A renewed token of the same user keeps the store (requests read the token).
  const userKey = token ? `user:${claims?.Id ?? token}` : "anonymous";
  const environment = useMemo(() => createEnvironment(() => session.token()), [userKey]);
  const login = (
    <PublicOnly>
      <Login />
    </PublicOnly>
  );
  return (
    <RelayEnvironmentProvider environment={environment}>
      <SessionWatcher />
      <Routes>
        <Route path="/login" element={login} />
        <Route path="/login/passwordrecovery/:token/:email/:distId" element={<PasswordRecovery />} />
        <Route path="/login/:mode" element={login} />
        <Route path="/login/:mode/:email" element={login} />
        <Route path="/sessionExpired" element={<SessionExpired />} />
        <Route path="/invalidUrl" element={<InvalidUrl />} />
        <Route path="/downloadagent" element={<DownloadAgent />} />
        <Route path="/privacyPolicy" element={<PrivacyPolicy />} />
        <Route
          path="/appeula"
          element={
            <RequireAuth>
              <AppEula />
            </RequireAuth>
          }
        />
        <Route path="/" element={<HomeRedirect />} />
        <Route
          element={
            <RequireAuth>
              <Layout />
            </RequireAuth>
          }
        >
          <Route path="/appmain" element={<AppMain />} />
          <Route path="/sysmain" element={<SysMain />} />
          <Route path="/distmain" element={<DistMain />} />
          <Route path="/accesstotranslate" element={<AccessToTranslate />} />
          <Route path="/appsector" element={<AppSector />} />
          <Route path="/appuser" element={<AppUser />} />
          <Route path="/appconnectedincubators" element={<AppConnectedIncubators />} />
          <Route path="/appsterilizer" element={<MachineCatalogue kind="STERILIZER" />} />
          <Route path="/appwasher" element={<MachineCatalogue kind="WASHER" />} />
          <Route path="/appdisinfector" element={<MachineCatalogue kind="DISINFECTOR" />} />
          <Route path="/appinstrument" element={<AppInstrument />} />
          <Route path="/appbilive" element={<AppBILive />} />
          <Route path="/appbifinished" element={<AppBIFinished />} />
          <Route path="/AppPILive" element={<AppPILive />} />
          <Route path="/AppPIProvisional" element={<AppPIProvisional />} />
          <Route path="/appmeasureassociation" element={<AppMeasureAssociation />} />
          <Route path="/subscriptions" element={<AppSubscriptions />} />
          <Route path="/appcisterilizerprovisional" element={<AppCheSterilizerProvisional />} />
          <Route path="/appciwasherprovisional" element={<AppCheWasherProvisional />} />
          <Route path="/AppHistorical" element={<AppHistorical />} />
          <Route path="/AppExporter" element={<AppExporter />} />
          <Route path="*" element={<NotAvailable />} />
        </Route>
      </Routes>
    </RelayEnvironmentProvider>
  );
}
