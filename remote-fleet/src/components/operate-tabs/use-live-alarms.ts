import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { alarmKeys } from '../../api/alarm-calls';
import type { AlarmEvent, AlarmPrompt } from '../../domain/alarm';
import { useMapStore } from '../../stores/map-store';
import { fmtTime } from './columns';
import { alarmLocatePoint, locateRow } from './locate';

/** Level from which an opened alarm raises a notification (3 严重). */
export const NOTIFY_LEVEL = 3;

/** Delay (ms) before the prompt counts are refetched after live alarms (coalesces bursts). */
export const PROMPT_REFETCH_DELAY_MS = 2_000;

/**
 * The badge counts after a live event, before the server's next answer: an opened alarm adds one
 * open, one unhandled and one of today; a closed one removes one open (never below zero).
 */
export function bumpPrompt(prompt: AlarmPrompt | undefined, event: AlarmEvent): AlarmPrompt | undefined {
  if (!prompt) return prompt;
  if (event.event === 'open') return { unhandled: prompt.unhandled + 1, open: prompt.open + 1, today: prompt.today + 1 };
  return { ...prompt, open: Math.max(0, prompt.open - 1) };
}

/** Notification text of a live alarm: 车牌 + 报警类型 + 时间. */
export function alarmNoticeText(event: AlarmEvent): { title: string; description: string } {
  const a = event.alarm;
  return { title: `${a.carNum} ${a.alarmTypeName}`, description: `${a.levelName || '严重'}报警 · ${fmtTime(a.startTime)}` };
}

/**
 * Follows the live alarm events of the map store (positions socket, fleet contract Live): every
 * event bumps the badge counts at once and refetches them (coalesced, 2 s); an opened alarm of
 * level 3 shows an antd notification (车牌 + 报警类型 + 时间); clicking it locates the alarm.
 */
export function useLiveAlarms(): void {
  const client = useQueryClient();
  const { notification } = App.useApp();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useMapStore.subscribe((s, prev) => {
      const event = s.lastAlarmEvent;
      if (!event || s.alarmSeq === prev.alarmSeq) return;
      client.setQueryData<AlarmPrompt>(alarmKeys.alarmPrompt, (p) => bumpPrompt(p, event));
      clearTimeout(timer);
      timer = setTimeout(() => {
        void client.invalidateQueries({ queryKey: alarmKeys.alarmPrompt });
        void client.invalidateQueries({ queryKey: alarmKeys.offlinePrompt });
      }, PROMPT_REFETCH_DELAY_MS);
      if (event.event === 'open' && event.alarm.level >= NOTIFY_LEVEL) {
        const { title, description } = alarmNoticeText(event);
        const a = event.alarm;
        notification.error({
          key: `alarm-${a.id}`,
          title,
          description,
          placement: 'bottomRight',
          duration: 8,
          onClick: () => locateRow({ carId: a.carId, carNum: a.carNum }, alarmLocatePoint(a)),
          style: { cursor: 'pointer' },
        });
      }
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, notification]);
}
