/** A vehicle's latest state on the wire (docs/contracts.md VehicleState). */
export interface VehicleState {
  carId: string;
  carNum: string;
  departId: string;
  /** WGS-84 degrees */
  lon: number;
  lat: number;
  /** km/h */
  speed: number;
  /** degrees 0-359 */
  direction: number;
  /** metres */
  altitude: number;
  /** GNSS time, ms epoch */
  gpsTime: number;
  /** odometer km or null */
  mileage: number | null;
  /** litres or null */
  fuel: number | null;
  alarmFlags: number;
  statusFlags: number;
  /** ACC on (status bit 0) */
  acc: boolean;
  status: 'moving' | 'parked' | 'offline' | 'alarm';
}

/**
 * What toVehicleState needs: a fleet_vehicle_state row joined with its vehicle (DB rows), or a
 * StoredPosition from the bus plus the vehicle's carNum/departId. Times are Date or ms epoch.
 */
export interface VehicleStateInput {
  vehicleId: string;
  carNum: string;
  departId: string;
  gpsTime: Date | number;
  /** When the server received the last report; defaults to gpsTime. */
  recvTime?: Date | number | null;
  lat: number;
  lon: number;
  altitude: number;
  speed: number;
  direction: number;
  alarmFlags: number | string;
  statusFlags: number | string;
  mileage: number | null;
  fuel: number | null;
  /** the vehicle has an open platform alarm that marks it (marksVehicleAlarm) */
  openAlarm?: boolean;
}

const ms = (t: Date | number): number => (typeof t === 'number' ? t : t.getTime());

/**
 * Maps a latest-state row to VehicleState with the status rule of docs/contracts.md:
 * 'offline' when the last report (recvTime, else gpsTime) is older than `offlineTimeoutMs`
 * before `nowMs`; else 'alarm' when any alarm bit is set or an open platform alarm marks the
 * vehicle (`openAlarm`: speeding, fatigue, parking timeout of level >= 2); else 'moving' when speed >= 1 km/h;
 * else 'parked'. acc = status bit 0. Flags are DWORDs (unsigned 32-bit).
 */
export function toVehicleState(row: VehicleStateInput, nowMs: number, offlineTimeoutMs: number): VehicleState {
  const gpsTime = ms(row.gpsTime);
  const lastReport = row.recvTime == null ? gpsTime : ms(row.recvTime);
  const alarmFlags = Number(row.alarmFlags) >>> 0;
  const statusFlags = Number(row.statusFlags) >>> 0;
  const speed = Number(row.speed);
  let status: VehicleState['status'];
  if (nowMs - lastReport > offlineTimeoutMs) status = 'offline';
  else if (alarmFlags !== 0 || row.openAlarm) status = 'alarm';
  else if (speed >= 1) status = 'moving';
  else status = 'parked';
  return {
    carId: row.vehicleId,
    carNum: row.carNum,
    departId: row.departId,
    lon: row.lon,
    lat: row.lat,
    speed: Math.round(speed * 10) / 10,
    direction: row.direction,
    altitude: row.altitude,
    gpsTime,
    mileage: row.mileage,
    fuel: row.fuel,
    alarmFlags,
    statusFlags,
    acc: (statusFlags & 1) === 1,
    status,
  };
}
