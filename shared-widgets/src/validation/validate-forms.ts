/** Anything with an antd-style `validateFields()` or a `validate()` method. */
export interface ValidatableForm {
  validate?: () => Promise<unknown>;
  validateFields?: () => Promise<unknown>;
}

/** Message when a form validation helper gets an object without a validate method (widgets-spec §5 "Other"). */
export const NO_VALIDATE_METHOD = 'form must have a validate method';
/** Message when the table validation helper gets no array of tables (widgets-spec §5 "Other"). */
export const TABLES_NOT_ARRAY = 'tables must be an array';

/**
 * Validates one form (widgets-spec §5 "Other": rejects when the form object lacks a validate
 * method). Calls `validate()` or, for an antd FormInstance, `validateFields()`, and resolves to
 * its values; rejects with `Error(NO_VALIDATE_METHOD)` for anything else, or with the form's own
 * validation error.
 */
export async function validateForm<T = unknown>(form: unknown): Promise<T> {
  const f = form as ValidatableForm | null | undefined;
  if (f && typeof f.validate === 'function') return (await f.validate()) as T;
  if (f && typeof f.validateFields === 'function') return (await f.validateFields()) as T;
  throw new Error(NO_VALIDATE_METHOD);
}

/** One editable table as seen by `validateTables`: anything with a `validate()` (B1's table handle). */
export interface ValidatableTable {
  validate(): Promise<unknown>;
}

/**
 * Validates several tables in order (widgets-spec §5 "Table validation requires an array of
 * tables"). Resolves to each table's result; rejects with `Error(TABLES_NOT_ARRAY)` when `tables`
 * is not an array, with `Error(NO_VALIDATE_METHOD)` when an entry cannot validate, or with the
 * first table's failure, carrying `tableIndex` (the index of the failing table).
 */
export async function validateTables(tables: unknown): Promise<unknown[]> {
  if (!Array.isArray(tables)) throw new Error(TABLES_NOT_ARRAY);
  const results: unknown[] = [];
  for (let i = 0; i < tables.length; i += 1) {
    const table = tables[i] as Partial<ValidatableTable> | null;
    if (!table || typeof table.validate !== 'function') throw new Error(NO_VALIDATE_METHOD);
    try {
      results.push(await table.validate());
    } catch (error) {
      const wrapped = error instanceof Error ? error : new Error(String(error));
      (wrapped as Error & { tableIndex?: number }).tableIndex = i;
      throw wrapped;
    }
  }
  return results;
}
