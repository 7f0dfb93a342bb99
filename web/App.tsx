// Routes (spec 000 section 2, spec 002 section 2.12).
import { useMemo } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { Route, Routes } from "react-router-dom";
import { createEnvironment } from "./relay/environment";
import { AccessToTranslate } from "./screens/common/AccessToTranslate";
import { NotAvailable } from "./screens/common/NotAvailable";
import { AppEula } from "./screens/company/AppEula";
import { AppMain } from "./screens/home/AppMain";
import { DistMain } from "./screens/home/DistMain";
import { SysMain } from "./screens/home/SysMain";
import { DownloadAgent } from "./screens/public/DownloadAgent";
import { InvalidUrl } from "./screens/public/InvalidUrl";
import { PasswordRecovery } from "./screens/public/PasswordRecovery";
import { PrivacyPolicy } from "./screens/public/PrivacyPolicy";
import { SessionExpired } from "./screens/public/SessionExpired";
import { Login } from "./screens/session/Login";
import { HomeRedirect, PublicOnly, RequireAuth, SessionWatcher } from "./session/guards";
import { useSession } from "./session/session";
import { Layout } from "./shell/Layout";

export function App() {
  const { token } = useSession();
  // A fresh Relay store per token: one user's records never leak into the next session.
  const environment = useMemo(() => createEnvironment(token), [token]);
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
          <Route path="*" element={<NotAvailable />} />
        </Route>
      </Routes>
    </RelayEnvironmentProvider>
  );
}
