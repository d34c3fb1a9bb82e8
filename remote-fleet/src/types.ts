/** Vehicle status as computed by the server (see docs/contracts.md, VehicleState). */
export type VehicleStatus = 'moving' | 'parked' | 'offline' | 'alarm';

/** Live state of one vehicle. lon/lat WGS-84 degrees, speed km/h, direction degrees 0-359 clockwise from north, gpsTime ms epoch. */
export interface VehicleState {
  carId: string;
  carNum: string;
  departId: string;
  lon: number;
  lat: number;
  speed: number;
  direction: number;
  altitude: number;
  gpsTime: number;
  mileage: number | null;
  fuel: number | null;
  alarmFlags: number;
  statusFlags: number;
  acc: boolean;
  status: VehicleStatus;
}

/** A registered vehicle (car master data). speedLimit km/h, fuelTank L, phone = SIM card number. */
export interface Vehicle {
  id: string;
  carNum: string;
  plateColor: number;
  vin: string | null;
  vehicleType: string | null;
  driverName: string | null;
  speedLimit: number | null;
  fuelTank: number | null;
  departId: string;
  departName: string | null;
  phone: string | null;
}

/** One organisation (department) node of /api/organize/queryOrgTree. */
export interface OrgNode {
  id: string;
  key: string;
  title: string;
  orgCode: string;
  parentId: string | null;
  carCount: number;
  onlineCount: number;
  children?: OrgNode[];
}

/** JeecgBoot page answer. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Basemap configuration of /sys/app/config. */
export interface AppConfig {
  tileUrl: string | null;
  tileDatum: 'wgs84' | 'gcj02';
  systemName: string;
}

/** Datum of the coordinates drawn on the map. */
export type Datum = 'wgs84' | 'gcj02';
