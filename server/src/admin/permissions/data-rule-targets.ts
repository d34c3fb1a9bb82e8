import type { FieldMap } from '../../query/list-query.js';
import { USER_FIELDS } from '../../routes/sys/user-picker-repo.js';

/**
 * A list guarded by data rules: the menu that owns its rules (matched by url or component, the
 * way JeecgBoot's @PermissionData(pageComponent) finds it) and the FieldMap the rules may use.
 */
export interface DataRuleTarget {
  key: string;
  /** the list's name, for messages and the rule editor */
  label: string;
  urls: readonly string[];
  components: readonly string[];
  fields: FieldMap;
  /** Chinese names of the fields, for the rule editor */
  labels: Record<string, string>;
}

/** Allow-list of the vehicle list's data rules (fleet_vehicle as v; /api/car/queryList, exportXls). */
export const VEHICLE_RULE_FIELDS: FieldMap = {
  id: { column: 'v.id', type: 'string' },
  carNum: { column: 'v.car_num', type: 'string' },
  plateColor: { column: 'v.plate_color', type: 'number', dictCode: 'plate_color' },
  vin: { column: 'v.vin', type: 'string' },
  vehicleType: { column: 'v.vehicle_type', type: 'string' },
  driverName: { column: 'v.driver_name', type: 'string' },
  speedLimit: { column: 'v.speed_limit', type: 'number' },
  fuelTank: { column: 'v.fuel_tank', type: 'number' },
  departId: { column: 'v.depart_id', type: 'string' },
  createTime: { column: 'v.create_time', type: 'datetime' },
};

/** 用户管理: GET /sys/user/list (USER_FIELDS of the user list, alias u). */
export const USER_LIST_TARGET: DataRuleTarget = {
  key: 'user', label: '用户列表', urls: ['/system/user'], components: ['system/UserList'], fields: USER_FIELDS,
  labels: {
    id: '用户id', username: '登录账号', realname: '真实姓名', sex: '性别', phone: '手机号', email: '邮箱', birthday: '生日',
    status: '状态', orgCode: '所属部门编码', post: '职务', createTime: '创建时间',
  },
};

/** 车辆列表: POST /api/car/queryList and GET /api/car/exportXls (VEHICLE_RULE_FIELDS, alias v). */
export const CAR_LIST_TARGET: DataRuleTarget = {
  key: 'car', label: '车辆列表', urls: ['/fleet/cars'], components: ['fleet/CarList'], fields: VEHICLE_RULE_FIELDS,
  labels: {
    id: '车辆id', carNum: '车牌号', plateColor: '车牌颜色', vin: '车架号', vehicleType: '车辆类型', driverName: '驾驶员',
    speedLimit: '限速(km/h)', fuelTank: '油箱容积(L)', departId: '所属组织id', createTime: '创建时间',
  },
};

const TARGETS: DataRuleTarget[] = [USER_LIST_TARGET, CAR_LIST_TARGET];

/** Adds a guarded list (a list route calls dataRuleConditions with the same target). */
export function registerDataRuleTarget(target: DataRuleTarget): void {
  if (!TARGETS.some((t) => t.key === target.key)) TARGETS.push(target);
}

/** The guarded list of a menu (by its url or component), or null when no list applies its rules. */
export function targetOfMenu(url: string | null, component: string | null): DataRuleTarget | null {
  return TARGETS.find((t) => (url !== null && t.urls.includes(url)) || (component !== null && t.components.includes(component))) ?? null;
}
