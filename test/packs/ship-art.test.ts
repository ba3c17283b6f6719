/**
 * The ships' token art: drawn by tools/ship-art.mjs, well-formed, bow up, and legible at the size a
 * token has on a scene at Foundry's default 100 px to a square, on light and dark backgrounds.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ART_DIR, shipArt } from '../../tools/ship-art.mjs';
import { SOURCE_DIR, readSources } from '../../tools/packs.mjs';
import { SCREENSHOTS, useBrowser } from '../support/render';
import { FOOTPRINTS } from '../../src/rules/kmh';

const browser = useBrowser();
const files = readdirSync(ART_DIR)
  .filter((f) => f.endsWith('.svg'))
  .sort();
const dataUrl = (file: string) => `data:image/svg+xml;base64,${readFileSync(join(ART_DIR, file)).toString('base64')}`;

/** Foundry's default grid square in pixels, and its scenes' 5 cm to the square. */
const PX_PER_SQUARE = 100;
const CM_PER_SQUARE = 5;
const BACKGROUNDS = { light: '#ece6d3', grey: '#999999', dark: '#1c2a33' } as const;
/** Art shown as tokens of their rate: a first rate, a frigate, a cutter. */
const SHOWN = [
  ['three-decker.svg', FOOTPRINTS.first],
  ['frigate.svg', FOOTPRINTS.fifth],
  ['cutter.svg', FOOTPRINTS.cutter],
] as const;
/** Every art file with every token size (in squares) a compendium ship wears it at. */
const WORN = [
  ...new Set(
    readSources(join(SOURCE_DIR, 'ships')).map(({ doc }) => {
      const token = doc.prototypeToken as { width: number; height: number; texture: { src: string } };
      return `${token.texture.src.split('/').pop()!} ${token.width} ${token.height}`;
    }),
  ),
]
  .map((key) => key.split(' '))
  .map(([file, width, height]) => [file!, Number(width), Number(height)] as const);

interface Parsed {
  error: string | null;
  viewBox: number[];
  hull: [number, number][];
}

async function parse(page: Page, svg: string): Promise<Parsed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const root = doc.documentElement;
    const viewBox = (root.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
    const points = doc.getElementById('hull')?.getAttribute('points') ?? '';
    const hull = points
      .trim()
      .split(/\s+/)
      .map((p) => p.split(',').map(Number) as [number, number]);
    return { error: root.localName === 'svg' ? error : `root is <${root.localName}>`, viewBox, hull };
  }, svg);
}

interface Rendered {
  /** Rows from the box's top and bottom where the art begins and ends. */
  top: number;
  bottom: number;
  height: number;
  /** Centre of the art's first row (its bow), and the box's centre. */
  bowX: number;
  centreX: number;
  /** Width of the art's last row (its stern) against its widest row. */
  sternWidth: number;
  widest: number;
  /** Per background, the share of sampled edges with an outline of 3:1 contrast or more. */
  contrast: Record<string, number>;
}

/** Draws the art fitted into a token's box, as Foundry's "contain" fit does, and measures it. */
async function render(page: Page, file: string, widthPx: number, heightPx: number): Promise<Rendered> {
  return page.evaluate(
    async ({ url, w, h, backgrounds }) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const scale = Math.min(w / img.naturalWidth, h / img.naturalHeight);
      const [dw, dh] = [img.naturalWidth * scale, img.naturalHeight * scale];
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [w, h];
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, (w - dw) / 2, (h - dh) / 2, dw, dh);
      const { data } = ctx.getImageData(0, 0, w, h);
      const alpha = (x: number, y: number) => data[(y * w + x) * 4 + 3]! / 255;
      const rows: { from: number; to: number }[] = [];
      for (let y = 0; y < h; y++) {
        let from = -1;
        let to = -1;
        for (let x = 0; x < w; x++) {
          if (alpha(x, y) > 0.5) {
            if (from < 0) from = x;
            to = x;
          }
        }
        rows.push({ from, to });
      }
      const filled = rows.map((r, y) => (r.from >= 0 ? y : -1)).filter((y) => y >= 0);
      const top = filled[0]!;
      const bottom = filled[filled.length - 1]!;
      const widthOf = (r: { from: number; to: number }) => (r.from < 0 ? 0 : r.to - r.from + 1);
      const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
      const lum = (rgb: number[]) => {
        const [r, g, b] = rgb.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const contrast: Record<string, number> = {};
      for (const [name, colour] of Object.entries(backgrounds)) {
        const bg = hex(colour);
        const bgLum = lum(bg);
        let edges = 0;
        let clear = 0;
        const stands = (x: number, y: number) => {
          const k = (y * w + x) * 4;
          const a = data[k + 3]! / 255;
          if (a <= 0.5) return false;
          const px = [0, 1, 2].map((c) => data[k + c]! * a + bg[c]! * (1 - a));
          return ratio(lum(px), bgLum) >= 3;
        };
        // At each end of every row of the art, within 3 px of its edge, some pixel of the art
        // must stand out 3:1 from the background: an outline the eye can follow.
        for (let y = top; y <= bottom; y++) {
          const r = rows[y]!;
          if (r.from < 0) continue;
          for (const edge of [r.from, r.to]) {
            edges += 1;
            let found = false;
            for (let dy = -3; dy <= 3 && !found; dy++) {
              for (let dx = -3; dx <= 3 && !found; dx++) {
                const [x, yy] = [edge + dx, y + dy];
                if (x >= 0 && x < w && yy >= 0 && yy < h) found = stands(x, yy);
              }
            }
            if (found) clear += 1;
          }
        }
        contrast[name] = clear / edges;
      }
      const bow = rows[top]!;
      return {
        top,
        bottom: h - 1 - bottom,
        height: h,
        bowX: (bow.from + bow.to) / 2,
        centreX: (w - 1) / 2,
        sternWidth: widthOf(rows[bottom]!),
        widest: Math.max(...rows.map(widthOf)),
        contrast,
      };
    },
    { url: dataUrl(file), w: widthPx, h: heightPx, backgrounds: BACKGROUNDS },
  );
}

describe("the ships' token art", () => {
  it('is what tools/ship-art.mjs draws, one file per size and rig', () => {
    const drawn = shipArt();
    expect(files).toEqual(Object.keys(drawn).sort());
    for (const file of files) expect(readFileSync(join(ART_DIR, file), 'utf8'), file).toBe(drawn[file]);
  });

  it.each(files)(
    '%s is well-formed SVG, taller than wide, with its bow point at the top and a square stern',
    async (file) => {
      const page = await browser().newPage();
      const { error, viewBox, hull } = await parse(page, readFileSync(join(ART_DIR, file), 'utf8'));
      await page.close();
      expect(error).toBeNull();
      const [x0, y0, width, height] = viewBox as [number, number, number, number];
      expect([x0, y0]).toEqual([0, 0]);
      expect(height).toBeGreaterThan(width);
      const ys = hull.map(([, y]) => y);
      const [minY, maxY] = [Math.min(...ys), Math.max(...ys)];
      const bow = hull.filter(([, y]) => y === minY);
      // One point, on the centre line, in the top third (a cutter's long bowsprit runs on above it): the bow.
      expect(bow).toEqual([[width / 2, minY]]);
      expect(minY).toBeLessThan(height / 3);
      // The bottom is an edge as wide as a good part of the beam: the transom.
      const sternXs = hull.filter(([, y]) => y > maxY - 0.5).map(([x]) => x);
      const beam = Math.max(...hull.map(([x]) => x)) - Math.min(...hull.map(([x]) => x));
      expect(Math.max(...sternXs) - Math.min(...sternXs)).toBeGreaterThan(beam / 2);
      expect(maxY).toBeGreaterThan(height * 0.9);
    },
  );

  it('reads bow up at 100 px to a square on light, grey and dark scenes, on every token that wears it', async () => {
    const page = await browser().newPage({ viewport: { width: 420, height: 620 } });
    const box = (cm: number) => (cm / CM_PER_SQUARE) * PX_PER_SQUARE;
    expect(new Set(WORN.map(([file]) => file))).toEqual(new Set(files));
    for (const [file, width, height] of WORN) {
      const r = await render(page, file, width * PX_PER_SQUARE, height * PX_PER_SQUARE);
      // Bow at the very top, on the centre line; stern at the very bottom, broad: the art runs the token's length.
      expect(r.top, file).toBeLessThanOrEqual(r.height * 0.03);
      expect(r.bottom, file).toBeLessThanOrEqual(r.height * 0.03);
      expect(Math.abs(r.bowX - r.centreX), file).toBeLessThanOrEqual(1.5);
      expect(r.sternWidth, file).toBeGreaterThan(r.widest / 4);
      for (const [background, share] of Object.entries(r.contrast))
        expect(share, `${file} on ${background}`).toBeGreaterThanOrEqual(0.95);
    }
    const tokens = SHOWN.map(
      ([file, f]) =>
        `<div style="width:${box(f.beamCm)}px;height:${box(f.lengthCm)}px;margin:12px;outline:1px dashed rgba(128,128,128,.6);background:url(${dataUrl(file)}) center/contain no-repeat"></div>`,
    ).join('');
    const rows = Object.values(BACKGROUNDS)
      .map(
        (colour) => `<div style="display:flex;align-items:flex-start;background:${colour};padding:8px">${tokens}</div>`,
      )
      .join('');
    await page.setContent(
      `<!doctype html><body style="margin:0"><div class="application" style="display:inline-block">${rows}</div></body>`,
    );
    await page.locator('.application').screenshot({ path: join(SCREENSHOTS, 'ship-art-tokens.png') });
    await page.close();
  });
});
