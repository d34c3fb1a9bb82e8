import { useCallback } from 'react';
import { useSessionStore } from '../session/session-store';
import type { PermissionItem } from '../types';
import { hasPermission } from './has-permission';

/**
 * React hook: a `(code) => boolean` bound to the current session's auth lists (re-renders when
 * they change). `formPermissions` adds the form data's own list (spec §5).
 *
 * @example const can = usePermission(); can('car:add') && <Button>新增</Button>
 */
export function usePermission(formPermissions?: PermissionItem[]): (code: string) => boolean {
  const auth = useSessionStore((s) => s.auth);
  const allAuth = useSessionStore((s) => s.allAuth);
  return useCallback((code: string) => hasPermission(code, { auth, allAuth, formPermissions }), [auth, allAuth, formPermissions]);
}
