// Route wrappers driven by the session: signed-in only, signed-out only, the "/" redirect,
// and the watcher that sends an expired session to /sessionExpired.
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { homePathFor } from "./claims";
import { session, useSession } from "./session";

const publicPaths = ["/login", "/sessionexpired", "/invalidurl", "/downloadagent", "/privacypolicy"];

/**
 * Checks the token's exp claim on load, on every route change and when it falls
 * due; a 401 TokenExpired from any call sets the same flag (api/http.ts).
 */
export function SessionWatcher() {
  const snapshot = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    session.reload();
    if (session.isTokenExpired()) session.markExpired();
  }, [location.pathname]);

  useEffect(() => {
    const exp = snapshot.claims?.exp;
    if (!exp || snapshot.expiredFlag) return;
    const due = exp * 1000 - Date.now();
    if (due <= 0) {
      session.markExpired();
      return;
    }
    // setTimeout cannot wait longer than ~24.8 days.
    const timer = setTimeout(() => session.markExpired(), Math.min(due + 250, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [snapshot.claims?.exp, snapshot.expiredFlag]);

  useEffect(() => {
    if (!snapshot.expiredFlag || !snapshot.token) return;
    const path = location.pathname.toLowerCase();
    if (publicPaths.some((p) => path === p || path.startsWith(`${p}/`))) return;
    navigate("/sessionExpired", { replace: true });
  }, [snapshot.expiredFlag, snapshot.token, location.pathname, navigate]);

  return null;
}

/** Signed-in routes: no token → /login; expired → /sessionExpired. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, expiredFlag } = useSession();
  if (!token) return <Navigate to="/login" replace />;
  if (expiredFlag || session.isTokenExpired()) return <Navigate to="/sessionExpired" replace />;
  return <>{children}</>;
}

/** /login for a signed-in visitor goes to /. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token && !session.isTokenExpired()) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** "/" redirects by user type. */
export function HomeRedirect() {
  const { token, claims } = useSession();
  if (!token || !claims) return <Navigate to="/login" replace />;
  if (session.isTokenExpired()) return <Navigate to="/sessionExpired" replace />;
  return <Navigate to={homePathFor(claims)} replace />;
}
