/** Counters of a running gateway (a snapshot from `stats()`). */
export interface GatewayStats {
  /** TCP connections open now */
  connections: number;
  /** TCP connections accepted since start */
  connectionsTotal: number;
  /** valid frames received */
  framesIn: number;
  /** frames dropped by the splitter (bad checksum, bad escape, too short, length mismatch, too long) */
  malformedDropped: number;
  /** bytes outside 0x7E…0x7E frames, dropped */
  garbageBytes: number;
  /** connections closed for a frame over the length limit */
  closedTooLong: number;
  /** valid frames whose body could not be decoded (answered 0x8001 result 2) */
  badMessages: number;
  /** rows inserted into fleet_position */
  positionsStored: number;
  /** 0x8001 and 0x8100 answers sent */
  acksSent: number;
  /** position messages whose transaction failed (answered 0x8001 result 1) */
  writeErrors: number;
  /** position rows waiting for a transaction */
  queueDepth: number;
  /** position transactions committed */
  batches: number;
}

/** The counters a connection updates (the writer's are read from it). */
export interface ConnectionCounters {
  connections: number;
  connectionsTotal: number;
  framesIn: number;
  malformedDropped: number;
  garbageBytes: number;
  closedTooLong: number;
  badMessages: number;
  acksSent: number;
}

/** Fresh zeroed connection counters. */
export function newCounters(): ConnectionCounters {
  return { connections: 0, connectionsTotal: 0, framesIn: 0, malformedDropped: 0, garbageBytes: 0, closedTooLong: 0, badMessages: 0, acksSent: 0 };
}
