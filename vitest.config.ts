import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogPostsPlugin } from './scripts/blog-posts';

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
          name: 'node',
          environment: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/content/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'tools/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/rules/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
