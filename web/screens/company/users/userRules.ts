// The company user types (spec 000 section 6). Who may create and manage which users is the
// server's rule (server/users/service.ts), served as Viewer.manageableUserTypes and
// CompanyUser.canManage.

export const SUPERVISOR = 1;
export const OPERATOR = 2;
export const CONNECTION = 4;
export const COMPANY_ADMIN = 0;

/** Company administrators and supervisors see the whole company; others their sector only (the server's readingScope). */
export const seesWholeCompany = (userType: number | null | undefined): boolean => userType === COMPANY_ADMIN || userType === SUPERVISOR;

/** Interface-text key of a user type ("userType.2" → Operator). */
export function userTypeKey(type: number): string {
  return `userType.${type}`;
}
