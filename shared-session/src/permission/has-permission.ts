import { useSessionStore } from '../session/session-store';
import type { PermissionItem } from '../types';

/** What a permission check looks at (spec §5, §6). */
export interface PermissionContext {
  /** The user's enabled buttons (`auth` of the permission answer). */
  auth: PermissionItem[];
  /** Every button rule (`allAuth`); status '0' = rule off. */
  allAuth: PermissionItem[];
  /** The form data's own permission list (process/form nodes), optional. */
  formPermissions?: PermissionItem[];
}

const isAction = (item: PermissionItem) => String(item.type ?? '') === '2';

function codesOf(item: PermissionItem): string[] {
  return String(item.action ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

function lists(items: PermissionItem[] | undefined, code: string, wantAction: boolean): PermissionItem | undefined {
  return (items ?? []).find((item) => isAction(item) === wantAction && codesOf(item).includes(code));
}

function currentContext(): PermissionContext {
  const { auth, allAuth } = useSessionStore.getState();
  return { auth, allAuth };
}

/**
 * Whether a button guarded by `code` is shown (spec §5). Items of type '2' are excluded.
 * Shown when the form data's permission list holds the code, when the full-auth list holds the
 * code with status '0' (rule off, shown to everyone), or when the user's own list holds it
 * (`action` may carry comma-separated codes). Without `ctx` the session store is used.
 *
 * @example hasPermission('car:add', { auth, allAuth })
 */
export function hasPermission(code: string, ctx: PermissionContext = currentContext()): boolean {
  if (!code) return true;
  if (lists(ctx.formPermissions, code, false)) return true;
  const rule = lists(ctx.allAuth, code, false);
  if (rule && String(rule.status) === '0') return true;
  return Boolean(lists(ctx.auth, code, false));
}

/**
 * Whether a field/action guarded by `code` is disabled: the second check against the
 * system-wide list for type '2' entries (spec §5). Status '0' → the rule is off and nothing is
 * disabled; status '1' → disabled unless the user's own list (or the form's list) holds the code.
 * A code unknown to the system-wide list is not disabled.
 */
export function isDisabledByPermission(code: string, ctx: PermissionContext = currentContext()): boolean {
  const rule = lists(ctx.allAuth, code, true);
  if (!rule || String(rule.status) === '0') return false;
  return !(lists(ctx.auth, code, true) || lists(ctx.formPermissions, code, true));
}
