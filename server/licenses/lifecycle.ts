// The licence life cycle (spec 002 section 4; docs/licenses.md): one state machine, pure, that
// every door and screen goes through (./admin.ts applies it in a transaction).
//
//   0 requested ──approve──▶ 1 approved ──activate (the company's code)──▶ 2 active
//        │                       │                                        │  ▲
//        └──────cancel───────────┴──▶ 5 cancelled               suspend  │  │ unsuspend
//                                                                        ▼  │
//   2 active / 4 suspended ──end date passes (the licence clock)──▶ 3 expired   4 suspended
//
// Status 1 is not in the spec's lists: it is the approved request waiting for the company to
// enter the code the approval generated (the exporter unlocks on activation, not on approval).
// The back office's editor (LicenseInfo) may set any status and move the end date: that is a
// correction, not a transition, and is audited the same way.

export const STATUS = { requested: 0, approved: 1, active: 2, expired: 3, suspended: 4, cancelled: 5 } as const;
export type LicenseStatus = (typeof STATUS)[keyof typeof STATUS];
export const STATUSES: readonly LicenseStatus[] = [0, 1, 2, 3, 4, 5];
/** The statuses the back office's editor offers (spec 002 section 4: 1 is not listed). */
export const EDITOR_STATUSES: readonly LicenseStatus[] = [0, 2, 3, 4, 5];

export type Transition = "approve" | "cancel" | "suspend" | "unsuspend" | "activate" | "expire";

export const TRANSITIONS: Record<Transition, { from: readonly LicenseStatus[]; to: LicenseStatus }> = {
  approve: { from: [STATUS.requested], to: STATUS.approved },
  cancel: { from: [STATUS.requested, STATUS.approved], to: STATUS.cancelled },
  suspend: { from: [STATUS.active], to: STATUS.suspended },
  unsuspend: { from: [STATUS.suspended], to: STATUS.active },
  activate: { from: [STATUS.approved], to: STATUS.active },
  expire: { from: [STATUS.active, STATUS.suspended], to: STATUS.expired },
};

/** English names of the statuses (the logs; screens show the translated texts). */
export const STATUS_NAMES: Record<LicenseStatus, string> = { 0: "Requested", 1: "Approved", 2: "Active", 3: "Expired", 4: "Suspended", 5: "Cancelled" };
/** Their interface texts (server/seed/data/ui-texts-licenses.ts, ui-texts-licensing.ts). */
export const STATUS_KEYS: Record<LicenseStatus, string> = { 0: "licenses.status.requested", 1: "licenses.status.approved", 2: "licenses.status.active", 3: "licenses.status.expired", 4: "licenses.status.suspended", 5: "licenses.status.cancelled" };

export const isStatus = (n: unknown): n is LicenseStatus => typeof n === "number" && (STATUSES as readonly number[]).includes(n);

/** The transitions a licence in this status allows (the screens offer these; the server allows only these). */
export const allowedTransitions = (status: number): Transition[] => (Object.keys(TRANSITIONS) as Transition[]).filter((t) => (TRANSITIONS[t].from as readonly number[]).includes(status));

/** The transitions people make on the licence screens (activation is the company's code, expiry the clock's). */
export type AdminTransition = Exclude<Transition, "activate" | "expire">;
export const adminTransitions = (status: number): AdminTransition[] => allowedTransitions(status).filter((t): t is AdminTransition => t !== "activate" && t !== "expire");

export class IllegalTransition extends Error {
  constructor(
    readonly transition: Transition,
    readonly from: number,
  ) {
    super(illegalMessage(transition, from));
  }
}

/** Why a transition is refused, by what it needs (translated by its English text). */
const NEEDS: Record<Transition, string> = {
  approve: "Only a requested licence can be approved.",
  cancel: "Only a requested or approved licence can be cancelled.",
  suspend: "Only an active licence can be suspended.",
  unsuspend: "Only a suspended licence can be unsuspended.",
  activate: "Only an approved licence can be activated.",
  expire: "Only an active or suspended licence can expire.",
};

export const illegalMessage = (transition: Transition, _from: number) => NEEDS[transition];

/** The status a transition leads to from `from`; an illegal one throws. */
export function next(transition: Transition, from: number): LicenseStatus {
  const t = TRANSITIONS[transition];
  if (!(t.from as readonly number[]).includes(from)) throw new IllegalTransition(transition, from);
  return t.to;
}

const DAY_MS = 86_400_000;

/** Dates of an approval or activation: the period's days from the start. */
export function periodFrom(start: Date, days: number): { startDate: Date; endDate: Date } {
  return { startDate: start, endDate: new Date(start.getTime() + days * DAY_MS) };
}

/** An approval starts the licence at the requested start, or now if that has passed. */
export const approvalStart = (requested: Date, now: Date) => (requested.getTime() > now.getTime() ? requested : now);

/**
 * The editor's correction: days added to (or, negative, taken from) the end date. The end must
 * stay after the start; at most ten years either way.
 */
export const MAX_DAYS_TO_ADD = 3650;
export function movedEnd(start: Date, end: Date, daysToAdd: number): Date | null {
  const moved = new Date(end.getTime() + daysToAdd * DAY_MS);
  return moved.getTime() > start.getTime() ? moved : null;
}

/** Whether the clock expires a licence in this status at `now`. */
export const expiresAt = (status: number, endDate: Date, now: Date) => (TRANSITIONS.expire.from as readonly number[]).includes(status) && endDate.getTime() < now.getTime();
