import { TABLE_CONSTANTS } from '../constants';
import type { AddRowSettings } from '../types';

/** Default add-row settings: one row, at the bottom, scroll to it. */
export const DEFAULT_ADD_SETTINGS: AddRowSettings = { addRowNum: 1, addIndex: 0, addScrollToBottom: true };

/**
 * Clamps add-row settings to their limits (widgets-spec §5): addRowNum at least 1 (whole),
 * addIndex 0..rowCount (0 = bottom), addScrollToBottom boolean.
 */
export function clampAddSettings(settings: Partial<AddRowSettings>, rowCount: number): AddRowSettings {
  const num = Math.trunc(Number(settings.addRowNum));
  const index = Math.trunc(Number(settings.addIndex));
  return {
    addRowNum: Number.isFinite(num) && num >= 1 ? num : 1,
    addIndex: Number.isFinite(index) ? Math.max(0, Math.min(rowCount, index)) : 0,
    addScrollToBottom: settings.addScrollToBottom === undefined ? DEFAULT_ADD_SETTINGS.addScrollToBottom : Boolean(settings.addScrollToBottom),
  };
}

const keyOf = (tableId: string) => `${TABLE_CONSTANTS.ADD_SETTINGS_KEY}:${tableId}`;

/** The add-row settings saved as default for a table (localStorage), or the defaults. */
export function loadAddSettings(tableId: string): AddRowSettings {
  try {
    const raw = window.localStorage.getItem(keyOf(tableId));
    if (!raw) return { ...DEFAULT_ADD_SETTINGS };
    const parsed = JSON.parse(raw) as Partial<AddRowSettings>;
    return clampAddSettings({ ...DEFAULT_ADD_SETTINGS, ...parsed }, Number.MAX_SAFE_INTEGER);
  } catch {
    return { ...DEFAULT_ADD_SETTINGS };
  }
}

/** Saves add-row settings as the table's default (widgets-spec §2 "They can be saved as default"). */
export function saveAddSettings(tableId: string, settings: AddRowSettings): void {
  window.localStorage.setItem(keyOf(tableId), JSON.stringify(settings));
}
