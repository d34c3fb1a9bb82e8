import { queryMove, queryPositionList, queryStops, queryTrips, INVALID_REASON_TEXT, type PositionRow, type Stop, type TrackPoint, type Trip } from '../../api/track-calls';
import { directionText, durationText, nearestIndexByTime } from '../playback/playback-model';
import SpeedChart from '../playback/speed-chart';
import TrackTable, { fmtTime, type TrackColumn, type TrackTabProps } from './track-table';

const fixed = (v: number | null | undefined, digits: number) => (v == null ? null : Number(v.toFixed(digits)));

/** Columns of a position row (轨迹列表, 无效数据); units in the headers. */
export const POSITION_COLUMNS: TrackColumn<PositionRow>[] = [
  { key: 'gpsTime', title: '定位时间', width: 160, value: (r) => fmtTime(r.gpsTime) },
  { key: 'speed', title: '速度(km/h)', width: 90, value: (r) => fixed(r.speed, 1) },
  { key: 'direction', title: '方向', width: 100, value: (r) => directionText(r.direction) },
  { key: 'mileage', title: '里程(km)', width: 100, value: (r) => fixed(r.mileage, 1) },
  { key: 'lon', title: '经度(°)', width: 110, value: (r) => fixed(r.lon, 6) },
  { key: 'lat', title: '纬度(°)', width: 110, value: (r) => fixed(r.lat, 6) },
  { key: 'altitude', title: '海拔(m)', width: 80, value: (r) => r.altitude },
  { key: 'acc', title: 'ACC', width: 60, value: (r) => (r.acc ? '开' : '关') },
  { key: 'located', title: '定位', width: 70, value: (r) => (r.located ? '已定位' : '未定位') },
  { key: 'fuel', title: '油量(L)', width: 80, value: (r) => fixed(r.fuel, 1) },
  { key: 'alarms', title: '报警', width: 160, value: (r) => r.alarmNames.join('、') },
  { key: 'recvTime', title: '接收时间', width: 160, value: (r) => fmtTime(r.recvTime) },
];

const INVALID_COLUMNS: TrackColumn<PositionRow>[] = [
  { key: 'reason', title: '无效原因', width: 150, value: (r) => (r.invalidReason ? INVALID_REASON_TEXT[r.invalidReason] : '') },
  ...POSITION_COLUMNS.filter((c) => c.key !== 'alarms'),
];

const locatePosition = (r: PositionRow) => (r.located && !(r.lon === 0 && r.lat === 0) && Math.abs(r.lat) <= 90 && Math.abs(r.lon) <= 180
  ? { lon: r.lon, lat: r.lat, title: `${r.carNum} ${fmtTime(r.gpsTime)}` } : null);

/** 轨迹列表: valid positions of the range, server-paged (/api/locate/queryPositionList valid). */
export function TrackListTab(props: TrackTabProps) {
  return (
    <TrackTable<PositionRow>
      {...props}
      tabKey="trackList"
      title="轨迹列表"
      columns={POSITION_COLUMNS}
      load={(q, pageNo, pageSize) => queryPositionList({ ...q, pageNo, pageSize, valid: 'valid' })}
      rowKey={(r) => String(r.gpsTime)}
      locate={locatePosition}
    />
  );
}

/** 无效数据: positions left out of the track with the reason in Chinese (valid=invalid). */
export function InvalidDataTab(props: TrackTabProps) {
  return (
    <TrackTable<PositionRow>
      {...props}
      tabKey="invalidData"
      title="无效数据"
      columns={INVALID_COLUMNS}
      load={(q, pageNo, pageSize) => queryPositionList({ ...q, pageNo, pageSize, valid: 'invalid' })}
      rowKey={(r) => String(r.gpsTime)}
      locate={locatePosition}
    />
  );
}

/** Columns of 行驶列表 (trips). */
export const TRIP_COLUMNS: TrackColumn<Trip>[] = [
  { key: 'startTime', title: '开始时间', width: 160, value: (r) => fmtTime(r.startTime) },
  { key: 'endTime', title: '结束时间', width: 160, value: (r) => fmtTime(r.endTime) },
  { key: 'durationS', title: '行驶时长', width: 100, value: (r) => durationText(r.durationS) },
  { key: 'durationSRaw', title: '行驶时长(s)', width: 90, value: (r) => r.durationS },
  { key: 'distanceKm', title: '行驶里程(km)', width: 100, value: (r) => fixed(r.distanceKm, 3) },
  { key: 'maxSpeed', title: '最高速度(km/h)', width: 110, value: (r) => fixed(r.maxSpeed, 1) },
  { key: 'avgSpeed', title: '平均速度(km/h)', width: 110, value: (r) => fixed(r.avgSpeed, 1) },
  { key: 'start', title: '起点(经度,纬度 °)', width: 190, value: (r) => `${r.startLon.toFixed(6)}, ${r.startLat.toFixed(6)}` },
  { key: 'end', title: '终点(经度,纬度 °)', width: 190, value: (r) => `${r.endLon.toFixed(6)}, ${r.endLat.toFixed(6)}` },
];

/** 行驶列表: trips between stops (/api/map/queryTrips); a row click locates the trip's start. */
export function TripListTab(props: TrackTabProps) {
  return (
    <TrackTable<Trip>
      {...props}
      tabKey="tripList"
      title="行驶列表"
      columns={TRIP_COLUMNS}
      clientPaging
      load={async (q) => {
        const records = await queryTrips(q);
        return { records, total: records.length };
      }}
      rowKey={(r) => String(r.startTime)}
      locate={(r) => ({ lon: r.startLon, lat: r.startLat, title: `行程起点 ${fmtTime(r.startTime)}` })}
    />
  );
}

/** Columns of 停车列表 (stops). */
export const STOP_COLUMNS: TrackColumn<Stop>[] = [
  { key: 'startTime', title: '开始时间', width: 160, value: (r) => fmtTime(r.startTime) },
  { key: 'endTime', title: '结束时间', width: 160, value: (r) => fmtTime(r.endTime) },
  { key: 'duration', title: '停车时长', width: 100, value: (r) => durationText(r.durationS) },
  { key: 'durationS', title: '停车时长(s)', width: 90, value: (r) => r.durationS },
  { key: 'accOff', title: '状态', width: 80, value: (r) => (r.accOff ? '熄火' : '怠速') },
  { key: 'lon', title: '经度(°)', width: 110, value: (r) => fixed(r.lon, 6) },
  { key: 'lat', title: '纬度(°)', width: 110, value: (r) => fixed(r.lat, 6) },
];

/** 停车列表: stops of at least 3 min (/api/stop/simpleInformation). */
export function StopListTab(props: TrackTabProps) {
  return (
    <TrackTable<Stop>
      {...props}
      tabKey="stopList"
      title="停车列表"
      columns={STOP_COLUMNS}
      clientPaging
      load={async (q) => {
        const records = await queryStops(q);
        return { records, total: records.length };
      }}
      rowKey={(r) => String(r.startTime)}
      locate={(r) => ({ lon: r.lon, lat: r.lat, title: `停车 ${durationText(r.durationS)}` })}
    />
  );
}

/** A row of the speed curve table: one valid point. */
interface SpeedRow {
  point: TrackPoint;
}

const SPEED_COLUMNS: TrackColumn<SpeedRow>[] = [
  { key: 'time', title: '定位时间', width: 160, value: (r) => fmtTime(r.point[0]) },
  { key: 'speed', title: '速度(km/h)', width: 90, value: (r) => fixed(r.point[3], 1) },
  { key: 'direction', title: '方向', width: 100, value: (r) => directionText(r.point[4]) },
  { key: 'lon', title: '经度(°)', width: 110, value: (r) => fixed(r.point[1], 6) },
  { key: 'lat', title: '纬度(°)', width: 110, value: (r) => fixed(r.point[2], 6) },
];

/**
 * 速度曲线: the Highcharts speed curve (km/h) of the valid points (/api/map/queryMove) above the
 * point table; a click on the curve locates the nearest point on the map.
 */
export function SpeedCurveTab(props: TrackTabProps) {
  return (
    <TrackTable<SpeedRow>
      {...props}
      tabKey="speedCurve"
      title="速度曲线"
      columns={SPEED_COLUMNS}
      clientPaging
      load={async (q) => {
        const track = await queryMove(q);
        return { records: track.points.map((point) => ({ point })), total: track.points.length };
      }}
      rowKey={(r) => String(r.point[0])}
      locate={(r) => ({ lon: r.point[1], lat: r.point[2], title: `${fmtTime(r.point[0])} ${r.point[3].toFixed(1)} km/h` })}
      header={(rows) => {
        const points = rows.map((r) => r.point);
        return (
          <SpeedChart
            points={points}
            height={200}
            playheadTime={null}
            onSeekTime={(t) => {
              const p = points[nearestIndexByTime(points, t)];
              if (p) props.onLocate({ lon: p[1], lat: p[2], title: `${fmtTime(p[0])} ${p[3].toFixed(1)} km/h` });
            }}
          />
        );
      }}
    />
  );
}
