/**
 * Event bus between the gateway, the alarm engine and the API instances (DESIGN §3).
 * In-process by default; Redis pub/sub when REDIS_URL is set, so several API instances behind a
 * proxy push the same events. Payloads must be JSON-serialisable.
 */
export interface EventBus {
  /** Publish a payload on a topic to every subscriber on every instance. */
  publish(topic: BusTopic, payload: unknown): void;
  /** Subscribe; returns the unsubscribe function. */
  subscribe(topic: BusTopic, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

/**
 * Topics:
 * - 'positions': StoredPosition[] just committed to the database (one message per stored batch).
 * - 'notices':   {tenantId?: number, userId?: string, cmd: 'topic'|'user', msgId: string, msgTxt: string}.
 * - 'alarms':    AlarmBusMessage {event: 'open'|'close', alarm} from the alarm engine (server/src/alarm).
 * - 'alarm-rules': {vehicleId: string} after /api/alarm/rule/save, so the engine reloads that rule.
 * - 'vxe-table': VxeRelay {tenantId, pageId, from, text} of the /vxeSocket table sync (server/src/ws/vxe-socket.ts).
 * - 'gateway-routes': {tenantId} after a gateway route changed, so every instance reloads its table.
 */
export type BusTopic = 'positions' | 'notices' | 'alarms' | 'alarm-rules' | 'vxe-table' | 'gateway-routes';

/** A position as stored (fleet_position row) and published on 'positions'. Units in field names. */
export interface StoredPosition {
  vehicleId: string;
  /** GNSS time, ms since epoch (UTC). */
  gpsTime: number;
  /** WGS-84 degrees. */
  lat: number;
  lon: number;
  /** metres */
  altitude: number;
  /** km/h */
  speed: number;
  /** degrees 0-359, 0 = north, clockwise */
  direction: number;
  /** JT/T 808 0x0200 alarm bits (DWORD) */
  alarmFlags: number;
  /** JT/T 808 0x0200 status bits (DWORD); bit 0 = ACC on, bit 1 = positioned */
  statusFlags: number;
  /** odometer km (extra 0x01 / 10) or null */
  mileage: number | null;
  /** fuel litres (extra 0x02 / 10) or null */
  fuel: number | null;
}
