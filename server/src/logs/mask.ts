/**
 * Parameter summaries of the operation log (issue 5: "a masked body summary"): secrets masked,
 * binary values named, depth and size bounded, the text truncated.
 */

/** Longest request_param text stored (characters; longer ones end with '…'). */
export const MAX_PARAM_LENGTH = 2000;
/** Replacement of a masked value. */
export const MASK = '******';

/** Keys whose values are never stored: passwords, tokens, secrets, captchas, keys. */
const SECRET_KEY = /pass|pwd|token|secret|captcha|credential|authorization|cookie|key$/i;
const MAX_DEPTH = 4;
const MAX_ITEMS = 50;

function summarise(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return value.length > 500 ? `${value.slice(0, 500)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return `[${typeof value}]`;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return '[binary]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => summarise(v, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`…(${value.length})`);
    return items;
  }
  // plain objects: {} literals, null-prototype maps and the query parser's prototype-less objects
  const proto = Object.getPrototypeOf(value);
  const plain = proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
  if (!plain) return `[${(value as object).constructor?.name ?? 'object'}]`;
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (n++ >= MAX_ITEMS) {
      out['…'] = `${Object.keys(value as object).length} keys`;
      break;
    }
    out[k] = SECRET_KEY.test(k) ? MASK : summarise(v, depth + 1);
  }
  return out;
}

/**
 * The stored summary of a call's parameters: `{"query": …, "body": …}` (each only when present)
 * as JSON, values of secret keys replaced by {@link MASK} at any depth, non-plain objects
 * (streams, files, buffers) named instead of serialised, at most {@link MAX_PARAM_LENGTH}
 * characters. Answers null when there is nothing to record.
 */
export function paramSummary(query: unknown, body: unknown): string | null {
  const parts: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length) parts.query = summarise(query, 0);
  if (body !== undefined && body !== null && !(typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)) {
    parts.body = summarise(body, 0);
  }
  if (!Object.keys(parts).length) return null;
  const text = JSON.stringify(parts);
  return text.length > MAX_PARAM_LENGTH ? `${text.slice(0, MAX_PARAM_LENGTH - 1)}…` : text;
}
