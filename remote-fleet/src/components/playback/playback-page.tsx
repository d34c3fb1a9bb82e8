import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Select, Space, Spin, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useAppConfig } from '../../api/get-app-config';
import { getCarsByOrg } from '../../api/get-cars-by-org';
import { MAX_TRACK_RANGE_MS, queryMove, type MoveTrack, type TrackQuery } from '../../api/track-calls';
import { displayDatum } from '../../domain/datum';
import { useFillHeight } from '../../hooks/use-fill-height';
import { useMapStore } from '../../stores/map-store';
import PlaybackControls from './playback-controls';
import { alarmStarts, durationText, nearestIndexByTime } from './playback-model';
import SpeedChart from './speed-chart';
import TrackMap from './track-map';
import { usePlayback } from './use-playback';

type Range = [Dayjs, Dayjs];

/** Default range of the page: today 00:00 to now (China time as the browser shows it). */
export function defaultRange(now = dayjs()): Range {
  return [now.startOf('day'), now];
}

/** Chinese message when a range cannot be queried (end before start, longer than 7 days), else null. */
export function rangeProblem([from, to]: Range): string | null {
  if (!to.isAfter(from)) return '结束时间必须晚于开始时间';
  if (to.valueOf() - from.valueOf() > MAX_TRACK_RANGE_MS) return '轨迹查询时间范围不能超过7天';
  return null;
}

function Summary({ track, terminalAlarms }: { track: MoveTrack; terminalAlarms: number }) {
  const items: [string, string][] = [
    ['里程', `${track.mileageKm.toFixed(1)} km（${track.mileageSource === 'odometer' ? '终端里程表' : '轨迹计算'}）`],
    ['行程', `${track.trips.length} 段`],
    ['停车', `${track.stops.length} 次`],
    ['行驶时长', durationText(track.drivingS ?? track.trips.reduce((s, t) => s + t.durationS, 0))],
    ['有效点', `${track.points.length} 个`],
    ['无效点', `${track.invalidCount} 个`],
    ['报警', `${track.alarms.length} 条（终端报警 ${terminalAlarms} 次）`],
  ];
  return (
    <Space data-testid="playback-summary" wrap size={[16, 4]}>
      {items.map(([k, v]) => (
        <span key={k}><span style={{ color: '#8c8c8c' }}>{k}：</span>{v}</span>
      ))}
    </Space>
  );
}

/**
 * 轨迹回放 (issue 3 "Trajectory playback"): pick a visible vehicle (plate search) and a range
 * (default today 00:00 – now, at most 7 days), 查询 loads /api/map/queryMove; the cleaned track is
 * drawn on the fleet map with start / end, stop and alarm markers; play / pause / speed / slider
 * drive the car along it, the current point's details and the speed curve's plot line follow the
 * playhead, a click on the curve seeks. Test id playback-page.
 */
export default function PlaybackPage() {
  const config = useAppConfig();
  const cars = useQuery({ queryKey: ['fleet', 'carsByOrg', ''], queryFn: () => getCarsByOrg(''), staleTime: 60_000 });
  const [carId, setCarId] = useState<string | null>(() => useMapStore.getState().singleId);
  const [range, setRange] = useState<Range>(() => defaultRange());
  // seq: every 查询 loads afresh, even for the same car and range
  const [query, setQuery] = useState<{ q: TrackQuery; seq: number } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(rootRef);

  const track = useQuery({ queryKey: ['fleet', 'queryMove', query], queryFn: () => queryMove(query!.q), enabled: query !== null, staleTime: 60_000, gcTime: 0, retry: false });
  const data = track.data ?? null;
  const points = useMemo(() => data?.points ?? [], [data]);
  const playback = usePlayback(points.length, data);
  const current = points.length ? points[playback.index] : null;
  const terminalAlarms = useMemo(() => alarmStarts(points).length, [points]);
  const carOptions = useMemo(() => (cars.data ?? []).map((c) => ({ value: c.id, label: c.carNum })), [cars.data]);
  const speedLimit = cars.data?.find((c) => c.id === data?.carId)?.speedLimit ?? null;

  const submit = () => {
    if (!carId) {
      setFormError('请选择车辆');
      return;
    }
    const problem = rangeProblem(range);
    setFormError(problem);
    if (problem) return;
    setQuery((prev) => ({ q: { carId, startTime: range[0].valueOf(), endTime: range[1].valueOf() }, seq: (prev?.seq ?? 0) + 1 }));
  };

  return (
    <div ref={rootRef} data-testid="playback-page" style={{ display: 'flex', flexDirection: 'column', height, background: '#fff', border: '1px solid #f0f0f0' }}>
      <div style={{ padding: '10px 12px', borderBottom: '1px solid #f0f0f0' }}>
        <Space wrap>
          <Select
            data-testid="playback-car"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            style={{ width: 200 }}
            placeholder="请输入车牌号"
            loading={cars.isPending}
            options={carOptions}
            value={carId ?? undefined}
            onChange={(v?: string) => setCarId(v ?? null)}
          />
          <span data-testid="playback-range" style={{ display: 'inline-block' }}>
          <DatePicker.RangePicker
            showTime
            allowClear={false}
            value={range}
            format="YYYY-MM-DD HH:mm:ss"
            presets={[
              { label: '今天', value: [dayjs().startOf('day'), dayjs()] },
              { label: '昨天', value: [dayjs().subtract(1, 'day').startOf('day'), dayjs().subtract(1, 'day').endOf('day')] },
              { label: '最近3天', value: [dayjs().subtract(3, 'day'), dayjs()] },
            ]}
            disabledDate={(d, info) => d.isAfter(dayjs().endOf('day')) || Boolean(info?.from && Math.abs(d.diff(info.from, 'day')) > 7)}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          </span>
          <Button data-testid="playback-query" type="primary" onClick={submit} loading={track.isFetching}>查询</Button>
          {data && <Tag color="blue">{data.carNum}</Tag>}
        </Space>
        {formError && <Alert style={{ marginTop: 8 }} type="warning" showIcon message={formError} />}
        {track.error && <Alert style={{ marginTop: 8 }} type="error" showIcon message={`轨迹查询失败：${track.error.message}`} />}
        {data && <div style={{ marginTop: 8 }}><Summary track={data} terminalAlarms={terminalAlarms} /></div>}
        {data && points.length === 0 && <Alert style={{ marginTop: 8 }} type="info" showIcon message="该时间段内没有有效轨迹点" />}
      </div>
      <div style={{ flex: 1, minHeight: 240, position: 'relative' }}>
        {config.isPending ? (
          <Spin style={{ position: 'absolute', top: '45%', left: '50%' }} />
        ) : (
          <TrackMap datum={displayDatum(config.data)} tileUrl={config.data?.tileUrl} track={data} index={playback.index} />
        )}
        {track.isFetching && <Spin style={{ position: 'absolute', top: 12, right: 12, zIndex: 5 }} />}
      </div>
      <PlaybackControls playback={playback} current={current} total={points.length} />
      <div style={{ padding: '0 12px 8px' }}>
        <SpeedChart
          points={points}
          height={170}
          speedLimit={speedLimit}
          playheadTime={current ? current[0] : null}
          onSeekTime={(t) => playback.seek(nearestIndexByTime(points, t))}
        />
      </div>
    </div>
  );
}
