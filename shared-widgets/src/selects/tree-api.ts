import { http } from 'shared-session';
import { SELECT_TEXTS } from './select-texts';

/** A node of a dictionary / category tree (widgets-spec §3 "Category/dictionary tree node"). */
export interface TreeOption {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: TreeOption[];
}

interface RawTreeNode {
  key?: unknown;
  id?: unknown;
  value?: unknown;
  title?: unknown;
  label?: unknown;
  name?: unknown;
  isLeaf?: unknown;
  leaf?: unknown;
  children?: RawTreeNode[] | null;
}

/**
 * Normalises a tree node: `leaf` follows spec §3 (0 = has children, 1 = leaf) when `isLeaf` is
 * absent; title falls back to label / name.
 */
export function toTreeOption(raw: RawTreeNode): TreeOption {
  const key = String(raw.key ?? raw.id ?? raw.value ?? '');
  const isLeaf = typeof raw.isLeaf === 'boolean' ? raw.isLeaf : raw.leaf != null ? String(raw.leaf) === '1' : !raw.children?.length;
  const node: TreeOption = { key, value: String(raw.value ?? key), title: String(raw.title ?? raw.label ?? raw.name ?? key), isLeaf };
  if (raw.children?.length) node.children = raw.children.map(toTreeOption);
  return node;
}

/**
 * The error of a `condition` prop, or null (widgets-spec §5 "Category and tree select"): when
 * given, it must be a JSON object string, else 组件JTreeSelect-condition传值有误，需要一个json字符串!.
 */
export function treeConditionError(condition: string | undefined): string | null {
  if (condition == null || condition === '') return null;
  try {
    const parsed: unknown = JSON.parse(condition);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? null : SELECT_TEXTS.TREE_CONDITION_ERROR;
  } catch {
    return SELECT_TEXTS.TREE_CONDITION_ERROR;
  }
}

async function getNodes(url: string, params: Record<string, unknown>): Promise<TreeOption[]> {
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null));
  const answer = await http.get<RawTreeNode[]>(url, { params: clean });
  if (!answer?.success) throw new Error(answer?.message || url);
  return (Array.isArray(answer.result) ? answer.result : []).map(toTreeOption);
}

/** Parameters of GET /sys/dict/loadTreeData (spec §7). */
export interface DictTreeQuery {
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  condition?: string;
}

/** One level of a table-driven tree (spec §7 GET /sys/dict/loadTreeData). */
export function loadDictTree(q: DictTreeQuery): Promise<TreeOption[]> {
  return getNodes('/sys/dict/loadTreeData', { ...q });
}

/** Category roots under `pcode` (spec §7 GET /sys/category/loadTreeRoot, async=true). */
export function loadCategoryRoot(pcode: string, condition?: string): Promise<TreeOption[]> {
  return getNodes('/sys/category/loadTreeRoot', { async: true, pcode, condition });
}

/** Category children of `pid` (spec §7 GET /sys/category/loadTreeChildren). */
export function loadCategoryChildren(pid: string): Promise<TreeOption[]> {
  return getNodes('/sys/category/loadTreeChildren', { pid });
}

/** Names of category values in order (spec §7 GET /sys/category/loadDictItem/?ids=); failure → []. */
export async function loadCategoryNames(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  try {
    const answer = await http.get<unknown[]>('/sys/category/loadDictItem/', { params: { ids: ids.join(',') }, skipErrorHandler: true });
    return answer?.success && Array.isArray(answer.result) ? answer.result.map((r) => String(r ?? '')) : [];
  } catch {
    return [];
  }
}

/** `tree` with `children` placed under the node `key`. */
export function withTreeChildren(tree: TreeOption[], key: string, children: TreeOption[]): TreeOption[] {
  return tree.map((n) => {
    if (n.key === key) return { ...n, children, isLeaf: children.length === 0 };
    return n.children ? { ...n, children: withTreeChildren(n.children, key, children) } : n;
  });
}

/** Finds a node by value anywhere in `tree`. */
export function findTreeOption(tree: TreeOption[], value: string): TreeOption | undefined {
  for (const n of tree) {
    if (n.value === value) return n;
    const hit = n.children && findTreeOption(n.children, value);
    if (hit) return hit;
  }
  return undefined;
}
