/** Where a ship's ensign stands on her token, how big it is and which colour; and what draws it. */
import { describe, expect, it } from 'vitest';
import {
  ENSIGN_EDGE,
  ENSIGN_INK,
  FLAG_MIN_WIDTH,
  ensignDrawing,
  paintEnsign,
  type EnsignToken,
} from '../../src/canvas/ensign-flag';
import { ensignColour } from '../../src/data/ensign';
import { FakeGraphics } from '../support/fake-pixi';

/** A frigate's token at grid size 100 (5 × 2.5 cm at 5 cm a square): 50 px broad, 100 px long, bow up. */
const frigate: EnsignToken = {
  width: 50,
  height: 100,
  rotation: 0,
  artHeading: 0,
  nationality: 'British',
  side: 'friendly',
};

const hex = (nation: string, side: EnsignToken['side']) => Number.parseInt(ensignColour(nation, side).slice(1), 16);

describe('ensignDrawing', () => {
  it("flies her nation's colour, the one her tracker row shows, or her side's for a nation it does not know", () => {
    expect(ensignDrawing(frigate).colour).toBe(0xc8102e);
    expect(ensignDrawing({ ...frigate, nationality: 'französisch', side: 'hostile' }).colour).toBe(
      hex('French', 'hostile'),
    );
    expect(ensignDrawing({ ...frigate, nationality: 'Ruritanian', side: 'hostile' }).colour).toBe(hex('', 'hostile'));
    expect(ensignDrawing({ ...frigate, nationality: '', side: 'friendly' }).colour).not.toBe(
      ensignDrawing({ ...frigate, nationality: '', side: 'hostile' }).colour,
    );
  });

  it('stands on her centre line toward the stern, the flag upright and flying from the head of the staff', () => {
    // Bow up: the stern is below the centre, 0.8 of her half-length (40 px) toward it.
    expect(ensignDrawing(frigate)).toEqual({
      colour: 0xc8102e,
      staff: { x: 25, foot: 90, head: 67.6 },
      flag: { x: 25, y: 67.6, width: 21, height: 14 },
      line: 1.75,
    });
  });

  it('follows her stern round as she turns, and flies astern: left when her stern lies to the left', () => {
    const east = ensignDrawing({ ...frigate, rotation: 90 });
    // Heading east, her stern lies west of the centre (25, 50), past the token's box: her art turns about its centre.
    expect(east.staff).toEqual({ x: -15, foot: 50, head: 27.6 });
    expect(east.flag).toEqual({ x: -36, y: 27.6, width: 21, height: 14 });
    const west = ensignDrawing({ ...frigate, rotation: 270 });
    expect(west.staff.x).toBe(65);
    expect(west.flag.x).toBe(65);
    // Heading south, the stern is above: the flag still stands up from it, to the right.
    const south = ensignDrawing({ ...frigate, rotation: 180 });
    expect(south.staff).toEqual({ x: 25, foot: 10, head: -12.4 });
    expect(south.flag.x).toBe(25);
    // A quartering heading: the stern south-west of the centre.
    const northEast = ensignDrawing({ ...frigate, rotation: 45 });
    expect(northEast.staff.x).toBeCloseTo(25 - 40 * Math.SQRT1_2, 1);
    expect(northEast.staff.foot).toBeCloseTo(50 + 40 * Math.SQRT1_2, 1);
    expect(northEast.flag.x).toBeLessThan(northEast.staff.x);
  });

  it('reads her length along the bow of her art, for art drawn bow sideways', () => {
    // Art drawn bow to the right on a token 100 px wide and 50 px high: her stern is at the left.
    const sideways = ensignDrawing({ ...frigate, width: 100, height: 50, artHeading: 90 });
    expect(sideways.staff).toEqual({ x: 10, foot: 25, head: 2.6 });
    expect(sideways.flag.x).toBe(-11);
    // The same ship turned to face down the canvas: the stern above the centre.
    const turned = ensignDrawing({ ...frigate, width: 100, height: 50, artHeading: 90, rotation: 90 });
    expect(turned.staff.x).toBe(50);
    expect(turned.staff.foot).toBe(-15);
  });

  it("scales with the token's breadth, never below a flag the table can tell apart, whatever her heading", () => {
    const sizes = [0, 30, 90, 135, 200, 315].map((rotation) => ensignDrawing({ ...frigate, rotation }).flag);
    for (const flag of sizes) expect([flag.width, flag.height]).toEqual([21, 14]);
    // A first rate is longer, not broader: the same flag.
    expect(ensignDrawing({ ...frigate, height: 150 }).flag.width).toBe(21);
    const doubled = ensignDrawing({ ...frigate, width: 100, height: 200 });
    expect(doubled.flag).toMatchObject({ width: 42, height: 28 });
    expect(doubled.line).toBe(3.5);
    // A cutter on a scene of small squares: the least flag.
    const small = ensignDrawing({ ...frigate, width: 20, height: 20 });
    expect(small.flag).toMatchObject({ width: FLAG_MIN_WIDTH, height: 9.33 });
    expect(small.line).toBeGreaterThanOrEqual(1);
  });

  it('draws the same for the same token, so a refresh that changes nothing is seen to', () => {
    expect(JSON.stringify(ensignDrawing({ ...frigate }))).toBe(JSON.stringify(ensignDrawing({ ...frigate })));
    expect(JSON.stringify(ensignDrawing({ ...frigate, rotation: 1 }))).not.toBe(JSON.stringify(ensignDrawing(frigate)));
  });
});

describe('paintEnsign', () => {
  it('clears what was drawn, then draws the staff in ink and the field in her colour inside a dark border', () => {
    const pen = new FakeGraphics();
    pen.drawRect(0, 0, 5, 5);
    const d = ensignDrawing(frigate);
    paintEnsign(pen, d);
    expect(pen.history[1]).toEqual(['clear']);
    expect(pen.calls).toEqual([
      ['lineStyle', 3.5, ENSIGN_INK, 1],
      ['moveTo', 25, 90],
      ['lineTo', 25, 67.6],
      ['beginFill', ENSIGN_INK, 1],
      ['drawRect', 23.25, 65.85, 24.5, 17.5],
      ['endFill'],
      ['lineStyle', 1.75, ENSIGN_EDGE, 1],
      ['beginFill', 0xc8102e, 1],
      ['drawRect', 25, 67.6, 21, 14],
      ['endFill'],
    ]);
  });
});
