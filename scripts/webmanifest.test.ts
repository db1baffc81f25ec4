import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from './paths';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const publicDir = join(rootDir, 'public');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('site.webmanifest', () => {
  it('lists maskable icons at 192 and 512 px, and every icon is a PNG of its stated size', async () => {
    const manifest = JSON.parse(await readFile(join(publicDir, 'site.webmanifest'), 'utf8')) as {
      icons: ManifestIcon[];
    };
    const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
    expect(maskable.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(await readFile(join(publicDir, icon.src)))).toBe(icon.sizes);
    }
  });
});
