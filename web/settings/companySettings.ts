// The company settings every screen follows (temperature unit, working mode, protein levels,
// the viewer's regional format), kept current by the shell's `parameterChanged` subscription
// (LiveSettings.tsx). Formatting functions read them at call time; the shell re-renders the
// screen when a display setting changes.
import { useSyncExternalStore } from "react";
import { writeJson, storageKeys } from "../session/storage";
import type { RegionalFormat } from "../i18n/dateFormat";

export interface CompanySettings {
  temperatureUnit: number;
  workingMode: number;
  proteinThreshold: number;
  proteinAlert: number;
  proteinAction: number;
  /** Moving readings to historical needs an electronic signature (parameter 22). */
  signToHistorical?: boolean;
  regionalFormat: RegionalFormat | null;
}

export const CELSIUS = 0;
export const FAHRENHEIT = 1;

let current: CompanySettings | null = null;
/** Bumped when a display setting changes after the first settings arrived. */
let revision = 0;
const listeners = new Set<() => void>();

export function companySettings(): CompanySettings | null {
  return current;
}

/** An open dialog (a reading form, a confirmation) in the page. */
const dialogOpen = () => typeof document !== "undefined" && document.querySelector('[role="dialog"]') !== null;
const DIALOG_POLL_MS = 300;
let held: { next: CompanySettings | null; timer: ReturnType<typeof setInterval> } | null = null;

/**
 * Takes the server's settings; the regional format is also kept for the next start.
 *
 * A change of unit or date/time format (another user's, any time) redraws the open screen. While
 * a dialog is open it waits until the dialog closes: redrawing would close the form under the
 * user's hands and lose what they typed, and a temperature typed in °C must not be converted as
 * °F on save. The form keeps the settings it opened with.
 */
export function setCompanySettings(next: CompanySettings | null): void {
  if (next?.regionalFormat) writeJson(storageKeys.regionalFormat, next.regionalFormat);
  if (held) {
    held.next = next;
    return;
  }
  if (current && next && displayKey(current) !== displayKey(next) && dialogOpen()) {
    held = {
      next,
      timer: setInterval(() => {
        if (!held || dialogOpen()) return;
        clearInterval(held.timer);
        const waiting = held.next;
        held = null;
        apply(waiting);
      }, DIALOG_POLL_MS),
    };
    return;
  }
  apply(next);
}

function apply(next: CompanySettings | null): void {
  if (current && next && displayKey(current) !== displayKey(next)) revision += 1;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCompanySettings(): CompanySettings | null {
  return useSyncExternalStore(subscribe, companySettings);
}

/** Changes when the open screen must be drawn again (the unit or the date/time format changed). */
export function useDisplayRevision(): number {
  return useSyncExternalStore(subscribe, () => revision);
}

/** What a screen's display depends on. */
function displayKey(s: CompanySettings | null): string {
  return s ? `${s.temperatureUnit}|${s.regionalFormat?.dateFormat}|${s.regionalFormat?.timeFormat}` : "";
}

/** °C as stored → the company's unit, and its symbol. */
export function temperatureIn(celsius: number, unit = current?.temperatureUnit ?? CELSIUS): { value: number; symbol: string } {
  return unit === FAHRENHEIT ? { value: (celsius * 9) / 5 + 32, symbol: "°F" } : { value: celsius, symbol: "°C" };
}

/** The company's unit → °C, for a temperature typed into a form. */
export function celsiusFrom(value: number, unit = current?.temperatureUnit ?? CELSIUS): number {
  return unit === FAHRENHEIT ? Math.round(((value - 32) * 5) / 9 * 100) / 100 : value;
}

export const temperatureSymbol = (unit = current?.temperatureUnit ?? CELSIUS) => (unit === FAHRENHEIT ? "°F" : "°C");
