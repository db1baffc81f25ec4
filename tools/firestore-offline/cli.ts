/**
 * Offline Firestore endpoint, command line:
 *   tsx tools/firestore-offline/cli.ts [--port 8080] [--host 127.0.0.1] [--data .local/firestore/data.json]
 *                                      [--clean] [--project demo-x] [--open] [--verbose]
 * Prints `Offline Firestore listening on http://HOST:PORT` once ready; SIGINT/SIGTERM close it cleanly (exit 0).
 */
import { parseArgs } from 'node:util';
import { createFirestoreServer } from './server.js';

const USAGE = `Usage: tsx tools/firestore-offline/cli.ts [options]
  --port <n>        port to listen on (default 8080; 0 picks a free one)
  --host <addr>     address to listen on (default 127.0.0.1)
  --data <file>     JSON file to load at start and rewrite after every change (default: memory only)
  --clean           start empty, ignoring what --data holds
  --project <id>    serve only this project id (default: any)
  --open            no access rules: every request may read and write everything
  --verbose         log one line per request
  --help            show this text`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '8080' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        clean: { type: 'boolean', default: false },
        project: { type: 'string' },
        open: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port: ${values.port}`);

  let firestore;
  try {
    firestore = createFirestoreServer({
      ...(values.project !== undefined ? { projectId: values.project } : {}),
      ...(values.data !== undefined ? { dataFile: values.data } : {}),
      clean: values.clean,
      ...(values.open ? { rules: 'open' as const } : {}),
      ...(values.verbose ? { log: (line: string) => process.stdout.write(`${line}\n`) } : {}),
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }

  let info;
  try {
    info = await firestore.listen(port, values.host);
  } catch (error) {
    process.stderr.write(`Could not listen on ${values.host}:${port}: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(`Offline Firestore listening on ${info.url}\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    firestore
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        process.stderr.write(`Error while stopping on ${signal}: ${(error as Error).message}\n`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
