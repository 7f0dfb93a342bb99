// Logout (spec 000 section 4): tell the server, clear every stored session entry,
// forget the token; the caller then goes to /login.
import { loadAnonymousTexts } from "../i18n/i18n";
import { endSession } from "./calls";
import { distributorStore } from "./distributor";
import { session } from "./session";
import { clearSessionStorage } from "./storage";

/** A busy or unreachable server must not keep the user signed in on screen: wait this long at most. */
const LOGOUT_WAIT_MS = 2500;

export async function logout(): Promise<void> {
  const { token } = session.get();
  session.beginSignOut();
  if (token && !session.isTokenExpired()) {
    const ended = endSession(token).catch((error) => {
      console.warn("logout call failed", error);
    });
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
  }
  forgetSession();
}

/** Clears stored session data without calling the server (expired sessions). */
export function forgetSession(): void {
  clearSessionStorage();
  session.clear();
  // The distributor entry is cleared too; look it up again so it is stored for the next start.
  void distributorStore.lookup();
  void loadAnonymousTexts(undefined, { persist: false }).catch((error) => console.warn("interface texts could not be loaded", error));
}
