import { HotTable, type HotTableClass } from '@handsontable/react';
import type Handsontable from 'handsontable/base';
import { memo, useEffect, useRef } from 'react';

/** Props of {@link HotMount}. */
export interface HotMountProps {
  /** The grid's settings at mount; later changes go through `updateSettings` by the owner. */
  settings: Handsontable.GridSettings;
  /** Receives the instance once mounted, and null before it is destroyed. */
  onInstance(hot: Handsontable.Core | null): void;
}

/**
 * Mounts Handsontable through @handsontable/react's HotTable exactly once (memo: never
 * re-rendered), so that HotTable never calls `updateSettings` with the whole settings object on a
 * parent render (a data reload of 10,000 rows). The owner drives the instance imperatively.
 */
export const HotMount = memo(function HotMount({ settings, onInstance }: HotMountProps) {
  const ref = useRef<HotTableClass>(null);
  useEffect(() => {
    onInstance(ref.current?.hotInstance ?? null);
    return () => onInstance(null);
  }, [onInstance]);
  return <HotTable ref={ref} settings={settings} />;
}, () => true);
