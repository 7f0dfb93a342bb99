// Routes (spec 000 section 2, spec 002 section 2.12).
import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { NotAvailable } from "./screens/common/NotAvailable";
import { HomeRedirect, PublicOnly, RequireAuth, SessionWatcher } from "./session/guards";
import { FullPageSpinner } from "./components/FullPageSpinner";
import type { ScreenRoute } from "./routes/PreloadedScreen";
import { SCREEN_ROUTES, SYS_ROUTE } from "./routes/screens";

// Every screen is a chunk of its own, the sign-in page and the shell too: the first screen
// loads the start-up code and its own, not the rest of the application (bench/first-screen.ts).
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(async () => ({ default: (await load())[name] }));
const Login = named(() => import("./screens/session/Login"), "Login");
const PasswordRecovery = named(() => import("./screens/public/PasswordRecovery"), "PasswordRecovery");
const SessionExpired = named(() => import("./screens/public/SessionExpired"), "SessionExpired");
const InvalidUrl = named(() => import("./screens/public/InvalidUrl"), "InvalidUrl");
const DownloadAgent = named(() => import("./screens/public/DownloadAgent"), "DownloadAgent");
const PrivacyPolicy = named(() => import("./screens/public/PrivacyPolicy"), "PrivacyPolicy");
const Resources = named(() => import("./screens/public/Resources"), "Resources");
const AppEula = named(() => import("./screens/company/AppEula"), "AppEula");
const loadLayout = () => import("./shell/Layout");
const Layout = named(loadLayout, "Layout");
const AppMain = named(() => import("./screens/home/AppMain"), "AppMain");
const SysMain = named(() => import("./screens/home/SysMain"), "SysMain");
const DistMain = named(() => import("./screens/home/DistMain"), "DistMain");
const AccessToTranslate = named(() => import("./screens/common/AccessToTranslate"), "AccessToTranslate");
// Screens without a query of their own (their data follows the user's filters): code only.
const AppHistorical = named(() => import("./screens/historical/AppHistorical"), "AppHistorical");
const AppExporter = named(() => import("./screens/exporter/AppExporter"), "AppExporter");
const ChartDemo = named(() => import("./screens/public/ChartDemo"), "ChartDemo");
const ChangePassword = named(() => import("./screens/account/ChangePassword"), "ChangePassword");
// Relay's provider and the routes that start a query: chunks too. The sign-in page sends its
// calls with fetch (web/api/graphql.ts), so Relay loads with the first signed-in screen.
const loadRelayRoot = () => import("./relay/RelayRoot");
const RelayRoot = named(loadRelayRoot, "RelayRoot");

/** A signed-in start fetches Relay and the shell while the distributor and the texts are being looked up. */
export function preloadSignedIn(): void {
  void loadRelayRoot();
  void loadLayout();
}
const LazyPreloadedScreen = lazy(async () => ({ default: (await import("./routes/PreloadedScreen")).PreloadedScreen }));
function PreloadedScreen({ route }: { route: ScreenRoute }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyPreloadedScreen route={route} />
    </Suspense>
  );
}

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
  const login = (
    <PublicOnly>
      <Lazy screen={Login} />
    </PublicOnly>
  );
  return (
    <>
      <SessionWatcher />
      <Routes>
        <Route path="/login" element={login} />
        <Route path="/login/passwordrecovery/:token/:email/:distId" element={<Lazy screen={PasswordRecovery} />} />
        <Route path="/login/:mode" element={login} />
        <Route path="/login/:mode/:email" element={login} />
        <Route path="/" element={<HomeRedirect />} />
        <Route element={<Lazy screen={RelayRoot} />}>
          <Route path="/sessionExpired" element={<Lazy screen={SessionExpired} />} />
          <Route path="/invalidUrl" element={<Lazy screen={InvalidUrl} />} />
          <Route path="/downloadagent" element={<Lazy screen={DownloadAgent} />} />
          <Route path="/privacyPolicy" element={<Lazy screen={PrivacyPolicy} />} />
          <Route path="/test" element={<Lazy screen={ChartDemo} />} />
          <Route path="/resources" element={<Lazy screen={Resources} />} />
          <Route
            path="/appeula"
            element={
              <RequireAuth>
                <Lazy screen={AppEula} />
              </RequireAuth>
            }
          />
          <Route
            element={
              <RequireAuth>
                <Lazy screen={Layout} />
              </RequireAuth>
            }
          >
            <Route path="/appmain" element={<Lazy screen={AppMain} />} />
            <Route path="/sysmain" element={<Lazy screen={SysMain} />} />
            <Route path="/distmain" element={<Lazy screen={DistMain} />} />
            <Route path="/accesstotranslate" element={<Lazy screen={AccessToTranslate} />} />
            {Object.entries(SCREEN_ROUTES).map(([path, route]) => (
              <Route key={path} path={path} element={<PreloadedScreen route={route} />} />
            ))}
            <Route path="/AppHistorical" element={<Lazy screen={AppHistorical} />} />
            <Route path="/AppExporter" element={<Lazy screen={AppExporter} />} />
            <Route path="/changepassword" element={<Lazy screen={ChangePassword} />} />
            <Route path="*" element={<OtherScreen />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
