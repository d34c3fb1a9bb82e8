import type { FormSchemaItem } from './form-types';

/**
 * Decimal places of the number widget (widgets-spec §5 "Other"): 0 when the schema item is
 * `onlyInteger`, otherwise its `dbPointLength` (undefined when neither is set: free precision).
 */
export function numberPrecision(schema: Pick<FormSchemaItem, 'onlyInteger' | 'dbPointLength'>): number | undefined {
  if (schema.onlyInteger) return 0;
  const points = schema.dbPointLength;
  return typeof points === 'number' && Number.isInteger(points) && points >= 0 ? points : undefined;
}
