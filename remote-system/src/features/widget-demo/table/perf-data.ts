import type { TableColumn, TableRow } from 'shared-widgets';

/** Rows and columns of the performance mode (the 10,000 行 × 20 列 benchmark). */
export const PERF_ROWS = 10_000;
export const PERF_COLUMNS = 20;

const STATUS = ['待处理', '处理中', '已完成'];
const CITY = ['北京', '上海', '广州', '深圳', '杭州', '成都'];
const KINDS: TableColumn['type'][] = ['input', 'inputNumber', 'select', 'date', 'checkbox', 'progress', 'tags', 'list_multi', 'time', 'normal'];

/** The 20 columns: the plain types the grid renders natively, repeated (never React per cell). */
export function perfColumns(): TableColumn[] {
  return Array.from({ length: PERF_COLUMNS }, (_, i): TableColumn => {
    const type = KINDS[i % KINDS.length];
    const key = `c${i + 1}`;
    const base = { key, title: `列${i + 1}`, type, width: 120 };
    if (type === 'select') return { ...base, options: STATUS.map((s) => ({ value: s, text: s })) };
    if (type === 'list_multi') return { ...base, options: CITY.map((s) => ({ value: s, text: s })) };
    if (type === 'checkbox') return { ...base, customValue: ['Y', 'N'] };
    if (type === 'inputNumber') return { ...base, statistics: ['sum'] };
    return base;
  });
}

/** Deterministic values (the same page for every run), generated client-side. */
export function perfRows(count: number = PERF_ROWS, columns: TableColumn[] = perfColumns()): TableRow[] {
  const rows: TableRow[] = new Array(count);
  for (let r = 0; r < count; r += 1) {
    const row: TableRow = { id: `perf_${r + 1}` };
    columns.forEach((c, i) => {
      const n = (r * 31 + i * 17) % 1000;
      switch (c.type) {
        case 'inputNumber': row[c.key] = n; break;
        case 'select': row[c.key] = STATUS[n % 3]; break;
        case 'list_multi': row[c.key] = `${CITY[n % 6]},${CITY[(n + 1) % 6]}`; break;
        case 'date': row[c.key] = `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`; break;
        case 'time': row[c.key] = `${String(n % 24).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00`; break;
        case 'checkbox': row[c.key] = n % 2 ? 'Y' : 'N'; break;
        case 'progress': row[c.key] = n % 101; break;
        case 'tags': row[c.key] = 'ab;cd'; break;
        default: row[c.key] = `第${r + 1}行-${i + 1}`;
      }
    });
    rows[r] = row;
  }
  return rows;
}
