/**
 * Codec benchmark: 0x0200 frames with typical extras (some escaped) through the full hot path —
 * split + unescape + check code + header + location parse — on one core. Prints frames/s; no asserts.
 * Run: pnpm --filter server bench:codec [-- --seconds 3]
 */
import { FrameSplitter, MsgId, decodeLocation, encodeLocation, encodePacket } from '../src/jt808/index.js';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 3;

function makeFrames(count: number): { frames: Buffer[]; escaped: number } {
  const frames: Buffer[] = [];
  let escaped = 0;
  const t0 = Date.UTC(2024, 5, 1, 2, 0, 0);
  for (let i = 0; i < count; i++) {
    const body = encodeLocation({
      alarmFlags: i % 50 === 0 ? 2 : 0,
      statusFlags: 0x000c0003,
      lat: 31.23 + (i % 997) * 1e-4,
      lon: 121.47 + (i % 991) * 1e-4,
      altitude: 12,
      speed: (i % 900) / 10,
      direction: i % 360,
      gpsTime: t0 + i * 1000,
      extras: { mileageKm: 12345.6 + i / 10, fuelL: 80.5, signalStrength: 25, satellites: 12, ioStatus: 0, vehicleSignal: 0 },
    });
    // every 4th frame gets a serial holding 0x7E and 0x7D so the escape path is exercised
    const serial = i % 4 === 0 ? 0x7e7d : i & 0xffff;
    const f = encodePacket({ msgId: MsgId.LOCATION, phone: String(13800000000 + (i % 1000)), serial, version: i % 2 ? 2019 : 2013 }, body);
    if (f.indexOf(0x7d) !== -1) escaped++;
    frames.push(f);
  }
  return { frames, escaped };
}

function run(chunks: Buffer[], perChunk: number, label: string): void {
  let parsed = 0;
  let checksum = 0;
  const splitter = new FrameSplitter({
    onPacket: (p) => {
      if (p.header.msgId === MsgId.LOCATION) {
        const loc = decodeLocation(p.body);
        checksum += loc.speed;
        parsed++;
      }
    },
    onError: (reason, detail) => {
      throw new Error(`unexpected ${reason}: ${detail}`);
    },
  });
  for (let i = 0; i < 2000; i++) splitter.push(chunks[i % chunks.length]);
  parsed = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(seconds * 1e9);
  let pushes = 0;
  while (process.hrtime.bigint() < deadline) {
    for (let i = 0; i < 1000; i++) splitter.push(chunks[(pushes + i) % chunks.length]);
    pushes += 1000;
  }
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  const rate = parsed / secs;
  console.log(`${label.padEnd(44)} ${Math.round(rate).toLocaleString('en-US').padStart(12)} frames/s  (${perChunk} frame(s)/chunk, ${parsed} frames, check ${checksum > 0})`);
}

const { frames, escaped } = makeFrames(4096);
const avg = frames.reduce((s, f) => s + f.length, 0) / frames.length;
console.log(`JT/T 808 codec bench — node ${process.version}, ${frames.length} distinct 0x0200 frames, avg ${avg.toFixed(1)} bytes, ${escaped} escaped, ${seconds}s per case`);

run(frames, 1, 'one frame per chunk');
const batched: Buffer[] = [];
for (let i = 0; i < frames.length; i += 32) batched.push(Buffer.concat(frames.slice(i, i + 32)));
run(batched, 32, '32 frames per chunk (TCP-like)');
const split: Buffer[] = [];
for (const b of batched) {
  const cut = Math.floor(b.length / 2) + 3;
  split.push(b.subarray(0, cut), b.subarray(cut));
}
run(split, 16, 'chunks cut mid-frame (partial frames)');
console.log(`rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`);
