/**
 * The house rules of docs/architecture.md are lint rules: one planted import of each forbidden kind
 * must fail `eslint`, and the allowed directions must pass. A planted cycle replaces an existing file's
 * text with an import of a module that already imports that file.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const planted = value;\n`, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/booking/planted.ts',
      "import { TestimonialCarousel as value } from '../testimonials/TestimonialCarousel';",
      'Features never import each other',
    ],
    [
      'a feature importing the app',
      'src/features/contact/planted.ts',
      "import { theme as value } from '../../app/theme';",
      'nothing imports the app',
    ],
    [
      'shared components importing a feature',
      'src/components/planted.ts',
      "import { BookingSection as value } from '../features/booking/BookingSection';",
      'never imports a feature',
    ],
    [
      'a feature importing a page',
      'src/features/blog/planted.ts',
      "import value from '../../pages/HomePage';",
      'only the app imports pages',
    ],
    [
      'the domain importing content',
      'src/domain/booking/planted.ts',
      "import { blogPosts as value } from '../../content/blog';",
      'The domain is pure',
    ],
    [
      'the functions importing web content',
      'functions/src/planted.ts',
      "import { blogPosts as value } from '../../src/content/blog.js';",
      'The functions import only src/domain',
    ],
    [
      "the functions' plumbing importing a use case",
      'functions/src/lib/planted.ts',
      "import { handleBooking as value } from '../booking/handler.js';",
      "The functions' shared plumbing",
    ],
    [
      'one use case of the functions importing another',
      'functions/src/inquiry/planted.ts',
      "import { handleBooking as value } from '../booking/handler.js';",
      'A use case of the functions imports only itself',
    ],
    [
      'product code importing a test helper',
      'src/features/staff/planted.ts',
      "import { fakeApi as value } from '../../../tests/utils/staffApi';",
      'Product code never imports tests/',
    ],
    [
      "the staff importing the booking's handler",
      'functions/src/staff/planted.ts',
      "import { handleBooking as value } from '../booking/handler.js';",
      'A use case of the functions imports only itself',
    ],
  ])('fails on %s', async (_kind, filePath, code, message) => {
    const found = await problems(filePath, code);
    expect(found).toEqual([expect.stringContaining(message)]);
    expect(found[0]).toMatch(/^house\/import-zones: /);
  });

  it.each([
    [
      'a page importing a feature',
      'src/pages/planted.ts',
      "import { BookingSection as value } from '../features/booking/BookingSection';",
    ],
    [
      'a feature importing the domain',
      'src/features/booking/planted.ts',
      "import { slotId as value } from '../../domain/booking/slots';",
    ],
    [
      'a feature importing its own files',
      'src/features/booking/planted.ts',
      "import { BookingSection as value } from './BookingSection';",
    ],
    [
      'the functions importing the domain',
      'functions/src/planted.ts',
      "import { company as value } from '../../src/domain/company.js';",
    ],
    [
      'the staff reading bookings through the booking store',
      'functions/src/staff/planted.ts',
      "import { storedOf as value } from '../booking/store/documents.js';",
    ],
    [
      'a use case of the functions importing the plumbing',
      'functions/src/booking/planted.ts',
      "import { gateForm as value } from '../http/gate.js';",
    ],
  ])('passes %s', async (_kind, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});

describe('import cycles', () => {
  it.each([
    [
      'the functions: the request basics importing the gate that imports them',
      'functions/src/http/request.ts',
      "import { gateForm as value } from './gate.js';",
    ],
    [
      'the site: the slot calendar importing the invitation that imports it',
      'src/domain/booking/slots.ts',
      "import { consultationIcs as value } from './invitation';",
    ],
    [
      'a type-only import back (the type belongs where both can import it)',
      'functions/src/http/request.ts',
      "import type { FormGateOptions } from './gate.js';\nconst value: FormGateOptions<never> | undefined = undefined;",
    ],
    [
      'a cycle through several files, closed by a type',
      'src/domain/calendarDate.ts',
      "import type { DayAvailability } from './booking/slots';\nconst value: DayAvailability | undefined = undefined;",
    ],
  ])('fails on %s', async (_kind, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([
      expect.stringMatching(/^cycles\/no-cycle: Import cycle \(type-only imports count too\): /),
    ]);
  });
});

describe('measures', () => {
  it.each([
    ['a styled rule', 'src/components/planted.ts', 'const value = `max-width: 60ch;`;'],
    ['a prop', 'src/pages/planted.tsx', "const value = { $measure: '56ch' };"],
  ])('fails on a ch measure in %s', async (_kind, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([expect.stringMatching(/^no-restricted-syntax: Measure in em/)]);
  });

  it('passes an em measure and words ending in "ch"', async () => {
    expect(await problems('src/components/planted.ts', "const value = `max-width: 38em;` + 'search';")).toEqual([]);
  });
});
