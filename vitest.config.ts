import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogPostsPlugin } from './scripts/blog-posts';

/**
 * The node project's files share their worker's loaded modules (`isolate: false`): loading them once a worker
 * instead of once a file saves about a fifth of its CPU time. Its setup file puts back what a file may change (the
 * environment, timers, globals, the Admin SDK's apps). These files load functions/src/index.ts as the Functions
 * runtime does (settings read at load, the Admin SDK's default app), so each gets a process of its own, as each
 * deployed instance does. The web project stays isolated: its files would share one jsdom window.
 */
const ownProcessTests = [
  'functions/src/index.test.ts',
  'functions/src/index.teamChat.test.ts',
  'functions/src/failClosed.test.ts',
  'functions/src/staff/exported.test.ts',
];

const node = { environment: 'node', setupFiles: ['./tests/setup/node.setup.ts'], testTimeout: 20_000 };

export default defineConfig({
  plugins: [react(), blogPostsPlugin({ postsDir: 'src/content/blog/posts', publicDir: 'public' })],
  test: {
    // One worker a core (Vitest's default leaves one idle): most files wait on the Firestore emulator, a
    // child process or jsdom's timers, not on the CPU.
    maxWorkers: availableParallelism(),
    // Google's Firestore emulator, started for the first test that asks for one (tests/setup/firestoreEmulators.ts).
    globalSetup: ['./tests/setup/firestoreEmulators.ts'],
    // That first test's `beforeAll` waits for the emulator's JVM: seconds, and a minute on a loaded machine
    // when its clock is moved (libfaketime slows a JVM's start).
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/domain/**', 'src/content/**'],
          setupFiles: ['./tests/setup/vitest.setup.ts'],
          // Whole-page renders take seconds in jsdom on a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          ...node,
          name: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/content/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'tools/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/rules/**/*.test.ts',
          ],
          exclude: ownProcessTests,
          isolate: false,
        },
      },
      { extends: true, test: { ...node, name: 'node-own-process', include: ownProcessTests } },
    ],
  },
});
