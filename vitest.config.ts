import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogPostsPlugin } from './scripts/blog-posts';

export default defineConfig({
  plugins: [react(), blogPostsPlugin({ postsDir: 'src/content/blog/posts', publicDir: 'public' })],
  test: {
    // One worker a core (Vitest's default leaves one idle): most files wait on a local Firestore
    // endpoint, a child process or jsdom's timers, not on the CPU.
    maxWorkers: availableParallelism(),
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
          ],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
