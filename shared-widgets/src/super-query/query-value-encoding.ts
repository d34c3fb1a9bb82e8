import type { SuperQueryRule } from './super-query-types';

/**
 * Encodes a simple query input's value with its operator (widgets-spec §5 "Query text input
 * wraps its value by operator"; DESIGN §3 query-value rules): like → `*x*`, ne → `!x`,
 * ge → `>=x`, le → `<=x`, gt → `>x`, lt → `<x`, right_like (starts with) → `x*`, left_like
 * (ends with) → `*x`, in → comma list, eq → `x`. Arrays are joined by commas first; a blank
 * value gives ''. The text goes into the list call as the field's plain parameter.
 */
export function encodeQueryValue(rule: SuperQueryRule, value: unknown): string {
  const text = Array.isArray(value) ? value.map(String).join(',') : value === undefined || value === null ? '' : String(value).trim();
  if (!text) return '';
  switch (rule) {
    case 'like':
      return `*${text}*`;
    case 'right_like':
      return `${text}*`;
    case 'left_like':
      return `*${text}`;
    case 'ne':
      return `!${text}`;
    case 'ge':
      return `>=${text}`;
    case 'le':
      return `<=${text}`;
    case 'gt':
      return `>${text}`;
    case 'lt':
      return `<${text}`;
    default:
      return text;
  }
}
