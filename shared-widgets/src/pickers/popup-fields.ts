import { PICKER_CONSTANTS, PICKER_TEXTS } from './picker-texts';

/** Splits a comma list of field names, trimming blanks. */
function fieldList(list: string | undefined): string[] {
  return (list ?? '').split(',').map((f) => f.trim()).filter(Boolean);
}

/**
 * The configuration error of a popup widget, or null when valid (widgets-spec §5 "Popup widget"):
 * orgFields, destFields and popupCode are all required (popup参数未正确配置!), and the two field
 * lists must have the same count (popup参数未正确配置,原始值和目标值数量不一致!).
 */
export function popupConfigError(code: string | undefined, orgFields: string | undefined, destFields: string | undefined): string | null {
  const org = fieldList(orgFields);
  const dest = fieldList(destFields);
  if (!code || org.length === 0 || dest.length === 0) return PICKER_TEXTS.POPUP_CONFIG_ERROR;
  if (org.length !== dest.length) return PICKER_TEXTS.POPUP_COUNT_ERROR;
  return null;
}

/**
 * The form values a popup writes after OK (widgets-spec §2, §3 "Popup config", §9): for each i,
 * `destFields[i]` = the `orgFields[i]` values of the chosen rows joined by `spliter` (comma by
 * default); null and undefined values count as ''.
 */
export function popupValues(rows: Record<string, unknown>[], orgFields: string, destFields: string, spliter: string = PICKER_CONSTANTS.SPLITER): Record<string, string> {
  const org = fieldList(orgFields);
  const dest = fieldList(destFields);
  const out: Record<string, string> = {};
  dest.forEach((d, i) => {
    out[d] = rows.map((r) => (r[org[i]] == null ? '' : String(r[org[i]]))).join(spliter);
  });
  return out;
}

/** The form values a cleared popup writes: every destField ''. */
export function clearedPopupValues(destFields: string): Record<string, string> {
  return Object.fromEntries(fieldList(destFields).map((d) => [d, '']));
}
