// Logout (spec 000 section 4): tell the server, clear every stored session entry,
// forget the token; the caller then goes to /login.
import { loadAnonymousTexts } from "../i18n/i18n";
import { endSession } from "./calls";
import { distributorStore } from "./distributor";
import { session } from "./session";
import { clearSessionStorage } from "./storage";

export async function logout(): Promise<void> {
  const { token } = session.get();
  session.beginSignOut();
  if (token && !session.isTokenExpired()) {
    await endSession().catch((error) => {
      console.warn("logout call failed", error);
    });
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
