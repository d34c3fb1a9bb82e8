/**
 * Pure tree-checking rules of the department select (widgets-spec §4 "Tree checking").
 */

/** What antd's Tree `onCheck` passes: keys (linked) or `{checked, halfChecked}` (strict). */
export type CheckedArg = React.Key[] | { checked: React.Key[]; halfChecked: React.Key[] };

/**
 * The checked keys after a check event on the node `key` (`checked` = its new state): strict and
 * linked arguments both read as a key list; in single mode only the newest checked node is kept,
 * or nothing when it was unchecked.
 */
export function nextCheckedKeys(arg: CheckedArg, key: React.Key, checked: boolean, multi: boolean): string[] {
  if (!multi) return checked ? [String(key)] : [];
  const keys = Array.isArray(arg) ? arg : arg.checked;
  return keys.map(String);
}

/** Keys of every node of a tree. */
export function allKeys(tree: { key: string; children?: { key: string; children?: unknown[] }[] }[]): string[] {
  const out: string[] = [];
  const walk = (list: { key: string; children?: unknown[] }[]) => list.forEach((n) => {
    out.push(n.key);
    if (n.children) walk(n.children as { key: string; children?: unknown[] }[]);
  });
  walk(tree);
  return out;
}
