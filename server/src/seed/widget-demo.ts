import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import '../db/widget-demo-types.js';
import { DEMO_TENANT_ID, SEED_DEPARTS, SEED_USERS } from './org.js';
import { CATEGORY_TREE } from './sys-data-defs.js';

/** Demo records seeded for the 组件示例 page. */
export const SEED_DEMO_COUNT = 30;

const NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴霞', '徐涛', '孙丽', '马超', '朱琳', '胡斌'];
const AREAS = ['310115', '310114', '330106', '330109', '310104', '330102'];
const CRONS = ['0 0 12 * * ? *', '0 0/30 * * * ?', '0 15 10 ? * MON-FRI', '0 0 2 1 * ? *'];
const STATUSES = ['待处理', '处理中', '已完成'];
const ITEM_NAMES = ['轮胎', '机油', '刹车片', '滤芯', '雨刮', '电瓶', '灯泡'];
const DAY_MS = 86_400_000;
/** Leaf codes of the demo category tree (sys_category, migration 006). */
const LEAF_CATEGORIES = CATEGORY_TREE.filter((c) => !CATEGORY_TREE.some((x) => x.parentId === c.id)).map((c) => c.code);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The effective-date value of record i: a date, permanent or until further notice (spec §3). */
function effectiveOf(i: number): string {
  if (i % 3 === 0) return JSON.stringify({ date: `2026-${pad((i % 12) + 1)}-15`, forever: '', notice: '' });
  return i % 3 === 1 ? JSON.stringify({ date: '', forever: '1', notice: '' }) : JSON.stringify({ date: '', forever: '', notice: '0' });
}

/** Demo row `i` (0-based): deterministic values that pass every demo rule. */
export function makeSeedDemo(i: number, now: number) {
  const depart = SEED_DEPARTS[i % SEED_DEPARTS.length];
  const user = SEED_USERS[i % SEED_USERS.length];
  return {
    id: `demo_${pad(i + 1, 4)}`,
    tenant_id: DEMO_TENANT_ID,
    name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? Math.floor(i / NAMES.length) + 1 : ''}`,
    sex: i % 2 === 0 ? '1' : '2',
    age: 20 + ((i * 7) % 40),
    birthday: `${1965 + ((i * 3) % 40)}-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
    email: `demo${i + 1}@example.com`,
    phone: `13${(i % 3) + 7}${pad(10000000 + i * 7919, 8)}`,
    depart_ids: depart.id,
    user_names: user.username,
    area_code: AREAS[i % AREAS.length],
    cron: CRONS[i % CRONS.length],
    effective: effectiveOf(i),
    enabled: i % 4 === 3 ? 'N' : 'Y',
    order_num_code: `SL2026010${(i % 9) + 1}${pad(i + 1, 4)}`,
    content: `<p>示例记录 <strong>${i + 1}</strong> 的富文本内容。</p>`,
    remark: `### 备注 ${i + 1}\n\n- 由种子数据生成`,
    category: LEAF_CATEGORIES[i % LEAF_CATEGORIES.length],
    create_by: 'admin',
    create_time: new Date(now - i * DAY_MS),
  };
}

/** Items of demo row `i`: 2-5 rows with every column type of the editable table filled. */
export function makeSeedItems(i: number) {
  const count = 2 + (i % 4);
  return Array.from({ length: count }, (_, k) => ({
    id: `demo_${pad(i + 1, 4)}_${pad(k + 1)}`,
    demo_id: `demo_${pad(i + 1, 4)}`,
    tenant_id: DEMO_TENANT_ID,
    order_num: k,
    item_name: ITEM_NAMES[(i + k) % ITEM_NAMES.length],
    item_code: `P${pad(i + 1, 3)}${pad(k + 1)}`,
    quantity: String(1 + ((i + k) % 9)),
    price: ((i * 13 + k * 7) % 500 + 9.5).toFixed(2),
    item_date: `2026-${pad(((i + k) % 12) + 1)}-${pad(((i * 3 + k) % 28) + 1)}`,
    item_time: `${pad((8 + k) % 24)}:${pad((i * 5) % 60)}:00`,
    status: STATUSES[(i + k) % STATUSES.length],
    tags: k % 2 === 0 ? '紧急,常用' : '常用',
    user_name: SEED_USERS[(i + k) % SEED_USERS.length].username,
    depart_id: SEED_DEPARTS[(i + k) % SEED_DEPARTS.length].id,
    remark: k === 0 ? '首行' : null,
  }));
}

interface SeedItem {
  field: string;
  title: string;
  type?: 'String' | 'Integer' | 'Date' | 'Datetime';
  show?: boolean;
  order?: boolean;
  search?: boolean;
  mode?: 'single' | 'group';
  dict?: string;
}

interface SeedReport {
  id: string;
  code: string;
  name: string;
  source: string;
  items: SeedItem[];
  params: { name: string; title: string }[];
}

/** The online reports (their data comes from the server-side sources of routes/online/report-sources.ts). */
export const SEED_REPORTS: SeedReport[] = [
  {
    id: 'rpt_user', code: 'report_user', name: '用户选择', source: 'sys_users',
    items: [
      { field: 'username', title: '用户账号', order: true, search: true },
      { field: 'realname', title: '用户姓名', order: true, search: true },
      { field: 'sex', title: '性别', dict: 'sex', search: true },
      { field: 'phone', title: '手机' },
      { field: 'departName', title: '部门' },
      { field: 'createTime', title: '创建时间', type: 'Datetime', show: false, order: true },
    ],
    params: [{ name: 'departId', title: '部门' }],
  },
  {
    id: 'rpt_vehicle', code: 'report_vehicle', name: '车辆选择', source: 'fleet_vehicles',
    items: [
      { field: 'carNum', title: '车牌号', order: true, search: true },
      { field: 'vin', title: '车架号', search: true },
      { field: 'plateColor', title: '车牌颜色', dict: 'plate_color' },
      { field: 'vehicleType', title: '车辆类型', order: true, search: true },
      { field: 'departName', title: '所属部门' },
      { field: 'driverName', title: '司机', search: true },
      { field: 'createTime', title: '创建时间', type: 'Datetime', order: true, search: true, mode: 'group' },
    ],
    params: [{ name: 'departId', title: '部门' }],
  },
  {
    id: 'rpt_demo', code: 'report_demo', name: '示例记录', source: 'demo_records',
    items: [
      { field: 'name', title: '名称', order: true, search: true },
      { field: 'sex', title: '性别', dict: 'sex', search: true },
      { field: 'age', title: '年龄', type: 'Integer', order: true },
      { field: 'phone', title: '手机号', search: true },
      { field: 'birthday', title: '生日', type: 'Date', order: true, search: true, mode: 'group' },
      { field: 'createTime', title: '创建时间', type: 'Datetime', order: true },
    ],
    params: [],
  },
];

/**
 * Writes the online report definitions SEED_REPORTS (global reference data: migration
 * 007-widget-demo runs this, so existing databases get them too).
 */
export async function insertReportDefinitions(db: Kysely<Database>): Promise<void> {
  for (const r of SEED_REPORTS) {
    await db.insertInto('onl_cgreport_head').values({ id: r.id, code: r.code, name: r.name, source: r.source }).execute();
    await db.insertInto('onl_cgreport_item').values(r.items.map((it, k) => ({
      id: `${r.id}_i${k}`, cgrhead_id: r.id, field_name: it.field, field_txt: it.title, field_type: it.type ?? 'String',
      is_show: it.show ?? true, is_order: it.order ?? false, is_search: it.search ?? false, search_mode: it.mode ?? 'single',
      dict_code: it.dict ?? null, order_num: k,
    }))).execute();
    if (r.params.length) {
      await db.insertInto('onl_cgreport_param').values(r.params.map((p, k) => ({
        id: `${r.id}_p${k}`, cgrhead_id: r.id, param_name: p.name, param_txt: p.title, param_value: null, order_num: k,
      }))).execute();
    }
  }
}

/**
 * Seed step (seedDemoData, and migration 007 for an already seeded demo tenant): SEED_DEMO_COUNT
 * demo records of tenant 1 with their items, created one day apart, newest first.
 */
export async function seedWidgetDemo(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const demos = Array.from({ length: SEED_DEMO_COUNT }, (_, i) => makeSeedDemo(i, now));
  await db.insertInto('demo').values(demos).execute();
  await db.insertInto('demo_item').values(demos.flatMap((_, i) => makeSeedItems(i))).execute();
}
