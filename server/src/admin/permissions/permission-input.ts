import { badInput } from './texts.js';
import { flag, intIn, oneOf, optionalId, optionalText, requiredText } from './input.js';

/** A checked menu / button body of POST /sys/permission/add and PUT /sys/permission/edit. */
export interface PermissionInput {
  parentId: string | null;
  name: string;
  /** 0 top menu, 1 sub menu, 2 button */
  menuType: 0 | 1 | 2;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  sortNo: number;
  isRoute: boolean;
  keepAlive: boolean;
  hidden: boolean;
  hideTab: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  /** button codes, comma-joined (buttons only) */
  perms: string | null;
  /** '1' shown / usable when granted, '2' editable when granted (disabled otherwise) */
  permsType: '1' | '2';
  /** '1' rule on, '0' rule off: the button is shown to and usable by everyone */
  status: '0' | '1';
  description: string | null;
}

/** The component of an iframe page (console-spec §2.3; the shell's IframePageView). */
export const IFRAME_COMPONENT = 'layouts/IframePageView';
/** Internal route paths: '/' then letters, digits and `_ - / . :` (route parameters). */
export const ROUTE_PATH = /^\/[A-Za-z0-9_\-/.:]*$/;
/** External and iframe addresses: http(s) only (never javascript: or data:). */
export const EXTERNAL_URL = /^https?:\/\/[^\s<>"'`\\]+$/i;
const COMPONENT = /^[A-Za-z0-9_\-/.]+$/;
const COMPONENT_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
const ICON = /^[A-Za-z0-9_\-:]+$/;
const PERM_CODE = /^[A-Za-z0-9_\-:]{1,100}$/;

/** Button codes of a perms text: comma-joined, each letters, digits and `_ - :`. */
export function permCodes(perms: string | null): string[] {
  return (perms ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * Checks a menu / button body (field names of JeecgBoot's SysPermission: route, keepAlive,
 * hidden, hideTab, alwaysShow, internalOrExternal as booleans or 0/1).
 * - name ≤ 100, required; menuType 0 | 1 | 2 (default 0);
 * - menus (0, 1): url required, an internal path (ROUTE_PATH) or an http(s) address; component
 *   required for sub menus (default layouts/RouteView for top menus); componentName, redirect,
 *   icon optional; a sub menu needs a parent;
 * - buttons (2): parent required, perms required (codes of letters, digits, `_ - :`), no url /
 *   component, not a route;
 * - sortNo 0–99999, permsType '1' | '2', status '1' | '0', description ≤ 255.
 * @throws HttpError 400 with a Chinese message on the first bad field.
 */
export function parsePermissionInput(raw: Record<string, unknown>): PermissionInput {
  const menuType = Number(oneOf(raw.menuType, ['0', '1', '2'] as const, '菜单类型', '0')) as 0 | 1 | 2;
  const name = requiredText(raw.name, 100, menuType === 2 ? '按钮名称' : '菜单名称');
  const parentId = optionalId(raw.parentId, '上级菜单');
  if (menuType !== 0 && !parentId) throw badInput('上级菜单不能为空');
  const sortNo = intIn(raw.sortNo, 0, 99999, '排序', 0);
  const permsType = oneOf(raw.permsType, ['1', '2'] as const, '授权策略', '1');
  const status = oneOf(raw.status, ['0', '1'] as const, '状态', '1');
  const description = optionalText(raw.description, 255, '描述');
  const base = { parentId: menuType === 0 ? null : parentId, name, menuType, sortNo, permsType, status, description };
  if (menuType === 2) {
    const perms = requiredText(raw.perms, 255, '授权标识');
    if (!permCodes(perms).every((c) => PERM_CODE.test(c))) throw badInput('授权标识只能包含字母、数字、下划线、中划线和冒号');
    return {
      ...base, url: null, component: null, componentName: null, redirect: null, icon: null, perms: permCodes(perms).join(','),
      isRoute: false, keepAlive: false, hidden: false, hideTab: false, alwaysShow: false, internalOrExternal: false,
    };
  }
  const url = requiredText(raw.url, 255, '访问路径');
  if (!ROUTE_PATH.test(url) && !EXTERNAL_URL.test(url)) throw badInput('访问路径应以/开头，外部链接以http://或https://开头');
  let component = optionalText(raw.component, 255, '前端组件', COMPONENT);
  if (!component) {
    if (menuType === 1) throw badInput('前端组件不能为空');
    component = 'layouts/RouteView';
  }
  const redirect = optionalText(raw.redirect, 255, '默认跳转地址');
  if (redirect && !ROUTE_PATH.test(redirect)) throw badInput('默认跳转地址应以/开头');
  return {
    ...base,
    url,
    component,
    componentName: optionalText(raw.componentName, 100, '组件名称', COMPONENT_NAME),
    redirect,
    icon: optionalText(raw.icon, 100, '菜单图标', ICON),
    perms: null,
    isRoute: flag(raw.route ?? raw.isRoute, '是否路由菜单', true),
    keepAlive: flag(raw.keepAlive, '是否缓存路由', false),
    hidden: flag(raw.hidden, '隐藏路由', false),
    hideTab: flag(raw.hideTab, '隐藏Tab', false),
    alwaysShow: flag(raw.alwaysShow, '聚合路由', false),
    internalOrExternal: flag(raw.internalOrExternal, '打开方式', false),
  };
}

/** The sys_permission column values of an input. */
export function permissionColumns(input: PermissionInput) {
  return {
    parent_id: input.parentId, name: input.name, menu_type: input.menuType, url: input.url, component: input.component,
    component_name: input.componentName, redirect: input.redirect, icon: input.icon, sort_no: input.sortNo, is_route: input.isRoute,
    keep_alive: input.keepAlive, hidden: input.hidden, hide_tab: input.hideTab, always_show: input.alwaysShow,
    internal_or_external: input.internalOrExternal, perms: input.perms, perms_type: input.permsType, status: input.status,
    description: input.description,
  };
}
