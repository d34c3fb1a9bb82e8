import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { analyseTrack, type TrackAnalysis } from './analysis.js';
import { detectInvalid, validIndexes, type InvalidReason } from './invalid.js';
import { findScopedVehicle, loadTrackColumns, type ScopedVehicle } from './repo.js';
import type { TrackColumns } from './track-data.js';

/** A vehicle's track over a range, cleaned and analysed. */
export interface AnalysedTrack {
  vehicle: ScopedVehicle;
  track: TrackColumns;
  /** per point: invalid reason or null */
  reasons: (InvalidReason | null)[];
  /** indexes of the valid points */
  valid: number[];
  analysis: TrackAnalysis;
}

/**
 * Loads and analyses a vehicle's track: scope check (403 code 510 outside `departIds`), one range
 * read ({@link loadTrackColumns}), invalid-point detection and trip / stop / mileage derivation.
 */
export async function loadAnalysedTrack(
  db: Kysely<Database>, scope: { tenantId: number; departIds: string[] },
  car: { carId?: string; carNum?: string }, fromMs: number, toMs: number,
): Promise<AnalysedTrack> {
  const vehicle = await findScopedVehicle(db, scope.tenantId, scope.departIds, car);
  const track = await loadTrackColumns(db, vehicle.id, fromMs, toMs);
  const reasons = detectInvalid(track);
  const valid = validIndexes(reasons);
  return { vehicle, track, reasons, valid, analysis: analyseTrack(track, valid) };
}
