import { TABLE_TEXTS } from '../editable-table-texts';
import type { TableColumn } from '../types';

/** A checked popup configuration: the report code and the field pairs copied on pick. */
export interface PopupMapping {
  code: string;
  pairs: { from: string; to: string }[];
}

const split = (list: string | undefined) => (list ?? '').split(',').map((f) => f.trim()).filter(Boolean);

/**
 * Checks a popup column (widgets-spec §5 "Popup widget"): popupCode, orgFields and destFields are
 * all required (else `popup参数未正确配置!`), and the two comma lists must have the same length
 * (else `popup参数未正确配置,原始值和目标值数量不一致!`). Returns the mapping or the error text.
 */
export function checkPopupColumn(column: Pick<TableColumn, 'popupCode' | 'orgFields' | 'destFields'>): PopupMapping | { error: string } {
  const org = split(column.orgFields);
  const dest = split(column.destFields);
  if (!column.popupCode || org.length === 0 || dest.length === 0) return { error: TABLE_TEXTS.popupNotConfigured };
  if (org.length !== dest.length) return { error: TABLE_TEXTS.popupCountMismatch };
  return { code: column.popupCode, pairs: org.map((from, i) => ({ from, to: dest[i] })) };
}

/**
 * The row fields to set after picking report rows (spec §3 "Popup config": orgFields → destFields,
 * values of several rows joined by the separator, comma by default).
 */
export function popupColumnValues(mapping: PopupMapping, picked: Record<string, unknown>[], separator = ','): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { from, to } of mapping.pairs) {
    out[to] = picked
      .map((r) => r[from])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map(String)
      .join(separator);
  }
  return out;
}
