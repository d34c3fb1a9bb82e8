/** A data-log version as /sys/dataLog/* answers it (dataContent: JSON object text). */
export interface DataLogRecord {
  id: string;
  dataTable: string;
  dataTableText: string;
  dataId: string;
  dataVersion: number;
  dataContent: string;
  createBy: string | null;
  createTime: string;
}

/** One row of the comparison: a field with its value in the older and the newer version. */
export interface DiffRow {
  field: string;
  old: string;
  new: string;
  changed: boolean;
}

function parse(content: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(content);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * Field-by-field comparison of two versions (JeecgBoot DataLogCompareModal): every field of
 * either content in first-seen order, with its old and new text ('' when absent) and whether it
 * changed. Unparsable content counts as no fields.
 */
export function diffVersions(older: string, newer: string): DiffRow[] {
  const a = parse(older);
  const b = parse(newer);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => {
    const o = text(a[field]);
    const n = text(b[field]);
    return { field, old: o, new: n, changed: o !== n };
  });
}
