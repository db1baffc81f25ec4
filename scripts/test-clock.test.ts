import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chooseInstants, fakeClockEnv, instantOf, INSTANTS, isTimeSensitive, shiftedClockEnv } from './test-clock';

const run = promisify(execFile);

describe('the moved clock', () => {
  it("reads each instant as Hamilton's wall-clock time, daylight saving included", () => {
    const at = (name: string) => instantOf(INSTANTS.find((instant) => instant.name === name)!).toISOString();
    expect(at('before-spring-forward')).toBe('2027-03-14T02:00:00.000Z');
    expect(at('after-spring-forward')).toBe('2027-03-15T01:00:00.000Z');
    expect(at('before-fall-back')).toBe('2027-11-07T01:00:00.000Z');
    expect(at('after-fall-back')).toBe('2027-11-08T02:00:00.000Z');
    expect(at('new-years-eve')).toBe('2028-01-01T04:59:00.000Z');
  });

  it('starts a child process at the instant, with its clock running on and its timers real', async () => {
    const at = new Date('2027-11-07T06:30:00.000Z');
    const script = 'const a = Date.now(); setTimeout(() => console.log(a, Date.now()), 200);';
    const { stdout } = await run(process.execPath, ['-e', script], { env: fakeClockEnv(at) });
    const [first, second] = stdout.trim().split(' ').map(Number) as [number, number];
    expect(first - at.getTime()).toBeGreaterThanOrEqual(0);
    expect(first - at.getTime()).toBeLessThan(60_000);
    expect(second - first).toBeGreaterThanOrEqual(190);
  });

  it('shifts every child process by the same offset, whenever it starts', async () => {
    const offsetSeconds = -400 * 24 * 3600;
    const clockOf = async () => {
      const before = Date.now();
      const { stdout } = await run(process.execPath, ['-e', 'console.log(Date.now())'], {
        env: shiftedClockEnv(offsetSeconds),
      });
      return { shift: Number(stdout.trim()) - before - offsetSeconds * 1000, tookMs: Date.now() - before };
    };
    for (const { shift, tookMs } of [await clockOf(), await clockOf()]) {
      expect(shift).toBeGreaterThanOrEqual(0);
      expect(shift).toBeLessThanOrEqual(tookMs);
    }
    expect(() => shiftedClockEnv(1.5)).toThrow(/whole number/);
  });

  it('runs every instant by default, or the ones named, and refuses an unknown name', () => {
    expect(chooseInstants(undefined)).toHaveLength(INSTANTS.length);
    expect(chooseInstants('saturday,christmas').map((instant) => instant.name)).toEqual(['saturday', 'christmas']);
    expect(() => chooseInstants('someday')).toThrow(/Unknown instant 'someday'/);
  });

  it('splits the unit suite for `npm test`: the files that read a clock run at the instant, the others at the real clock', () => {
    for (const file of [
      'src/domain/booking/slots.test.ts',
      'src/features/booking/BookingWizard.test.tsx',
      'functions/src/booking/handler.test.ts',
      'tests/rules/firestoreRules.test.ts',
    ]) {
      expect(isTimeSensitive(file), file).toBe(true);
    }
    for (const file of ['src/features/contact/ContactForm.test.tsx', 'scripts/test-clock.test.ts']) {
      expect(isTimeSensitive(file), file).toBe(false);
    }
  });
});
