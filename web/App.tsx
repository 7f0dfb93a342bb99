// Routes (spec 000 section 2, spec 002 section 2.12).
import { lazy, Suspense, useMemo, type ComponentType } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { Route, Routes, useLocation } from "react-router-dom";
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
import { Resources } from "./screens/public/Resources";
import { SessionExpired } from "./screens/public/SessionExpired";
import { Login } from "./screens/session/Login";
import { HomeRedirect, PublicOnly, RequireAuth, SessionWatcher } from "./session/guards";
import { session, useSession } from "./session/session";
import { Layout } from "./shell/Layout";
import { FullPageSpinner } from "./components/FullPageSpinner";
import { PreloadedScreen } from "./routes/PreloadedScreen";
import { SCREEN_ROUTES, SYS_ROUTE } from "./routes/screens";

// Screens without a query of their own (their data follows the user's filters): code only.
const AppHistorical = lazy(async () => ({ default: (await import("./screens/historical/AppHistorical")).AppHistorical }));
const AppExporter = lazy(async () => ({ default: (await import("./screens/exporter/AppExporter")).AppExporter }));
const ChartDemo = lazy(async () => ({ default: (await import("./screens/public/ChartDemo")).ChartDemo }));
const ChangePassword = lazy(async () => ({ default: (await import("./screens/account/ChangePassword")).ChangePassword }));

/** A path without a screen of its own: a /sys table screen (described by the server), or "not available yet". */
function OtherScreen() {
  const { pathname } = useLocation();
  return /^\/sys/i.test(pathname) ? <PreloadedScreen route={SYS_ROUTE} /> : <NotAvailable />;
}

function Lazy({ screen: Screen }: { screen: ComponentType }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Screen />
    </Suspense>
  );
}

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
        <Route path="/test" element={<Lazy screen={ChartDemo} />} />
        <Route path="/resources" element={<Resources />} />
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
          {Object.entries(SCREEN_ROUTES).map(([path, route]) => (
            <Route key={path} path={path} element={<PreloadedScreen route={route} />} />
          ))}
          <Route path="/AppHistorical" element={<Lazy screen={AppHistorical} />} />
          <Route path="/AppExporter" element={<Lazy screen={AppExporter} />} />
          <Route path="/changepassword" element={<Lazy screen={ChangePassword} />} />
          <Route path="*" element={<OtherScreen />} />
        </Route>
      </Routes>
    </RelayEnvironmentProvider>
  );
}
