/**
 * The ships' ensigns as the real PIXI 7 (the version Foundry v13 ships) draws them in Chromium:
 * the system's own ensign code (src/canvas/ensign-flag.ts, bundled for the page) paints each flag
 * on a token laid out as Foundry lays one out (a container at the token's corner, her art turned
 * about its centre, the flag a child of the container), over a sea with a 100 px grid, at the
 * usual zoom and at half of it. The pixels under each flag are read back and the picture is taken
 * in both interface themes.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import type * as Pixi from 'pixi.js';
import type * as EnsignFlag from '../../src/canvas/ensign-flag';
import { ROOT, screenshot, showInWindow, useBrowser } from '../support/render';

const browser = useBrowser();

/** The ensign code as one script for the page: it defines `BroadsideEnsign` with the module's exports. */
async function ensignScript(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    build: {
      write: false,
      minify: false,
      lib: { entry: join(ROOT, 'src/canvas/ensign-flag.ts'), formats: ['iife'], name: 'BroadsideEnsign' },
    },
  });
  const result = (Array.isArray(built) ? built[0] : built) as { output: { code?: string }[] };
  return result.output[0]!.code!;
}

const art = (file: string) =>
  `data:image/svg+xml;base64,${readFileSync(join(ROOT, 'assets/ships', file)).toString('base64')}`;

/** Ships on the scene: top-left corner and size in px at grid size 100, rotation, her sheet's nation, her side. */
const SHIPS = [
  { x: 40, y: 60, w: 50, h: 100, rotation: 0, art: 'frigate', nationality: 'British', side: 'friendly' },
  { x: 180, y: 60, w: 50, h: 100, rotation: 90, art: 'frigate', nationality: 'French', side: 'hostile' },
  { x: 320, y: 40, w: 50, h: 150, rotation: 225, art: 'two-decker', nationality: 'Spanish', side: 'hostile' },
  { x: 460, y: 60, w: 50, h: 100, rotation: 300, art: 'frigate', nationality: 'Dutch', side: 'hostile' },
  { x: 600, y: 60, w: 50, h: 100, rotation: 180, art: 'frigate', nationality: 'Ruritanian', side: 'hostile' },
  { x: 740, y: 60, w: 50, h: 100, rotation: 30, art: 'frigate', nationality: '', side: 'friendly' },
] as const;

type Sample = { rgb: number[]; expected: number; nationality: string; zoom: number };

describe("the ships' ensigns on the canvas", () => {
  it("fly each nation's colour at the stern, upright however she lies, at the usual zoom and at half", async () => {
    // The canvas, inside the window's padding.
    const width = 820;
    const page = await showInWindow(browser(), '<div class="ensign-stage"></div>', {
      classes: ['broadside'],
      width: width + 40,
      height: 420,
      tag: 'div',
    });
    await page.addScriptTag({ content: readFileSync(join(ROOT, 'node_modules/pixi.js/dist/pixi.min.js'), 'utf8') });
    await page.addScriptTag({ content: await ensignScript() });
    const ships = SHIPS.map((s) => ({ ...s, src: art(`${s.art}.svg`) }));
    const samples = await page.evaluate(
      async ({ ships, width }) => {
        const win = window as unknown as { BroadsideEnsign: typeof EnsignFlag; PIXI: typeof Pixi };
        const { ensignDrawing, paintEnsign } = win.BroadsideEnsign;
        const PIXI = win.PIXI;
        const app = new PIXI.Application({
          width,
          height: 340,
          backgroundColor: 0x2f5d73,
          antialias: true,
          preserveDrawingBuffer: true,
        });
        document.querySelector('.ensign-stage')!.appendChild(app.view as HTMLCanvasElement);
        const grid = new PIXI.Graphics();
        grid.lineStyle(1, 0xffffff, 0.12);
        for (let x = 0; x <= width; x += 100) grid.moveTo(x, 0).lineTo(x, 340);
        for (let y = 0; y <= 340; y += 100) grid.moveTo(0, y).lineTo(width, y);
        app.stage.addChild(grid);
        const textures = await Promise.all(ships.map((s) => PIXI.Assets.load<Pixi.Texture>(s.src)));
        const out: { rgb: number[]; expected: number; nationality: string; zoom: number }[] = [];
        const flags: { x: number; y: number; expected: number; nationality: string; zoom: number }[] = [];
        for (const [zoom, top] of [
          [1, 0],
          [0.5, 230],
        ] as const) {
          const scene = app.stage.addChild(new PIXI.Container());
          scene.scale.set(zoom);
          scene.position.set(0, top);
          ships.forEach((s, i) => {
            // As Foundry lays a token out: her container at her corner, her art turned about its centre.
            const token = scene.addChild(new PIXI.Container());
            token.position.set(s.x, s.y);
            const mesh = token.addChild(new PIXI.Sprite(textures[i]));
            mesh.anchor.set(0.5);
            mesh.width = s.w;
            mesh.height = s.h;
            mesh.position.set(s.w / 2, s.h / 2);
            mesh.angle = s.rotation;
            const d = ensignDrawing({
              width: s.w,
              height: s.h,
              rotation: s.rotation,
              artHeading: 0,
              nationality: s.nationality,
              side: s.side,
            });
            paintEnsign(token.addChild(new PIXI.Graphics()), d);
            const centre = { x: d.flag.x + d.flag.width / 2, y: d.flag.y + d.flag.height / 2 };
            flags.push({
              x: (s.x + centre.x) * zoom,
              y: top + (s.y + centre.y) * zoom,
              expected: d.colour,
              nationality: s.nationality,
              zoom,
            });
          });
        }
        app.render();
        const copy = document.createElement('canvas');
        copy.width = width;
        copy.height = 340;
        const ctx = copy.getContext('2d')!;
        ctx.drawImage(app.view as HTMLCanvasElement, 0, 0);
        for (const f of flags) {
          const [r, g, b] = ctx.getImageData(Math.round(f.x), Math.round(f.y), 1, 1).data;
          out.push({ rgb: [r!, g!, b!], expected: f.expected, nationality: f.nationality, zoom: f.zoom });
        }
        return out;
      },
      { ships, width },
    );
    // The middle of every flag, at both zooms, is its nation's colour (its side's, for a nation not known).
    const near = (s: Sample) =>
      s.rgb.every((v, i) => Math.abs(v - ((s.expected >> (16 - 8 * i)) & 0xff)) <= 6) ? 'ok' : s.rgb.join(',');
    expect(samples.map((s) => [s.nationality, s.zoom, near(s)])).toEqual(
      samples.map((s) => [s.nationality, s.zoom, 'ok']),
    );
    // Six ships, six colours: every side tells apart from the others.
    expect(new Set(samples.filter((s) => s.zoom === 1).map((s) => s.expected)).size).toBe(6);
    await screenshot(page, 'token-ensigns');
    await page.close();
  });
});
