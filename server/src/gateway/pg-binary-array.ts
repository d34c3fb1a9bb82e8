/**
 * One-dimensional PostgreSQL arrays in the binary wire format (array_recv, PostgreSQL source
 * src/backend/utils/adt/arrayfuncs.c; element formats of the *recv functions), sent as a Buffer
 * parameter: node-postgres binds a Buffer in binary format, and a `$n::float8[]` cast makes the
 * server read it with array_recv. This skips the text round trip of large column arrays (node
 * formatting every number and timestamp, the server parsing them back) on the position hot path.
 *
 * Layout: int32 ndim (1), int32 has-null flag, uint32 element type OID, int32 length, int32 lower
 * bound (1), then per element int32 byte length (-1 for NULL) and the element's binary value.
 */

/** Element types used by the position writer, by their pg_type OID. */
export const PgOid = { int2: 21, int4: 23, int8: 20, float4: 700, float8: 701, varchar: 1043, timestamptz: 1184, jsonb: 3802 } as const;

/** Microseconds between the Unix epoch and PostgreSQL's (2000-01-01 UTC), in ms. */
const PG_EPOCH_MS = 946_684_800_000;
const TWO32 = 4_294_967_296;
const HEADER = 20;

type Kind = 'int2' | 'int4' | 'int8' | 'float4' | 'float8' | 'timestamptz';
const WIDTH: Record<Kind, number> = { int2: 2, int4: 4, int8: 8, float4: 4, float8: 8, timestamptz: 8 };

/** A buffer for `n` elements (`nulls` of them NULL) of `dataBytes` in all, its header written. */
function allocArray(oid: number, n: number, nulls: number, dataBytes: number): Buffer {
  const buf = Buffer.allocUnsafe(HEADER + n * 4 + dataBytes);
  buf.writeInt32BE(1, 0);
  buf.writeInt32BE(nulls > 0 ? 1 : 0, 4);
  buf.writeUInt32BE(oid, 8);
  buf.writeInt32BE(n, 12);
  buf.writeInt32BE(1, 16);
  return buf;
}

/** Writes a NULL element (length -1) at `o`; returns the next offset. */
function putNull(buf: Buffer, o: number): number {
  buf.writeInt32BE(-1, o);
  return o + 4;
}

function writeInt64(buf: Buffer, v: number, o: number): void {
  const hi = Math.floor(v / TWO32);
  buf.writeInt32BE(hi, o);
  buf.writeUInt32BE(v - hi * TWO32, o + 4);
}

/**
 * A fixed-width array of `values` (null → SQL NULL). timestamptz takes Unix epoch ms (kept to the
 * microsecond); int2/int4/int8 take integers in their range (int8: any safe integer), else throws
 * RangeError like Buffer's writers.
 */
export function fixedArray(kind: Kind, values: ArrayLike<number | null>): Buffer {
  const n = values.length;
  const w = WIDTH[kind];
  let nulls = 0;
  for (let i = 0; i < n; i++) if (values[i] === null) nulls++;
  const buf = allocArray(PgOid[kind], n, nulls, (n - nulls) * w);
  let o = HEADER;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v === null) {
      o = putNull(buf, o);
      continue;
    }
    buf.writeInt32BE(w, o);
    o += 4;
    switch (kind) {
      case 'int2': buf.writeInt16BE(v, o); break;
      case 'int4': buf.writeInt32BE(v, o); break;
      case 'int8': writeInt64(buf, v, o); break;
      case 'float4': buf.writeFloatBE(v, o); break;
      case 'float8': buf.writeDoubleBE(v, o); break;
      case 'timestamptz': writeInt64(buf, Math.round((v - PG_EPOCH_MS) * 1000), o); break;
    }
    o += w;
  }
  return buf;
}

/**
 * A text-like array (varchar, or jsonb whose binary form is a version byte 1 before the JSON text):
 * `values[i]` as UTF-8, null → SQL NULL.
 */
export function textArray(kind: 'varchar' | 'jsonb', values: ArrayLike<string | null>): Buffer {
  const n = values.length;
  const prefix = kind === 'jsonb' ? 1 : 0;
  let bytes = 0;
  let nulls = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v === null) nulls++;
    else bytes += Buffer.byteLength(v) + prefix;
  }
  const buf = allocArray(PgOid[kind], n, nulls, bytes);
  let o = HEADER;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    o = v === null ? putNull(buf, o) : putText(buf, o, v, prefix);
  }
  return buf;
}

/** Writes one UTF-8 element (after `prefix` bytes: the jsonb version 1) at `o`; returns the next offset. */
function putText(buf: Buffer, o: number, v: string, prefix: number): number {
  if (prefix) buf[o + 4] = 1;
  const len = buf.write(v, o + 4 + prefix) + prefix;
  buf.writeInt32BE(len, o);
  return o + 4 + len;
}
