import type { FieldExtension, FormSchemaItem } from './form-types';

/**
 * Reads a schema item's extension JSON (widgets-spec §3 "Form field extension JSON": uploadnum,
 * fileType, down, store, text). Accepts the object or its JSON text; text that is not a JSON
 * object, or is missing, gives `{}`. `uploadnum` is coerced to a whole number ≥ 0 (0 = unlimited),
 * `down` to a boolean ('1', 'true', true, 1 → true).
 */
export function readFieldExtension(schema: Pick<FormSchemaItem, 'fieldExtendJson'>): FieldExtension {
  const raw = schema.fieldExtendJson;
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return {};
    try {
      parsed = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const ext = { ...(parsed as FieldExtension) };
  if (ext.uploadnum !== undefined) {
    const n = Math.floor(Number(ext.uploadnum));
    ext.uploadnum = Number.isFinite(n) && n > 0 ? n : 0;
  }
  if (ext.down !== undefined) {
    const d = ext.down as unknown;
    ext.down = d === true || d === 1 || d === '1' || d === 'true';
  }
  return ext;
}
