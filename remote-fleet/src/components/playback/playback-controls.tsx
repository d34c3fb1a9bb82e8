import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Descriptions, Select, Slider, Space } from 'antd';
import dayjs from 'dayjs';
import type { TrackPoint } from '../../api/track-calls';
import { directionText, PLAY_SPEEDS } from './playback-model';
import type { Playback } from './use-playback';

/** Props of {@link PlaybackControls}: the playback state and the point under the playhead (null when no track). */
export interface PlaybackControlsProps {
  playback: Playback;
  current: TrackPoint | null;
  /** number of points of the track */
  total: number;
}

/**
 * Play / pause, speed (ms per step), the progress slider bound to playPercent (0–100, dragging
 * seeks) and the current point's details: time, speed km/h, direction, odometer km, WGS-84
 * coordinates. Test ids: playback-play, playback-pause, playback-slider, playback-current.
 */
export default function PlaybackControls({ playback, current, total }: PlaybackControlsProps) {
  const disabled = total <= 1;
  return (
    <div style={{ padding: '8px 12px', borderTop: '1px solid #f0f0f0', background: '#fff' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Space>
          {playback.playing ? (
            <Button data-testid="playback-pause" icon={<PauseOutlined />} onClick={playback.pause}>暂停</Button>
          ) : (
            <Button data-testid="playback-play" type="primary" icon={<CaretRightOutlined />} onClick={playback.play} disabled={disabled}>播放</Button>
          )}
          <Select
            data-testid="playback-speed"
            aria-label="播放速度"
            style={{ width: 150 }}
            value={playback.playSpeed}
            options={PLAY_SPEEDS}
            onChange={(v: number) => playback.setSpeed(v)}
          />
        </Space>
        <div data-testid="playback-slider" data-percent={playback.playPercent.toFixed(2)} style={{ flex: 1, minWidth: 120 }}>
          <Slider
            min={0}
            max={100}
            step={0.01}
            value={playback.playPercent}
            disabled={disabled}
            tooltip={{ formatter: (v) => `${(v ?? 0).toFixed(1)} %` }}
            onChange={(v: number) => playback.seekPercent(v)}
          />
        </div>
        <span style={{ width: 110, color: '#8c8c8c', textAlign: 'right' }}>
          {total > 0 ? `${playback.index + 1} / ${total} 点` : '0 / 0 点'}
        </span>
      </div>
      <div data-testid="playback-current">
        {current ? (
          <Descriptions size="small" column={6} style={{ marginTop: 4 }}>
            <Descriptions.Item label="时间">{dayjs(current[0]).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
            <Descriptions.Item label="速度">{current[3].toFixed(1)} km/h</Descriptions.Item>
            <Descriptions.Item label="方向">{directionText(current[4])}</Descriptions.Item>
            <Descriptions.Item label="里程">{current[5] == null ? '—' : `${current[5].toFixed(1)} km`}</Descriptions.Item>
            <Descriptions.Item label="经度">{current[1].toFixed(6)}°</Descriptions.Item>
            <Descriptions.Item label="纬度">{current[2].toFixed(6)}°</Descriptions.Item>
          </Descriptions>
        ) : (
          <span style={{ color: '#8c8c8c' }}>请选择车辆和时间后查询轨迹</span>
        )}
      </div>
    </div>
  );
}
