import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser } from '../../auth/guard.js';
import '../../db/sys-data-types.js';
import '../../db/dicts-messages-types.js';
import type { Database } from '../../db/types.js';
import { badQuery } from '../../query/conditions.js';
import { fail, ok, responses } from '../../plugins/reply.js';
import type { CheckRuleSegment, SerialParams } from '../../seed/sys-data-defs.js';
import type { RouteDeps } from '../deps.js';
import { chinaDay } from '../fleet/red-orange.js';
import { SYS_DATA_TEXT, anyQuery, queryText } from './sys-data-input.js';

/** Longest value a check rule looks at (bounds the work of stored patterns). */
export const MAX_CHECK_VALUE = 1000;

/**
 * Checks `value` against a rule's segments in order: a segment with digits N takes the next N
 * characters, '*' takes the rest; each taken part must match the segment's pattern, else the
 * segment's message is the answer. Answers null when every segment passes.
 * @throws Error when a stored segment is malformed (a configuration error → HTTP 500).
 */
export function checkSegments(segments: CheckRuleSegment[], value: string): string | null {
  const chars = [...value];
  let pos = 0;
  for (const s of segments) {
    const n = s.digits === '*' ? chars.length - pos : Number(s.digits);
    if (!Number.isInteger(n) || n < 0) throw new Error(`bad check rule digits ${s.digits}`);
    const part = chars.slice(pos, pos + n).join('');
    pos += n;
    if (!new RegExp(s.pattern).test(part)) return s.message;
  }
  return null;
}

/** The value as the client sends it: encodeURIComponent'ed once more (widgets-spec §5); undecodable text as is. */
export function decodeCheckValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const DATE_PATTERNS: Record<SerialParams['datePattern'], number> = { yyyyMMdd: 8, yyyyMM: 6, yyyy: 4, '': 0 };

/** Checks stored serial parameters; throws (HTTP 500 via the error handler) when malformed. */
export function serialParams(raw: string): SerialParams {
  const p = JSON.parse(raw) as SerialParams;
  const okParams = typeof p === 'object' && p !== null && typeof p.prefix === 'string' && /^[A-Za-z0-9_-]{0,16}$/.test(p.prefix)
    && Object.prototype.hasOwnProperty.call(DATE_PATTERNS, p.datePattern) && Number.isInteger(p.seqLength) && p.seqLength >= 1 && p.seqLength <= 8
    && (p.prefixField === undefined || /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(p.prefixField));
  if (!okParams) throw new Error(SYS_DATA_TEXT.badFillRule);
  return p;
}

/**
 * Next value of a 'serial' fill rule for a tenant: prefix + optional form-field part + China
 * date part + zero-padded sequence, the sequence bumped by one atomic upsert per (tenant, rule,
 * prefix, period) so concurrent calls never share a number.
 * @throws HttpError 400 when the form field value is not 1-8 letters/digits or the sequence is
 * used up for the period.
 */
export async function nextSerialValue(
  db: Kysely<Database>, tenantId: number, ruleCode: string, p: SerialParams, formData: Record<string, unknown>, at = new Date(),
): Promise<string> {
  let extra = '';
  if (p.prefixField) {
    const v = formData[p.prefixField];
    if (v !== undefined && v !== null && v !== '') {
      if (typeof v !== 'string' && typeof v !== 'number') throw badQuery(SYS_DATA_TEXT.badFillField(p.prefixField));
      extra = String(v).trim().toUpperCase();
      if (!/^[A-Z0-9]{1,8}$/.test(extra)) throw badQuery(SYS_DATA_TEXT.badFillField(p.prefixField));
    }
  }
  const prefix = `${p.prefix}${extra}`;
  const period = chinaDay(at).slice(0, DATE_PATTERNS[p.datePattern]);
  const row = await sql<{ seq: number }>`
    INSERT INTO sys_fill_rule_seq (tenant_id, rule_code, prefix, period, seq) VALUES (${tenantId}, ${ruleCode}, ${prefix}, ${period}, 1)
    ON CONFLICT (tenant_id, rule_code, prefix, period) DO UPDATE SET seq = sys_fill_rule_seq.seq + 1
    RETURNING seq
  `.execute(db);
  const seq = Number(row.rows[0].seq);
  if (seq >= 10 ** p.seqLength) throw badQuery(SYS_DATA_TEXT.serialExhausted);
  return `${prefix}${period}${String(seq).padStart(p.seqLength, '0')}`;
}

/**
 * Rule calls (widgets-spec §5 "Rule-code check", §2 "Auto-number field"):
 * - GET /sys/checkRule/checkByCode?ruleCode=&value= → success true 校验通过, or HTTP 200
 *   success false code 500 with the failing segment's message. value is URL-decoded once more
 *   (the client sends encodeURIComponent(value)); at most 1000 characters. Unknown rule → 400.
 * - PUT|POST /sys/fillRule/executeRuleByCode/{ruleCode} body {formData?} (or the form data
 *   itself) → result: the generated value, e.g. DD202611210001. Unknown rule → 400.
 */
export function registerRuleCheckRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Record<string, unknown> }>('/sys/checkRule/checkByCode', {
    schema: { tags: ['sys-check'], summary: '按编码校验规则校验值', querystring: anyQuery, response: responses({ type: 'null' }) },
  }, async (request) => {
    const user = currentUser(request);
    const code = queryText(request.query, 'ruleCode', 100, 'ruleCode');
    const rule = code ? await db.selectFrom('sys_check_rule').select('rule_json').where('rule_code', '=', code)
      .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', user.tenantId)])).executeTakeFirst() : undefined;
    if (!rule) throw badQuery(SYS_DATA_TEXT.unknownCheckRule);
    const raw = request.query.value;
    const value = decodeCheckValue(typeof raw === 'string' ? raw : Array.isArray(raw) ? String(raw[0] ?? '') : '');
    if (value.length > MAX_CHECK_VALUE) throw badQuery(SYS_DATA_TEXT.tooLong('校验值'));
    const message = checkSegments(JSON.parse(rule.rule_json) as CheckRuleSegment[], value);
    return message === null ? ok(null, SYS_DATA_TEXT.checkPassed) : fail(message, 500);
  });

  app.route<{ Params: { ruleCode: string }; Body: Record<string, unknown> | null }>({
    method: ['PUT', 'POST'],
    url: '/sys/fillRule/executeRuleByCode/:ruleCode',
    schema: {
      tags: ['sys-check'], summary: '按编码执行填值规则（生成编号）',
      params: { type: 'object', properties: { ruleCode: { type: 'string', maxLength: 100 } } },
      body: { type: ['object', 'null'], additionalProperties: true },
      response: responses({ type: 'string' }),
    },
    handler: async (request) => {
      const user = currentUser(request);
      const rule = await db.selectFrom('sys_fill_rule').select(['rule_code', 'rule_kind', 'rule_params'])
        .where('rule_code', '=', request.params.ruleCode)
        .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', user.tenantId)])).executeTakeFirst();
      if (!rule) throw badQuery(SYS_DATA_TEXT.unknownFillRule);
      if (rule.rule_kind !== 'serial') throw new Error(SYS_DATA_TEXT.badFillRule);
      const body = request.body ?? {};
      const formData = typeof body.formData === 'object' && body.formData !== null && !Array.isArray(body.formData)
        ? body.formData as Record<string, unknown> : body;
      return ok(await nextSerialValue(db, user.tenantId, rule.rule_code, serialParams(rule.rule_params), formData));
    },
  });
}
