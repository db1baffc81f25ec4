/**
 * Google's Cloud Firestore emulator as installed on this machine: the jar of the Debian package
 * `google-cloud-cli-firestore-emulator`, and a Java to run it. firebase-tools starts it when the Java is 21 or
 * later (its minimum) and it is pointed at a launcher jar (the package's jar names no main class, and
 * firebase-tools runs `java -jar`); an older Java runs the jar directly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const EMULATOR_PACKAGE = 'google-cloud-cli-firestore-emulator';
export const EMULATOR_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const PACKAGED_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
/** firebase-tools 15 refuses to start its emulators on an older Java. */
export const FIREBASE_TOOLS_MIN_JAVA = 21;
/** The oldest Java the emulator jar runs on. */
const EMULATOR_MIN_JAVA = 11;
/**
 * The JVM compiles the emulator's hot code with its quick compiler only. Its optimising one spent about a third of
 * the emulator's CPU time in the unit tests compiling code that a short local run never pays back: the staff,
 * privacy and manage tests used 24–25 CPU-seconds of Java against 38–39 by default, in about the same time.
 */
export const EMULATOR_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1'];

export interface JavaHome {
  home: string;
  major: number;
}

export interface FirestoreEmulator {
  jar: string;
  java: JavaHome;
  /** As the jar reports it, e.g. '1.19.9'. */
  version: string;
}

/** The emulator jar: FIRESTORE_EMULATOR_JAR, else the package's (where dpkg says it installed it). */
export function findEmulatorJar(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.FIRESTORE_EMULATOR_JAR)
    return existsSync(env.FIRESTORE_EMULATOR_JAR) ? env.FIRESTORE_EMULATOR_JAR : undefined;
  if (existsSync(PACKAGED_JAR)) return PACKAGED_JAR;
  const listed = spawnSync('dpkg', ['-L', EMULATOR_PACKAGE], { encoding: 'utf8' });
  return listed.status === 0 ? listed.stdout.split('\n').find((path) => path.endsWith('.jar')) : undefined;
}

function majorOf(home: string): number {
  const release = join(home, 'release');
  if (!existsSync(release)) return 0;
  const version = /^JAVA_VERSION="(\d+)(?:\.(\d+))?/m.exec(readFileSync(release, 'utf8'));
  if (!version) return 0;
  // Java 8 and older number themselves 1.x.
  return version[1] === '1' ? Number(version[2]) : Number(version[1]);
}

/**
 * The newest Java installed: JAVA_HOME, the systems's JVM folder (where Debian's OpenJDK and other JDKs,
 * such as Temurin, install; `update-alternatives` lists only some of them) and the `java` on PATH.
 */
export function findJava(env: NodeJS.ProcessEnv = process.env, jvmDir = '/usr/lib/jvm'): JavaHome | undefined {
  const homes = new Set<string>();
  if (env.JAVA_HOME) homes.add(env.JAVA_HOME);
  if (existsSync(jvmDir)) for (const name of readdirSync(jvmDir)) homes.add(join(jvmDir, name));
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir.endsWith('/bin') && existsSync(join(dir, 'java'))) homes.add(dir.slice(0, -'/bin'.length));
  }
  return [...homes]
    .filter((home) => existsSync(join(home, 'bin', 'java')))
    .map((home) => ({ home, major: majorOf(home) }))
    .sort((a, b) => b.major - a.major)[0];
}

/** The emulator and the Java that runs it, or why there is none (naming what to install). */
export function findFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): FirestoreEmulator | { missing: string } {
  const jar = findEmulatorJar(env);
  if (!jar)
    return {
      missing: `Google's Firestore emulator is not installed: apt-get install ${EMULATOR_PACKAGE} (or set FIRESTORE_EMULATOR_JAR to its jar)`,
    };
  const java = findJava(env);
  if (!java || java.major < EMULATOR_MIN_JAVA)
    return {
      missing: `The Firestore emulator needs Java ${EMULATOR_MIN_JAVA} or later (${FIREBASE_TOOLS_MIN_JAVA}+ to start it through firebase-tools): apt-get install default-jre-headless`,
    };
  const reported = spawnSync(join(java.home, 'bin', 'java'), ['-cp', jar, EMULATOR_MAIN_CLASS, '--version'], {
    encoding: 'utf8',
  });
  const version = /(\d+\.\d+\.\d+)/.exec(`${reported.stdout}${reported.stderr}`)?.[1];
  if (reported.status !== 0 || !version)
    return { missing: `${jar} did not run on ${java.home}: ${reported.stderr || reported.stdout}`.trim() };
  return { jar, java, version };
}

/**
 * A jar whose manifest names the emulator's main class and puts the package's jar on the class path, built in
 * `dir` with the JDK's `jar` tool (once for each emulator jar): what firebase-tools' `java -jar` can start.
 * Undefined when this Java has no `jar` tool (a runtime without the JDK).
 */
export async function launcherJar(emulator: FirestoreEmulator, dir: string): Promise<string | undefined> {
  const jarTool = join(emulator.java.home, 'bin', 'jar');
  if (!existsSync(jarTool)) return undefined;
  const manifest = `Main-Class: ${EMULATOR_MAIN_CLASS}\nClass-Path: ${pathToFileURL(emulator.jar).href}\n`;
  const manifestPath = join(dir, 'MANIFEST.MF');
  const launcher = join(dir, 'firestore-emulator-launcher.jar');
  const built = existsSync(launcher) && existsSync(manifestPath) && (await readFile(manifestPath, 'utf8')) === manifest;
  if (built) return launcher;
  await mkdir(dir, { recursive: true });
  await writeFile(manifestPath, manifest);
  const result = spawnSync(jarTool, ['cfm', launcher, manifestPath], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Building ${launcher} failed: ${result.stderr}`);
  return launcher;
}

/** The command line that runs the emulator jar itself on `java`. */
export function directCommand(
  emulator: FirestoreEmulator,
  options: { host: string; port: number; rules: string; seedFromExport?: string },
): [string, string[]] {
  return [
    join(emulator.java.home, 'bin', 'java'),
    [
      ...EMULATOR_JVM_OPTIONS,
      '-Duser.language=en',
      '-cp',
      emulator.jar,
      EMULATOR_MAIN_CLASS,
      '--host',
      options.host,
      '--port',
      String(options.port),
      '--rules',
      options.rules,
      // An export's `.overall_export_metadata` file, as firebase-tools' `--import` hands it over.
      ...(options.seedFromExport ? ['--seed_from_export', options.seedFromExport] : []),
    ],
  ];
}
