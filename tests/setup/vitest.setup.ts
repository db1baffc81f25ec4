import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor still return as soon as what they wait for appears; this is only how long they wait before
// failing. Testing Library's 1 s default failed a dialog that took longer to appear while both cores of the
// machine were busy (a local request, a render and focus moves in jsdom), with the test otherwise passing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
