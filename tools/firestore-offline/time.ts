/**
 * RFC 3339 timestamps as Firestore uses them: parsed to nanoseconds since the epoch (bigint), formatted in UTC
 * with 0, 3, 6 or 9 fractional digits like proto3 JSON, and a monotonic clock with microsecond resolution for
 * commit and update times.
 */
import { invalidArgument } from './errors.js';

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

const NANOS_PER_SECOND = 1_000_000_000n;
/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999999Z, the range of google.protobuf.Timestamp. */
const MIN_NANOS = -62_135_596_800n * NANOS_PER_SECOND;
const MAX_NANOS = 253_402_300_799n * NANOS_PER_SECOND + 999_999_999n;

export function parseTimestamp(text: string): bigint {
  const match = RFC3339.exec(text);
  if (!match) throw invalidArgument(`Invalid timestamp: ${JSON.stringify(text)}`);
  const [, year, month, day, hour, minute, second, fraction, zulu, sign, offsetHours, offsetMinutes] = match;
  const millis = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const check = new Date(millis);
  if (Number.isNaN(millis) || check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) {
    throw invalidArgument(`Invalid timestamp: ${JSON.stringify(text)}`);
  }
  let seconds = BigInt(Math.floor(millis / 1000));
  if (!zulu) {
    const offset = (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60;
    seconds -= BigInt(sign === '-' ? -offset : offset);
  }
  const nanos = BigInt((fraction ?? '').padEnd(9, '0') || '0');
  const total = seconds * NANOS_PER_SECOND + nanos;
  if (total < MIN_NANOS || total > MAX_NANOS) throw invalidArgument(`Timestamp out of range: ${text}`);
  return total;
}

export function formatTimestamp(nanosSinceEpoch: bigint): string {
  let seconds = nanosSinceEpoch / NANOS_PER_SECOND;
  let nanos = nanosSinceEpoch % NANOS_PER_SECOND;
  if (nanos < 0n) {
    nanos += NANOS_PER_SECOND;
    seconds -= 1n;
  }
  const date = new Date(Number(seconds) * 1000);
  const base = date.toISOString().slice(0, 19);
  const year = date.getUTCFullYear();
  const datePart = year < 1000 ? String(year).padStart(4, '0') + base.slice(base.indexOf('-')) : base;
  let fraction = '';
  if (nanos !== 0n) {
    const digits = nanos.toString().padStart(9, '0');
    fraction =
      '.' + (digits.endsWith('000000') ? digits.slice(0, 3) : digits.endsWith('000') ? digits.slice(0, 6) : digits);
  }
  return `${datePart}${fraction}Z`;
}

/** Firestore keeps microseconds: extra digits are truncated (rounded down). */
export function truncateToMicros(nanos: bigint): bigint {
  const rest = ((nanos % 1000n) + 1000n) % 1000n;
  return nanos - rest;
}

/** A timestamp in the proto3 JSON string form the SDKs send, canonical and truncated to microseconds. */
export function normaliseTimestamp(input: unknown): string {
  if (typeof input !== 'string') throw invalidArgument(`Invalid timestamp: ${JSON.stringify(input)}`);
  return formatTimestamp(truncateToMicros(parseTimestamp(input)));
}

/** Strictly increasing commit times with microsecond resolution; never behind the wall clock. */
export class MonotonicClock {
  private last = 0n;

  /** `now` returns milliseconds since the epoch, fractions allowed (the default has microsecond resolution). */
  constructor(private readonly now: () => number = () => performance.timeOrigin + performance.now()) {}

  private wallNanos(): bigint {
    return BigInt(Math.floor(this.now() * 1000)) * 1000n;
  }

  /** A fresh commit time, later than every time handed out before. */
  next(): bigint {
    const candidate = this.wallNanos();
    this.last = candidate > this.last ? candidate : this.last + 1000n;
    return this.last;
  }

  /** A read time: not before any commit time handed out. */
  current(): bigint {
    const candidate = this.wallNanos();
    return candidate > this.last ? candidate : this.last;
  }

  /** After loading persisted data, so that new times stay after stored ones. */
  observe(nanos: bigint): void {
    if (nanos > this.last) this.last = nanos;
  }
}
