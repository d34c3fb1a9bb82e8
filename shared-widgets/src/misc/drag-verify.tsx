import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MISC_TEXTS } from './misc-texts';

/** Slider states (widgets-spec §4 "Drag slider": idle, then dragging, then success). */
export type DragVerifyState = 'idle' | 'dragging' | 'success';

export interface DragVerifyProps {
  /** Track width in px (default 300). */
  width?: number;
  /** Track height in px (default 40); the handle is square. */
  height?: number;
  /** Called once when the handle reaches the end (verification passed). */
  onSuccess?(): void;
  /** Called on every state change. */
  onStateChange?(state: DragVerifyState): void;
}

/**
 * Drag slider verification (widgets-spec §2, §4): drag the handle to the right end with mouse or
 * touch; reaching the end shows 验证通过 and emits `onSuccess` (the slider then stays done);
 * releasing before the end springs the handle back to the start (idle).
 */
export function DragVerify({ width = 300, height = 40, onSuccess, onStateChange }: DragVerifyProps) {
  const [state, setState] = useState<DragVerifyState>('idle');
  const [offset, setOffset] = useState(0);
  const startX = useRef(0);
  const max = width - height;

  const callbacks = useRef({ onSuccess, onStateChange });
  useEffect(() => {
    callbacks.current = { onSuccess, onStateChange };
  }, [onSuccess, onStateChange]);
  const change = useCallback((next: DragVerifyState) => {
    setState(next);
    callbacks.current.onStateChange?.(next);
  }, []);

  useEffect(() => {
    if (state !== 'dragging') return undefined;
    const move = (clientX: number) => setOffset(Math.min(Math.max(clientX - startX.current, 0), max));
    const release = (clientX: number) => {
      const reached = clientX - startX.current >= max;
      if (reached) {
        setOffset(max);
        change('success');
        callbacks.current.onSuccess?.();
      } else {
        setOffset(0);
        change('idle');
      }
    };
    const onMouseMove = (e: MouseEvent) => move(e.clientX);
    const onMouseUp = (e: MouseEvent) => release(e.clientX);
    const onTouchMove = (e: TouchEvent) => move(e.touches[0]?.clientX ?? 0);
    const onTouchEnd = (e: TouchEvent) => release(e.changedTouches[0]?.clientX ?? 0);
    document.addEventListener('mousemove', onMouseMove);
    document.addEventListener('mouseup', onMouseUp);
    document.addEventListener('touchmove', onTouchMove);
    document.addEventListener('touchend', onTouchEnd);
    return () => {
      document.removeEventListener('mousemove', onMouseMove);
      document.removeEventListener('mouseup', onMouseUp);
      document.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [state, max, change]);

  const begin = (clientX: number) => {
    if (state !== 'idle') return;
    startX.current = clientX;
    change('dragging');
  };
  const done = state === 'success';
  return (
    <div
      data-testid="drag-verify"
      data-state={state}
      style={{ position: 'relative', width, height, lineHeight: `${height}px`, background: '#e8e8e8', borderRadius: 2, textAlign: 'center', userSelect: 'none', overflow: 'hidden' }}
    >
      <div style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: offset + height / 2, background: '#76c61d', transition: state === 'dragging' ? 'none' : 'width .3s' }} />
      <span style={{ position: 'relative', color: done ? '#fff' : '#666', fontSize: 14 }}>{done ? MISC_TEXTS.sliderPassed : MISC_TEXTS.sliderIdle}</span>
      <div
        role="slider"
        aria-label={MISC_TEXTS.sliderIdle}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={offset}
        tabIndex={0}
        onMouseDown={(e) => begin(e.clientX)}
        onTouchStart={(e) => begin(e.touches[0]?.clientX ?? 0)}
        style={{
          position: 'absolute',
          top: 0,
          left: offset,
          width: height,
          height,
          background: '#fff',
          border: '1px solid #ccc',
          cursor: done ? 'default' : 'move',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          transition: state === 'dragging' ? 'none' : 'left .3s',
        }}
      >
        {done ? <CheckCircleFilled style={{ color: '#76c61d' }} /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
