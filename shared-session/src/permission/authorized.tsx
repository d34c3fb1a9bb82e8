import type { ReactNode } from 'react';
import type { PermissionItem } from '../types';
import { usePermission } from './use-permission';

/** Props of `<Authorized>`. */
export interface AuthorizedProps {
  /** The permission code (e.g. 'car:add'). */
  code: string;
  /** The form data's permission list, if any (spec §5). */
  formPermissions?: PermissionItem[];
  /** Rendered when not permitted; nothing by default (the button is removed). */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Renders `children` only when `hasPermission(code)` holds for the current session (spec §5/§6).
 *
 * @example <Authorized code="car:add"><Button>新增</Button></Authorized>
 */
export function Authorized({ code, formPermissions, fallback = null, children }: AuthorizedProps) {
  const can = usePermission(formPermissions);
  return <>{can(code) ? children : fallback}</>;
}
