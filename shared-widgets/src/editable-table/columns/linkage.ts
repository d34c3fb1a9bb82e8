import type { ColumnOption, LinkageConfig, TableColumn, TableRow } from '../types';

/** The columns of a cascading chain, in column order. */
export function linkageChain(columns: readonly TableColumn[], linkageKey: string): TableColumn[] {
  return columns.filter((c) => c.linkageKey === linkageKey);
}

/** Keys of the levels after `key` in its chain (spec §4: choosing a level clears the next levels). */
export function linkedChildren(columns: readonly TableColumn[], key: string): string[] {
  const column = columns.find((c) => c.key === key);
  if (!column?.linkageKey) return [];
  const chain = linkageChain(columns, column.linkageKey);
  return chain.slice(chain.indexOf(column) + 1).map((c) => c.key);
}

/**
 * Options of cascading select cells (widgets-spec §4 "Cascading select": each level's options are
 * loaded by the previous level's value), cached per chain and parent value; `onLoaded` repaints.
 */
export class LinkageOptions {
  private cache = new Map<string, ColumnOption[]>();
  private loading = new Set<string>();

  constructor(
    private configs: readonly LinkageConfig[],
    private onLoaded: () => void,
  ) {}

  /** The options of a linked column for a row; undefined for a column outside any configured chain. */
  get(columns: readonly TableColumn[], column: TableColumn, row: TableRow): ColumnOption[] | undefined {
    const config = column.linkageKey ? this.configs.find((c) => c.key === column.linkageKey) : undefined;
    if (!config) return undefined;
    const chain = linkageChain(columns, config.key);
    const level = chain.indexOf(column);
    const parent = level <= 0 ? '' : String(row[chain[level - 1].key] ?? '');
    if (level > 0 && parent === '') return [];
    const id = `${config.key}\u0000${parent}`;
    const hit = this.cache.get(id);
    if (hit) return hit;
    if (!this.loading.has(id)) {
      this.loading.add(id);
      config
        .requestData(parent)
        .then((options) => this.cache.set(id, options ?? []))
        .catch(() => this.cache.set(id, []))
        .finally(() => {
          this.loading.delete(id);
          this.onLoaded();
        });
    }
    return [];
  }
}
