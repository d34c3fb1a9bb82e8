import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import '../../db/widget-demo-types.js';
import { sanitizeRichText } from '../../plugins/html-sanitize.js';
import * as rule from './demo-rules.js';
import { DEMO_TEXT, DemoRuleError } from './demo-rules.js';

/** The writable columns of a demo row, checked and normalised. */
export interface DemoValues {
  name: string;
  sex: string | null;
  age: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  depart_ids: string | null;
  user_names: string | null;
  area_code: string | null;
  cron: string | null;
  effective: string | null;
  enabled: 'Y' | 'N';
  order_num_code: string | null;
  files: string | null;
  images: string | null;
  content: string | null;
  remark: string | null;
  category: string | null;
}

/** Largest rich-text content kept (characters, after sanitising). */
export const CONTENT_MAX = 200_000;

/**
 * Checks the body of add / edit (wire names of DemoRecord) with the demo rules, then the
 * references against the database: departIds must be departments the user may see, userNames
 * users of the tenant, relative file / image paths files of the tenant (sys_file), and
 * orderNumCode free in the tenant (other than `selfId`). Rich text is sanitised (allow-list).
 * @throws DemoRuleError with the Chinese message of the first violation.
 */
export async function checkDemoInput(db: Kysely<Database>, user: SessionUser, body: Record<string, unknown>, selfId: string | null): Promise<DemoValues> {
  const departs = rule.commaList(body.departIds, 1000, '部门');
  if (departs.some((id) => !user.visibleDepartIds.includes(id))) throw new DemoRuleError(DEMO_TEXT.departIds);
  const users = rule.commaList(body.userNames, 1000, '用户');
  if (users.length) {
    const found = await db.selectFrom('sys_user').select('username')
      .where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0).where('username', 'in', users).execute();
    if (found.length !== users.length) throw new DemoRuleError(DEMO_TEXT.userNames);
  }
  const files = rule.paths(body.files, '附件');
  const images = rule.paths(body.images, '图片');
  const local = [...(files?.split(',') ?? []), ...(images?.split(',') ?? [])].filter((p) => !/^https?:\/\//.test(p));
  if (local.length) {
    const known = await db.selectFrom('sys_file').select('stored_path')
      .where('tenant_id', '=', user.tenantId).where('stored_path', 'in', [...new Set(local)]).execute();
    if (known.length !== new Set(local).size) throw new DemoRuleError(DEMO_TEXT.paths);
  }
  const orderNumCode = rule.code(body.orderNumCode, DEMO_TEXT.orderNumCode);
  if (orderNumCode) {
    let q = db.selectFrom('demo').select('id').where('tenant_id', '=', user.tenantId).where('order_num_code', '=', orderNumCode);
    if (selfId) q = q.where('id', '<>', selfId);
    if (await q.executeTakeFirst()) throw new DemoRuleError(DEMO_TEXT.orderNumCodeTaken);
  }
  const rawContent = rule.blank(body.content);
  const content = rawContent === null ? null : sanitizeRichText(rawContent);
  if (content !== null && content.length > CONTENT_MAX) throw new DemoRuleError(DEMO_TEXT.text('内容', CONTENT_MAX));
  return {
    name: rule.name(body.name),
    sex: rule.sex(body.sex),
    age: rule.natural(body.age),
    birthday: rule.day(body.birthday),
    email: rule.email(body.email),
    phone: rule.mobile(body.phone),
    depart_ids: departs.length ? departs.join(',') : null,
    user_names: users.length ? users.join(',') : null,
    area_code: rule.areaCode(body.areaCode),
    cron: rule.cron(body.cron),
    effective: rule.effective(body.effective),
    enabled: rule.yn(body.enabled),
    order_num_code: orderNumCode,
    files,
    images,
    content: content || null,
    remark: rule.text(body.remark, 20000, '备注', true),
    category: rule.code(body.category, DEMO_TEXT.category, 100),
  };
}
