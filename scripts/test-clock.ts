/**
 * Runs Vitest with the machine's clock moved (Debian's libfaketime, preloaded into every test process), so
 * that a test whose result depends on the day or hour it runs fails here rather than on a later date in CI.
 * The instants, and why each is there, are listed in docs/testing.md.
 *
 *   npm run test:clock                          # every instant, every unit test
 *   npm run test:clock -- --at new-years-eve    # one instant (a name from the list, or several, comma-separated)
 *   npm run test:clock -- --at all src/domain   # any further words are Vitest's filters
 *   npm run test:clock -- --tz America/Toronto  # the machine's own zone set too (the default leaves it as it is)
 *   npm run test:clock -- --at new-years-eve --time-sensitive   # the suites that read a clock
 *   npm run test:clock -- --at new-years-eve --time-sensitive --rest-at-real-clock
 *       # what `npm test` runs: every unit test once, those that read a clock at the instant, the rest at the real clock
 *
 * The clock starts at the instant and runs on from there; the monotonic clock (timers, performance.now) stays
 * real, so nothing about the tests' timing changes. Exits 1 when any run fails, after running them all.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TZDate } from '@date-fns/tz';

export interface ClockInstant {
  name: string;
  /** Wall-clock time in Hamilton, 'YYYY-MM-DDTHH:mm'. */
  toronto: string;
  why: string;
}

/** In the order they are run. The first is the one `npm test` runs (see docs/testing.md). */
export const INSTANTS: readonly ClockInstant[] = [
  {
    name: 'new-years-eve',
    toronto: '2027-12-31T23:59',
    why: 'a Friday a minute before a new year, a statutory holiday and a weekend: tomorrow has no slot, and a year after every date the tests were written on',
  },
  { name: 'saturday', toronto: '2026-11-28T11:00', why: 'a weekend morning: today offers nothing' },
  {
    name: 'friday-late',
    toronto: '2026-11-27T16:29',
    why: 'the last slot of the week (16:30) is a minute away; the next bookable day is three days on',
  },
  {
    name: 'before-spring-forward',
    toronto: '2027-03-13T21:00',
    why: 'the evening before clocks go forward (a 23-hour Sunday)',
  },
  { name: 'after-spring-forward', toronto: '2027-03-14T21:00', why: 'the evening after clocks went forward' },
  {
    name: 'before-fall-back',
    toronto: '2027-11-06T21:00',
    why: 'the evening before clocks go back (a 25-hour Sunday)',
  },
  { name: 'after-fall-back', toronto: '2027-11-07T21:00', why: 'the evening after clocks went back' },
  { name: 'christmas', toronto: '2026-12-25T10:00', why: 'a statutory holiday on a weekday (Friday)' },
];

/**
 * The tests that read a clock or a calendar: the domain (slots, holidays, reminders), the booking feature, the
 * functions, the Firestore rules (their request time), content dates, the feed and the head.
 */
export const TIME_SENSITIVE = [
  'src/domain',
  'src/content',
  'src/lib',
  'src/app',
  'src/features/booking',
  'functions/src',
  'tests/rules',
];

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/** A Hamilton wall-clock time, 'YYYY-MM-DDTHH:mm', as an instant. */
export function torontoTime(wallClock: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock);
  if (!match) throw new Error(`Not a 'YYYY-MM-DDTHH:mm' time: ${wallClock}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, 'America/Toronto').getTime());
}

export function instantOf(instant: ClockInstant): Date {
  return torontoTime(instant.toronto);
}

/**
 * The environment that hooks a process's wall clock with libfaketime: `FAKETIME` is either '@<epoch seconds>'
 * (the clock starts there when the process starts) or '+N' / '-N' (every process is N seconds off the real
 * clock, so processes started at different moments agree).
 */
function libfaketimeEnv(faketime: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const preload = [env.LD_PRELOAD, LIBFAKETIME].filter(Boolean).join(':');
  return {
    ...env,
    LD_PRELOAD: preload,
    FAKETIME: faketime,
    FAKETIME_FMT: '%s',
    DONT_FAKE_MONOTONIC: '1',
    // The HTML checker's JVM: it reads no date that matters, and starts far slower with the clock hooked.
    FAKETIME_SKIP_CMDS: 'java',
  };
}

/**
 * Added for a JVM whose clock libfaketime moves (the Firestore emulator's): the library's fix for timed waits on
 * the monotonic clock made the emulator's JVM wait out its timeouts (a 5 s start took a minute); with the
 * monotonic clock real (`DONT_FAKE_MONOTONIC`) the fix is not needed.
 */
export const JVM_FAKETIME = { FAKETIME_FORCE_MONOTONIC_FIX: '0' } as const;

/** The environment that makes a process's clock start at `at` and run on from there. */
export function fakeClockEnv(at: Date, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return libfaketimeEnv(`@${Math.floor(at.getTime() / 1000)}`, env);
}

/** The environment that sets a process's clock `offsetSeconds` (a whole number) off the real one. */
export function shiftedClockEnv(offsetSeconds: number, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!Number.isInteger(offsetSeconds)) throw new RangeError(`Not a whole number of seconds: ${offsetSeconds}`);
  return libfaketimeEnv(offsetSeconds < 0 ? String(offsetSeconds) : `+${offsetSeconds}`, env);
}

export function hasLibfaketime(): boolean {
  return existsSync(LIBFAKETIME);
}

export function chooseInstants(names: string | undefined): ClockInstant[] {
  if (!names || names === 'all') return [...INSTANTS];
  return names.split(',').map((name) => {
    const found = INSTANTS.find((instant) => instant.name === name);
    if (!found) throw new Error(`Unknown instant '${name}'; one of: ${INSTANTS.map((i) => i.name).join(', ')}`);
    return found;
  });
}

function runVitest(filters: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', ...filters], { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A unit test file that reads a clock: one that a filter in `TIME_SENSITIVE` selects (a part of its path). */
export function isTimeSensitive(relativePath: string): boolean {
  return TIME_SENSITIVE.some((filter) => relativePath.includes(filter));
}

/** Every unit test file that does not read a clock, as absolute paths (each a Vitest filter of that file alone). */
async function filesOutsideTimeSensitive(): Promise<string[]> {
  const listed = await new Promise<string>((resolve, reject) => {
    let out = '';
    const child = spawn('npx', ['vitest', 'list', '--filesOnly', '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`vitest list exited ${code}`))));
  });
  const files = (JSON.parse(listed) as { file: string }[]).map(({ file }) => file);
  return [...new Set(files)].filter((file) => !isTimeSensitive(path.relative(process.cwd(), file)));
}

async function main(args: string[]): Promise<number> {
  if (!hasLibfaketime()) {
    console.error(`test:clock needs libfaketime (${LIBFAKETIME}): apt-get install -y faketime`);
    return 1;
  }
  let names: string | undefined;
  let tz: string | undefined;
  let restAtRealClock = false;
  const filters: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--at') names = args[++i];
    else if (args[i] === '--tz') tz = args[++i];
    else if (args[i] === '--time-sensitive') filters.push(...TIME_SENSITIVE);
    else if (args[i] === '--rest-at-real-clock') restAtRealClock = true;
    else filters.push(args[i]!);
  }
  const env = tz ? { ...process.env, TZ: tz } : process.env;
  const results: { name: string; code: number }[] = [];
  if (restAtRealClock) {
    console.log('\n=== the real clock: every unit test outside the time-sensitive suites');
    results.push({
      name: 'the rest, at the real clock',
      code: await runVitest(await filesOutsideTimeSensitive(), env),
    });
  }
  for (const instant of chooseInstants(names)) {
    const at = instantOf(instant);
    const name = `${instant.name.padEnd(22)} ${instant.toronto} Toronto  ${at.toISOString()}`;
    console.log(`\n=== ${instant.name}: ${instant.toronto} in Toronto (${at.toISOString()}): ${instant.why}`);
    results.push({ name, code: await runVitest(filters, fakeClockEnv(at, env)) });
  }
  console.log('\nThe runs:');
  for (const { name, code } of results) console.log(`  ${code === 0 ? 'pass' : 'FAIL'}  ${name}`);
  return results.every(({ code }) => code === 0) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
