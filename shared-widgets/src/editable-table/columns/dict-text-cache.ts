import { http } from 'shared-session';

/** Fetches the texts of `keys` in key order (GET /sys/dict/loadDictItem/{dict}?key=a,b, widgets-spec §7). */
export type TextFetcher = (dict: string, keys: string[]) => Promise<string[]>;

/** The server call of widgets-spec §7 "GET /sys/dict/loadDictItem/{dict} key → list". */
export const fetchDictTexts: TextFetcher = async (dict, keys) => {
  const answer = await http.get<unknown[]>(`/sys/dict/loadDictItem/${encodeURIComponent(dict)}`, { params: { key: keys.join(',') }, skipErrorHandler: true });
  if (!answer?.success || !Array.isArray(answer.result)) throw new Error(answer?.message || 'loadDictItem');
  return answer.result.map((t) => (t === null || t === undefined ? '' : String(t)));
};

/**
 * Texts of stored picker values (user names → real names, department ids → names), looked up in
 * batches through a table dictionary (`table,text,code`) and remembered for the page. Unknown
 * keys are queued and fetched together on the next tick; `onLoaded` repaints the grid. A failed
 * lookup shows the stored values themselves (never retried in a loop).
 */
export class DictTextCache {
  private texts = new Map<string, Map<string, string>>();
  private pending = new Map<string, Set<string>>();
  private scheduled = false;

  constructor(
    private onLoaded: () => void,
    private fetcher: TextFetcher = fetchDictTexts,
  ) {}

  private known(dict: string): Map<string, string> {
    let map = this.texts.get(dict);
    if (!map) {
      map = new Map();
      this.texts.set(dict, map);
    }
    return map;
  }

  /** Remembers a text (after a pick, the picker already knows it). */
  prime(dict: string, key: string, text: string): void {
    if (key) this.known(dict).set(key, text || key);
  }

  /**
   * The shown text of a comma-joined value: each key's text when known, the key itself meanwhile
   * (its lookup is queued).
   */
  text(dict: string, value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    const map = this.known(dict);
    return String(value)
      .split(',')
      .filter(Boolean)
      .map((key) => {
        const hit = map.get(key);
        if (hit !== undefined) return hit;
        this.queue(dict, key);
        return key;
      })
      .join(',');
  }

  private queue(dict: string, key: string): void {
    const set = this.pending.get(dict) ?? new Set<string>();
    set.add(key);
    this.pending.set(dict, set);
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => void this.flush(), 0);
  }

  /** Fetches every queued key (one call per dictionary). */
  async flush(): Promise<void> {
    this.scheduled = false;
    const batches = [...this.pending];
    this.pending.clear();
    await Promise.all(
      batches.map(async ([dict, set]) => {
        const keys = [...set];
        const map = this.known(dict);
        keys.forEach((k) => map.set(k, k));
        try {
          const texts = await this.fetcher(dict, keys);
          keys.forEach((k, i) => map.set(k, texts[i] || k));
        } catch {
          /* the stored values stay shown */
        }
      }),
    );
    if (batches.length) this.onLoaded();
  }
}
