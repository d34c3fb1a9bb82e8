/**
 * Peripheral readings carried in 0x0200 附加信息 (JT/T 808-2019 §8.18 table 27: ids 0xE1-0xFF are
 * 用户自定义区域). This platform's profile — terminals and the simulator follow it:
 * - 0xE1 载重: DWORD, 1 kg per unit → loadKg;
 * - 0xE2 温度: 1-4 × signed WORD, 0.1 °C per unit → temperaturesC (one per probe);
 * - 0xE3 胎压: 1-16 × WORD, 1 kPa per unit → tyrePressuresKpa (one per tyre, axle order);
 * - 0x2B 模拟量 (standard, table 28): DWORD, bits 0-15 AD0, bits 16-31 AD1, read as mV.
 * The gateway keeps unknown ids as hex in `extras.unknown["0xe1"]` and 0x2B decoded as `extras.analog`.
 */
export interface PeripheralReading {
  /** kg */
  loadKg?: number;
  /** °C per probe */
  temperaturesC?: number[];
  /** kPa per tyre */
  tyrePressuresKpa?: number[];
  /** mV */
  ad0?: number;
  ad1?: number;
}

/** Extras ids of the profile. */
export const PERIPHERAL_IDS = { load: 0xe1, temperature: 0xe2, tyre: 0xe3 } as const;

function hexKey(id: number): string {
  return '0x' + id.toString(16).padStart(2, '0');
}

/**
 * Reads the peripheral values of a stored extras object (fleet_position.extras, as JSON).
 * Items with a bad length are ignored; answers null when none is present.
 */
export function readPeripherals(extras: unknown): PeripheralReading | null {
  if (!extras || typeof extras !== 'object') return null;
  const x = extras as { unknown?: Record<string, unknown>; analog?: unknown };
  const out: PeripheralReading = {};
  const raw = (id: number): Buffer | null => {
    const hex = x.unknown?.[hexKey(id)];
    return typeof hex === 'string' && /^([0-9a-f]{2})+$/i.test(hex) ? Buffer.from(hex, 'hex') : null;
  };
  const load = raw(PERIPHERAL_IDS.load);
  if (load && load.length === 4) out.loadKg = load.readUInt32BE(0);
  const temp = raw(PERIPHERAL_IDS.temperature);
  if (temp && temp.length >= 2 && temp.length <= 8 && temp.length % 2 === 0) {
    out.temperaturesC = Array.from({ length: temp.length / 2 }, (_, i) => temp.readInt16BE(i * 2) / 10);
  }
  const tyre = raw(PERIPHERAL_IDS.tyre);
  if (tyre && tyre.length >= 2 && tyre.length <= 32 && tyre.length % 2 === 0) {
    out.tyrePressuresKpa = Array.from({ length: tyre.length / 2 }, (_, i) => tyre.readUInt16BE(i * 2));
  }
  if (typeof x.analog === 'number' && Number.isInteger(x.analog)) {
    out.ad0 = x.analog & 0xffff;
    out.ad1 = (x.analog >>> 16) & 0xffff;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * Encodes readings as the extras items of the profile, keyed like the decoder's `unknown`
 * ({"0xe1": hex, ...}), for `encodeExtras({unknown})` (simulator, tests).
 * Values are rounded and clamped to the field ranges.
 */
export function peripheralUnknownHex(r: PeripheralReading): Record<string, string> {
  const out: Record<string, string> = {};
  if (r.loadKg !== undefined) {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(Math.max(0, Math.min(0xffffffff, Math.round(r.loadKg))));
    out[hexKey(PERIPHERAL_IDS.load)] = b.toString('hex');
  }
  if (r.temperaturesC?.length) {
    const t = r.temperaturesC.slice(0, 4);
    const b = Buffer.alloc(t.length * 2);
    t.forEach((v, i) => b.writeInt16BE(Math.max(-32768, Math.min(32767, Math.round(v * 10))), i * 2));
    out[hexKey(PERIPHERAL_IDS.temperature)] = b.toString('hex');
  }
  if (r.tyrePressuresKpa?.length) {
    const t = r.tyrePressuresKpa.slice(0, 16);
    const b = Buffer.alloc(t.length * 2);
    t.forEach((v, i) => b.writeUInt16BE(Math.max(0, Math.min(0xffff, Math.round(v))), i * 2));
    out[hexKey(PERIPHERAL_IDS.tyre)] = b.toString('hex');
  }
  return out;
}

/**
 * Plausible peripheral readings of a simulated vehicle at `now` (ms): load 0-10,000 kg changing
 * hourly, a cargo probe around -18 °C and a cab probe around 22 °C, four tyres near 800 kPa
 * (warmer, so higher, when moving at `speedKmh`), AD0/AD1 in mV. Deterministic from `seed`.
 */
export function simulatedPeripherals(seed: number, now: number, speedKmh: number): { unknown: Record<string, string>; analog: number } {
  const minute = Math.floor(now / 60_000);
  const wave = (period: number, phase: number) => Math.sin(((minute + phase) / period) * 2 * Math.PI);
  const loadKg = ((seed * 37 + Math.floor(now / 3_600_000)) % 5) * 2500;
  const warm = speedKmh > 1 ? 25 : 0;
  const tyres = [0, 1, 2, 3].map((i) => 800 + warm + Math.round(10 * wave(90, seed + i * 7)));
  const ad0 = 3000 + Math.round(200 * wave(120, seed));
  const ad1 = 1200 + Math.round(50 * wave(45, seed));
  return {
    unknown: peripheralUnknownHex({ loadKg, temperaturesC: [-18 + 1.5 * wave(60, seed), 22 + 2 * wave(240, seed)], tyrePressuresKpa: tyres }),
    analog: ((ad1 << 16) | ad0) >>> 0,
  };
}
