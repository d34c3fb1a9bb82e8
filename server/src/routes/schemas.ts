/**
 * JSON schemas of the wire shapes of docs/contracts.md, registered once with `$id` (shared by
 * route validation, response serialisation and the OpenAPI document).
 */
const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const int = { type: 'integer' };
const num = { type: 'number' };
const numOrNull = { type: ['number', 'null'] };

export const UserInfoSchema = {
  $id: 'UserInfo',
  type: 'object',
  properties: {
    id: str, username: str, realname: str, avatar: strOrNull, orgCode: strOrNull, orgCodeTxt: strOrNull,
    tenantId: int, phone: strOrNull, email: strOrNull, sex: { type: ['integer', 'null'] }, status: int,
  },
};

export const DepartSchema = {
  $id: 'Depart',
  type: 'object',
  properties: { id: str, orgCode: str, departName: str, parentId: strOrNull },
};

export const VehicleSchema = {
  $id: 'Vehicle',
  type: 'object',
  properties: {
    id: str, carNum: str, plateColor: int, vin: strOrNull, vehicleType: strOrNull, driverName: strOrNull,
    speedLimit: int, fuelTank: { type: ['integer', 'null'] }, departId: str, departName: strOrNull, phone: strOrNull,
  },
};

export const VehicleStateSchema = {
  $id: 'VehicleState',
  type: 'object',
  properties: {
    carId: str, carNum: str, departId: str, lon: num, lat: num, speed: num, direction: num, altitude: num,
    gpsTime: int, mileage: numOrNull, fuel: numOrNull, alarmFlags: int, statusFlags: int, acc: { type: 'boolean' },
    status: { type: 'string', enum: ['moving', 'parked', 'offline', 'alarm'] },
  },
};

export const OrgNodeSchema = {
  $id: 'OrgNode',
  type: 'object',
  properties: {
    id: str, key: str, title: str, orgCode: str, parentId: strOrNull, carCount: int, onlineCount: int,
    children: { type: 'array', items: { $ref: 'OrgNode#' } },
  },
};

export const MenuNodeSchema = {
  $id: 'MenuNode',
  type: 'object',
  properties: {
    id: str, route: { type: 'string', enum: ['0', '1'] }, path: str, name: str, component: strOrNull,
    redirect: str, hidden: { type: 'boolean' }, alwaysShow: { type: 'boolean' },
    meta: {
      type: 'object',
      properties: {
        title: str, icon: str, keepAlive: { type: 'boolean' }, internalOrExternal: { type: 'boolean' },
        componentName: strOrNull, url: str, hideTab: { type: 'boolean' },
      },
    },
    children: { type: 'array', items: { $ref: 'MenuNode#' } },
  },
};

/** Every shared schema, in registration order. */
export const SHARED_SCHEMAS = [UserInfoSchema, DepartSchema, VehicleSchema, VehicleStateSchema, OrgNodeSchema, MenuNodeSchema];

/** `{$ref}` to a shared schema by $id. */
export function ref(id: string): { $ref: string } {
  return { $ref: `${id}#` };
}
