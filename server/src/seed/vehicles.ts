import { DEMO_TENANT_ID, SEED_FLEETS } from './org.js';

const VEHICLE_TYPES = [
  { type: '重型货车', speedLimit: 80, fuelTank: 400 },
  { type: '轻型厢式货车', speedLimit: 100, fuelTank: 80 },
  { type: '冷藏车', speedLimit: 90, fuelTank: 300 },
  { type: '危险品运输车', speedLimit: 80, fuelTank: 300 },
];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['伟', '建国', '志强', '海涛', '晓明', '秀英', '国华', '立新', '德胜', '春生', '永强', '文军', '红梅', '金龙', '家豪', '宏伟', '子涵', '俊杰', '明辉', '少华', '新民', '振东', '玉兰'];
const PLATE_LETTERS = 'DFGHJKLMN';
const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'0123456789'].map((c, i) => [c, i]).concat(
    [...'ABCDEFGH'].map((c, i) => [c, i + 1]),
    [...'JKLMN'].map((c, i) => [c, i + 1]),
    [['P', 7], ['R', 9]],
    [...'STUVWXYZ'].map((c, i) => [c, i + 2]),
  ),
);

/** Upper bound of generated vehicles (plates stay unique below it). */
export const MAX_SEED_VEHICLES = 80000;

/** ISO 3779 VIN with a valid check digit (position 9), deterministic from `n`. */
export function makeVin(n: number): string {
  const vds = [0, 1, 2, 3, 4].map((k) => VIN_CHARS[(n * (k + 3) + k * 11) % VIN_CHARS.length]).join('');
  const serial = String(100000 + (n % 900000)).slice(-6);
  const chars = `LZZ${vds}0J${'CHS'[n % 3]}${serial}`.split('');
  const sum = chars.reduce((acc, c, i) => acc + VIN_VALUES[c] * VIN_WEIGHTS[i], 0);
  const check = sum % 11;
  chars[8] = check === 10 ? 'X' : String(check);
  return chars.join('');
}

/** One generated vehicle with its terminal (fleet_vehicle + fleet_terminal rows). */
export interface SeedVehicle {
  vehicle: {
    id: string; tenant_id: number; depart_id: string; car_num: string; plate_color: number; vin: string;
    vehicle_type: string; driver_name: string; speed_limit: number; fuel_tank: number;
  };
  terminal: { id: string; tenant_id: number; vehicle_id: string; phone: string; terminal_id: string; auth_code: null };
}

/**
 * Deterministic demo vehicle number `i` (0-based): round-robin over the four leaf fleets,
 * unique plate (沪A…, 浙A…), yellow plate (2), check-digit-valid VIN, type-based speed limit
 * (80/90/100 km/h) and tank (L), a driver name, and a terminal with 12-digit phone
 * 0138xxxxxxxx (i+1) and 7-char terminal id.
 */
export function makeSeedVehicle(i: number): SeedVehicle {
  const fleet = SEED_FLEETS[i % SEED_FLEETS.length];
  const prefix = fleet.platePrefixes[Math.floor(i / SEED_FLEETS.length) % fleet.platePrefixes.length];
  const letter = PLATE_LETTERS[(i + Math.floor(i / 10000)) % PLATE_LETTERS.length];
  const digits = String((i * 7919 + 1234) % 10000).padStart(4, '0');
  const kind = VEHICLE_TYPES[(i * 3 + Math.floor(i / 4)) % VEHICLE_TYPES.length];
  const seq = String(i + 1);
  const id = `veh_${seq.padStart(6, '0')}`;
  return {
    vehicle: {
      id,
      tenant_id: DEMO_TENANT_ID,
      depart_id: fleet.departId,
      car_num: `${prefix}${letter}${digits}`,
      plate_color: 2,
      vin: makeVin(i + 1),
      vehicle_type: kind.type,
      driver_name: SURNAMES[i % SURNAMES.length] + GIVEN[(i * 7 + Math.floor(i / SURNAMES.length)) % GIVEN.length],
      speed_limit: kind.speedLimit,
      fuel_tank: kind.fuelTank,
    },
    terminal: {
      id: `term_${seq.padStart(6, '0')}`,
      tenant_id: DEMO_TENANT_ID,
      vehicle_id: id,
      phone: `0138${seq.padStart(8, '0')}`,
      terminal_id: `T${seq.padStart(6, '0')}`,
      auth_code: null,
    },
  };
}

const MAINT_KINDS = ['常规保养', '更换机油', '轮胎检查', '年检'];

/**
 * Demo maintenance plans of the first `n` seeded vehicles (fleet_maintenance): per vehicle one
 * done record 30 days ago and one open plan due by date (in −5 … +40 days, China day) and by
 * odometer (km), so 保养 lists show due, overdue and done rows.
 */
export function makeSeedMaintenance(n: number, now = new Date()) {
  const day = (offset: number) => new Date(now.getTime() + 8 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
  return Array.from({ length: n }, (_, i) => {
    const vehicleId = `veh_${String(i + 1).padStart(6, '0')}`;
    return [
      { tenant_id: DEMO_TENANT_ID, vehicle_id: vehicleId, maint_type: MAINT_KINDS[i % MAINT_KINDS.length], due_date: day(-30), due_mileage_km: 10000 + i * 500, done: true, done_time: new Date(now.getTime() - 30 * 86400_000), note: '已完成' },
      { tenant_id: DEMO_TENANT_ID, vehicle_id: vehicleId, maint_type: MAINT_KINDS[(i + 1) % MAINT_KINDS.length], due_date: day((i * 7) % 46 - 5), due_mileage_km: 20000 + i * 500, done: false, done_time: null, note: null },
    ];
  }).flat();
}
