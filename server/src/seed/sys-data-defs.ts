import { SYS_ALL_DICT_ITEMS } from './dicts.js';

/**
 * Reference and demo data of migration 006-sys-data (widgets-contract "Dictionaries,
 * categories, users, departments, roles, positions, checks"). System dictionaries, check rules
 * and fill rules are global (every tenant reads them); categories and positions belong to a
 * tenant.
 */

/** A system dictionary: code, name and its options in order. */
export interface DictDef {
  code: string;
  name: string;
  /** 0 string values, 1 number values */
  type: 0 | 1;
  items: [value: string, text: string][];
}

const NAMES: Record<string, [name: string, type: 0 | 1]> = {
  sex: ['性别', 1],
  user_status: ['用户状态', 1],
  plate_color: ['车牌颜色', 1],
  priority: ['优先级', 0],
  vehicle_type: ['车辆类型', 0],
  msg_category: ['消息类型', 0],
};

/**
 * Every system dictionary: those the login answer always carried (seed/dicts.ts
 * SYS_ALL_DICT_ITEMS, now stored in sys_dict) plus position_rank (职务职级), yn (Y 是 / N 否,
 * widgets-spec §9 switch values) and valid_status (1 有效 / 0 无效).
 */
export const SYSTEM_DICTS: DictDef[] = [
  ...Object.entries(SYS_ALL_DICT_ITEMS).map(([code, items]) => ({
    code, name: NAMES[code]?.[0] ?? code, type: NAMES[code]?.[1] ?? 0, items: items.map((i) => [i.value, i.text] as [string, string]),
  })),
  { code: 'position_rank', name: '职务职级', type: 0, items: [['1', '员级'], ['2', '助级'], ['3', '中级'], ['4', '副高级'], ['5', '正高级']] },
  { code: 'yn', name: '是否', type: 0, items: [['Y', '是'], ['N', '否']] },
  { code: 'valid_status', name: '有效状态', type: 1, items: [['1', '有效'], ['0', '无效']] },
];

/** One segment of a check rule: `digits` characters (or '*' = the rest) must match `pattern`. */
export interface CheckRuleSegment {
  digits: string;
  pattern: string;
  message: string;
}

/** A check rule of sys_check_rule. */
export interface CheckRuleDef {
  code: string;
  name: string;
  description: string;
  segments: CheckRuleSegment[];
}

/** Seeded check rules (GET /sys/checkRule/checkByCode). */
export const CHECK_RULES: CheckRuleDef[] = [
  {
    code: 'common',
    name: '通用编码规则',
    description: '首位为字母，其余为4到17位字母、数字或下划线',
    segments: [
      { digits: '1', pattern: '^[A-Za-z]$', message: '第一位只能是字母' },
      { digits: '*', pattern: '^[A-Za-z0-9_]{4,17}$', message: '第一位之后只能是4到17位字母、数字或下划线' },
    ],
  },
  {
    code: 'digits6',
    name: '六位数字',
    description: '恰好6位数字',
    segments: [{ digits: '*', pattern: '^\\d{6}$', message: '请输入6位数字' }],
  },
  {
    code: 'dept_code',
    name: '部门编码',
    description: '两位大写字母前缀加4位数字，如 HZ0001',
    segments: [
      { digits: '2', pattern: '^[A-Z]{2}$', message: '前两位必须是大写字母' },
      { digits: '4', pattern: '^\\d{4}$', message: '后四位必须是数字' },
      { digits: '*', pattern: '^$', message: '编码长度只能是6位' },
    ],
  },
];

/** Parameters of a 'serial' fill rule: prefix + date (China time) + zero-padded sequence. */
export interface SerialParams {
  /** fixed prefix, 0-16 of A-Z a-z 0-9 _ - */
  prefix: string;
  /** date part: 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | '' (none; the sequence never restarts) */
  datePattern: 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | '';
  /** sequence digits, 1-8 */
  seqLength: number;
  /** optional formData field whose value (1-8 letters/digits, upper-cased) follows the prefix */
  prefixField?: string;
}

/** A fill rule of sys_fill_rule. */
export interface FillRuleDef {
  code: string;
  name: string;
  kind: 'serial';
  params: SerialParams;
}

/** Seeded fill rules (PUT|POST /sys/fillRule/executeRuleByCode/{ruleCode}). */
export const FILL_RULES: FillRuleDef[] = [
  { code: 'demo_order_num', name: '订单号', kind: 'serial', params: { prefix: 'DD', datePattern: 'yyyyMMdd', seqLength: 4 } },
  { code: 'vehicle_check_num', name: '车辆检查单号', kind: 'serial', params: { prefix: 'JC', datePattern: 'yyyyMM', seqLength: 5, prefixField: 'areaCode' } },
];

/** A category of the demo tree; ids are `<id>_<tenantId>`, parents before children. */
export interface CategoryDef {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
}

function cat(id: string, parentId: string | null, name: string, code: string): CategoryDef {
  return { id, parentId, name, code };
}

/** Demo category tree: 车辆分类 / 物资分类 / 费用类型, three levels (codes B01, B01A01, B01A01A01 …). */
export const CATEGORY_TREE: CategoryDef[] = [
  cat('cat_b01', null, '车辆分类', 'B01'),
  cat('cat_b01a01', 'cat_b01', '货车', 'B01A01'),
  cat('cat_b01a01a01', 'cat_b01a01', '重型货车', 'B01A01A01'),
  cat('cat_b01a01a02', 'cat_b01a01', '轻型货车', 'B01A01A02'),
  cat('cat_b01a01a03', 'cat_b01a01', '冷藏车', 'B01A01A03'),
  cat('cat_b01a02', 'cat_b01', '客车', 'B01A02'),
  cat('cat_b01a02a01', 'cat_b01a02', '大型客车', 'B01A02A01'),
  cat('cat_b01a02a02', 'cat_b01a02', '中型客车', 'B01A02A02'),
  cat('cat_b01a03', 'cat_b01', '专用车', 'B01A03'),
  cat('cat_b01a03a01', 'cat_b01a03', '危险品运输车', 'B01A03A01'),
  cat('cat_b01a03a02', 'cat_b01a03', '渣土车', 'B01A03A02'),
  cat('cat_b02', null, '物资分类', 'B02'),
  cat('cat_b02a01', 'cat_b02', '办公用品', 'B02A01'),
  cat('cat_b02a01a01', 'cat_b02a01', '纸张', 'B02A01A01'),
  cat('cat_b02a01a02', 'cat_b02a01', '文具', 'B02A01A02'),
  cat('cat_b02a02', 'cat_b02', '车辆配件', 'B02A02'),
  cat('cat_b02a02a01', 'cat_b02a02', '轮胎', 'B02A02A01'),
  cat('cat_b02a02a02', 'cat_b02a02', '机油', 'B02A02A02'),
  cat('cat_b02a02a03', 'cat_b02a02', '滤清器', 'B02A02A03'),
  cat('cat_b03', null, '费用类型', 'B03'),
  cat('cat_b03a01', 'cat_b03', '燃油费', 'B03A01'),
  cat('cat_b03a02', 'cat_b03', '维修费', 'B03A02'),
  cat('cat_b03a03', 'cat_b03', '路桥费', 'B03A03'),
];

/** A position of sys_position; ids are `<id>_<tenantId>`; rank is a position_rank value. */
export interface PositionDef {
  id: string;
  code: string;
  name: string;
  rank: string;
}

/** Demo positions of a logistics company. */
export const POSITIONS: PositionDef[] = [
  { id: 'pos_gm', code: 'general_manager', name: '总经理', rank: '5' },
  { id: 'pos_vgm', code: 'deputy_manager', name: '副总经理', rank: '4' },
  { id: 'pos_fleet_leader', code: 'fleet_leader', name: '车队长', rank: '3' },
  { id: 'pos_dispatcher', code: 'dispatcher', name: '调度员', rank: '2' },
  { id: 'pos_safety', code: 'safety_officer', name: '安全员', rank: '2' },
  { id: 'pos_mechanic', code: 'mechanic', name: '维修技师', rank: '2' },
  { id: 'pos_accountant', code: 'accountant', name: '财务专员', rank: '2' },
  { id: 'pos_driver', code: 'driver', name: '驾驶员', rank: '1' },
];

/** Birthdays and positions of the seeded users (sys_user.birthday / post). */
export const USER_PROFILE: Record<string, { birthday: string; post: string }> = {
  admin: { birthday: '1982-03-15', post: 'general_manager' },
  hz_operator: { birthday: '1990-07-08', post: 'dispatcher' },
  viewer: { birthday: '1995-11-23', post: 'safety_officer' },
};
