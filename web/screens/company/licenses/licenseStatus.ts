// Licence statuses as every licence screen names them (the company's, the provider's, the back
// office's): the interface text of each code (./StatusLabel.tsx colours them). Codes
// (server/licenses/lifecycle.ts): 0 requested, 1 approved (waiting for its code), 2 active,
// 3 expired, 4 suspended, 5 cancelled.
export const LICENSE_STATUS_KEYS: Record<number, string> = {
  0: "licenses.status.requested",
  1: "licenses.status.approved",
  2: "licenses.status.active",
  3: "licenses.status.expired",
  4: "licenses.status.suspended",
  5: "licenses.status.cancelled",
};
export const LICENSE_STATUSES = Object.keys(LICENSE_STATUS_KEYS).map(Number);

