import { pathToFileURL } from 'node:url';

/**
 * Runs `main` when the module at `moduleUrl` (its `import.meta.url`) is the script node was started with, not
 * when a test imports it; a thrown error ends the process with its message and exit code 1.
 */
export function runWhenMain(moduleUrl: string, main: () => void | Promise<void>) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
