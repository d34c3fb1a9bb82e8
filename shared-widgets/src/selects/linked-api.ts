import { http } from 'shared-session';

/** Table configuration of a cascading select (widgets-spec §3 "Cascading select config"). */
export interface LinkDownConfig {
  table: string;
  /** Text column. */
  txt: string;
  /** Stored column. */
  key: string;
  /** Id column (parent reference of the next level). */
  idField: string;
  /** Parent column. */
  pidField: string;
  /** JSON condition of the first level. */
  condition?: string;
}

/** A further level of a cascading select: its form field and title (spec §3 linkDownOthers). */
export interface LinkDownOther {
  field: string;
  title: string;
}

/** One option of a cascading level (spec §3: id, store, label). */
export interface LinkedOption {
  id: string;
  store: string;
  label: string;
}

/**
 * Options of one level (widgets-spec §7 /online/cgform/api/querySelectOptions with table, txt, key,
 * idField, pidField and `condition` (first level) or `pidValue` (next levels)). Throws with the
 * server message on failure.
 */
export async function querySelectOptions(cfg: LinkDownConfig, pidValue?: string): Promise<LinkedOption[]> {
  const { condition, ...base } = cfg;
  const params = pidValue == null ? { ...base, ...(condition ? { condition } : {}) } : { ...base, pidValue };
  const answer = await http.get<{ id?: unknown; store?: unknown; label?: unknown }[]>('/online/cgform/api/querySelectOptions', { params });
  if (!answer?.success) throw new Error(answer?.message || 'querySelectOptions');
  return (Array.isArray(answer.result) ? answer.result : []).map((o) => ({ id: String(o.id ?? ''), store: String(o.store ?? ''), label: String(o.label ?? o.store ?? '') }));
}

/**
 * The next level to load given the current values and loaded levels (spec §4 "Cascading select":
 * on form data load each filled level loads its child options in order), or null when every
 * filled level already has its children. `loaded[i]` holds the parent id its options belong to
 * (null for the first level).
 */
export function nextLevelToLoad(levels: string[], values: Record<string, string | undefined>, loaded: ({ parent: string | null; list: LinkedOption[] } | undefined)[]): { level: number; pid: string } | null {
  for (let i = 0; i < levels.length - 1; i += 1) {
    const current = loaded[i];
    const v = values[levels[i]];
    if (!current || !v) return null;
    const opt = current.list.find((o) => o.store === v);
    if (!opt) return null;
    if (loaded[i + 1]?.parent !== opt.id) return { level: i + 1, pid: opt.id };
  }
  return null;
}
