import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import { badQuery } from '../../query/conditions.js';
import { ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { dictTable, isTableDict, parseTableDict } from './dict-tables.js';
import { dictTreeNodes, loadAllDictItems, loadDictItems, tableDictOptions, type DictTreeQuery } from './dict-repo.js';
import { SYS_DATA_TEXT, anyQuery, parseJsonCondition, queryText, splitList } from './sys-data-input.js';

type Query = Record<string, unknown>;

const str = { type: 'string' };
const optionSchema = { type: 'object', properties: { value: str, text: str, title: str, label: str } };
const valueTextSchema = { type: 'object', properties: { value: str, text: str } };
const treeNodeSchema = {
  type: 'object',
  properties: { key: str, value: str, title: str, label: str, leaf: { type: 'integer' }, isLeaf: { type: 'boolean' } },
};
const codeParams = { type: 'object', required: ['dictCode'], properties: { dictCode: { type: 'string', maxLength: 2000 } } };

/** Most rows a table dictionary answers in one getDictItems call. */
export const TABLE_DICT_LIMIT = 1000;
/** loadDict page size: default 10 (widgets-spec §9 search select), max 100. */
export const LOAD_DICT_PAGE = { default: 10, max: 100 };

function dictCodeOf(params: { dictCode: string }): string {
  const code = params.dictCode.trim();
  if (!code) throw badQuery(SYS_DATA_TEXT.emptyDictCode);
  if (!isTableDict(code) && code.length > 100) throw badQuery(SYS_DATA_TEXT.tooLong('字典Code'));
  return code;
}

function pageSizeOf(query: Query): number {
  const raw = queryText(query, 'pageSize', 10, '每页条数');
  if (raw === undefined) return LOAD_DICT_PAGE.default;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw badQuery('每页条数必须是正整数');
  return Math.min(Number(raw), LOAD_DICT_PAGE.max);
}

/** Options of a dict code (plain or table form) filtered by keyword (contains) and limited. */
async function searchOptions(deps: RouteDeps, user: SessionUser, code: string, keyword: string | undefined, limit: number) {
  if (isTableDict(code)) return tableDictOptions(deps.db, user, parseTableDict(code), { keyword, limit });
  const items = await loadDictItems(deps.db, user.tenantId, code);
  const k = keyword?.toLowerCase();
  return items.filter((i) => !k || i.text.toLowerCase().includes(k)).slice(0, limit).map((i) => ({ value: i.value, text: i.text }));
}

/** Parses and checks the query of /sys/dict/loadTreeData (allow-listed table, fields, condition). */
function treeQueryOf(query: Query): DictTreeQuery {
  const def = dictTable(queryText(query, 'tableName', 64) ?? '');
  const text = queryText(query, 'text', 64) ?? '';
  const code = queryText(query, 'code', 64) ?? '';
  const pidField = queryText(query, 'pidField', 64);
  const hasChildField = queryText(query, 'hasChildField', 64);
  if (!def?.tree || !def.columns.includes(text) || !def.columns.includes(code)) throw badQuery(SYS_DATA_TEXT.dictTable);
  if (pidField !== undefined && pidField !== def.tree.pidColumn) throw badQuery(SYS_DATA_TEXT.dictTable);
  if (hasChildField !== undefined && hasChildField !== def.tree.hasChildColumn) throw badQuery(SYS_DATA_TEXT.dictTable);
  const condition = parseJsonCondition(queryText(query, 'condition', 2000), def.columns, SYS_DATA_TEXT.treeCondition);
  return { def: def as DictTreeQuery['def'], text, code, pid: queryText(query, 'pid', 100) ?? '', hasChildColumn: hasChildField, condition };
}

/**
 * Dictionary calls (docs/widgets-contract.md "Dictionaries…", widgets-spec §7):
 * - GET /sys/dict/getDictItems/{dictCode} → [{value,text,title,label}]; dictCode is a dictionary
 *   code (unknown → []) or `table,text,code[,{"column":"value"}]` over the allow-list of
 *   dict-tables.ts (at most 1000 rows, scoped to the caller).
 * - GET /sys/dict/loadDict/{dictCode}?keyword=&pageSize= → [{value,text}] whose text contains
 *   keyword (LIKE wildcards escaped); pageSize default 10, capped at 100.
 * - GET /sys/dict/loadDictItem/{dictCode}?key=a,b → texts of the keys in key order (an unknown
 *   key answers itself).
 * - GET /sys/dict/loadTreeData?pid=&tableName=&text=&code=&pidField=&hasChildField=&condition=
 *   → one level [{key,value,title,label,leaf,isLeaf}] of an allow-listed tree table.
 * - GET /sys/dict/queryAllDictItems → {dictCode: options}.
 * - GET /sys/dict/refleshCache → success. Dictionaries are read from the tables on every call
 *   (no server cache), so there is nothing to clear; the client clears its local copy.
 * Errors: 400 字典Code不能为空! / 字典表或字段不在允许范围内 / condition messages.
 */
export function registerDictRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { dictCode: string } }>('/sys/dict/getDictItems/:dictCode', {
    schema: { tags: ['sys-dict'], summary: '字典项（字典编码或 表,文本,编码[,条件]）', params: codeParams, response: responses({ type: 'array', items: optionSchema }) },
  }, async (request) => {
    const user = currentUser(request);
    const code = dictCodeOf(request.params);
    if (!isTableDict(code)) return ok(await loadDictItems(deps.db, user.tenantId, code));
    const rows = await tableDictOptions(deps.db, user, parseTableDict(code), { limit: TABLE_DICT_LIMIT });
    return ok(rows.map((r) => ({ ...r, title: r.text, label: r.text })));
  });

  app.get<{ Params: { dictCode: string }; Querystring: Query }>('/sys/dict/loadDict/:dictCode', {
    schema: { tags: ['sys-dict'], summary: '按关键字搜索字典项', params: codeParams, querystring: anyQuery, response: responses({ type: 'array', items: valueTextSchema }) },
  }, async (request) => {
    const user = currentUser(request);
    const code = dictCodeOf(request.params);
    const keyword = queryText(request.query, 'keyword', 100, '关键字');
    return ok(await searchOptions(deps, user, code, keyword, pageSizeOf(request.query)));
  });

  app.get<{ Params: { dictCode: string }; Querystring: Query }>('/sys/dict/loadDictItem/:dictCode', {
    schema: { tags: ['sys-dict'], summary: '按值翻译字典文本（按key顺序）', params: codeParams, querystring: anyQuery, response: responses({ type: 'array', items: str }) },
  }, async (request) => {
    const user = currentUser(request);
    const code = dictCodeOf(request.params);
    const keys = splitList(queryText(request.query, 'key', 20000, 'key'), 1000, 'key');
    const options = isTableDict(code)
      ? await tableDictOptions(deps.db, user, parseTableDict(code), { keys })
      : await loadDictItems(deps.db, user.tenantId, code);
    const texts = new Map(options.map((o) => [o.value, o.text]));
    return ok(keys.map((k) => texts.get(k) ?? k));
  });

  app.get<{ Querystring: Query }>('/sys/dict/loadTreeData', {
    schema: { tags: ['sys-dict'], summary: '树形字典表的一层节点', querystring: anyQuery, response: responses({ type: 'array', items: treeNodeSchema }) },
  }, async (request) => {
    const user = currentUser(request);
    return ok(await dictTreeNodes(deps.db, user, treeQueryOf(request.query)));
  });

  app.get('/sys/dict/queryAllDictItems', {
    schema: {
      tags: ['sys-dict'], summary: '全部字典项',
      response: responses({ type: 'object', additionalProperties: { type: 'array', items: optionSchema } }),
    },
  }, async (request) => ok(await loadAllDictItems(deps.db, currentUser(request).tenantId)));

  app.get('/sys/dict/refleshCache', {
    schema: { tags: ['sys-dict'], summary: '刷新字典缓存（服务端无缓存）', response: responses({ type: 'null' }) },
  }, async (request) => {
    currentUser(request);
    return ok(null, '刷新缓存完成！');
  });
}
