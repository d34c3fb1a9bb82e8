export { hashPassword, verifyPassword } from './password.js';
export { hashToken, issueToken, revokeToken, findTokenOwner } from './tokens.js';
export { loadSessionUser, ADMIN_ROLE } from './session-user.js';
export type { SessionUser } from './session-user.js';
export { loadTenantDeparts, withDescendants } from './departments.js';
export type { DepartNode } from './departments.js';
export { authHook, authenticateToken, currentUser, requirePermission, replyTokenInvalid, tokenFromRequest } from './guard.js';
