// Who may create and manage which company users (spec 000 section 6; the server checks
// the same rules): a company administrator (type 0) creates and manages Supervisors (1),
// Operators (2) and Connection users (4); any other manager only Operators. Nobody
// changes, resets or deletes their own account from the users screen.

export const SUPERVISOR = 1;
export const OPERATOR = 2;
export const CONNECTION = 4;
export const COMPANY_ADMIN = 0;

export function creatableUserTypes(viewerType: number | undefined): number[] {
  return viewerType === COMPANY_ADMIN ? [SUPERVISOR, OPERATOR, CONNECTION] : [OPERATOR];
}

export function canManageUser(viewerType: number | undefined, viewerId: number | undefined, user: { userId: number; userType: number | null | undefined }): boolean {
  if (user.userId === viewerId) return false;
  return user.userType != null && creatableUserTypes(viewerType).includes(user.userType);
}

/** Interface-text key of a user type ("userType.2" → Operator). */
export function userTypeKey(type: number): string {
  return `userType.${type}`;
}
