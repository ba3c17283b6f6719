/**
 * The ship ruler on the fake table (test/support/fake-canvas.ts): what its waypoint labels and
 * segments say, and that a redraw looks the ship's move up and traces her path once.
 */
import { describe, expect, it } from 'vitest';
import { CORE_WAYPOINT_LABEL_TEMPLATE, FakeScene, FakeTable, asFoundry, templatesLoaded } from '../support/fake-canvas';

const { registerCanvas } = await import('../../src/canvas/register');
const { ShipRuler, BEYOND_COLOUR, WAYPOINT_LABEL_TEMPLATE } = await import('../../src/canvas/ship-ruler');
const { ShipToken } = await import('../../src/canvas/ship-token');

type Ruler = InstanceType<typeof ShipRuler>;
type RulerWaypoint = Parameters<Ruler['_getSegmentStyle']>[0];

type Waypoint = {
  x: number;
  y: number;
  stage: 'passed' | 'pending' | 'planned';
  previous: Waypoint | null;
  next: Waypoint | null;
};

/** A drag as the ruler gets it: the token's place (passed), then waypoints 100 px apart straight ahead. */
function drag(count: number): Waypoint[] {
  const chain: Waypoint[] = [];
  for (let i = 0; i <= count; i++) {
    const w: Waypoint = {
      x: 1000,
      y: 1000 - 100 * i,
      stage: i === 0 ? 'passed' : 'planned',
      previous: chain[i - 1] ?? null,
      next: null,
    };
    if (w.previous) w.previous.next = w;
    chain.push(w);
  }
  return chain;
}

function setUp(allowance: number) {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const sea = new FakeScene('sea', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
  gm.viewing = sea;
  t.use(gm);
  registerCanvas();
  const doc = t.ship('HMS Defiance', sea, { x: 1000, y: 1000 });
  doc.flags = {
    broadside: {
      move: {
        allowance,
        used: 0,
        traceHeading: null,
        movementId: '',
        sail: null,
        sailOrder: null,
        turned: [],
        strain: 0,
        turn: 0,
      },
    },
  };
  const ruler = new ShipRuler(asFoundry(new ShipToken(asFoundry(doc))));
  const redraw = () => ruler.refresh(asFoundry({}));
  const label = (w: Waypoint) => ruler._getWaypointLabelContext(asFoundry<RulerWaypoint>(w), asFoundry({}));
  const segment = (w: Waypoint) => ruler._getSegmentStyle(asFoundry<RulerWaypoint>(w));
  return { t, redraw, label, segment };
}

describe('the ship ruler', () => {
  it("labels each waypoint through its own template, leaving core's units alone, and marks what lies beyond reach", () => {
    const { redraw, label, segment } = setUp(12);
    const chain = drag(3);
    redraw();
    const labels = chain.map((w) => label(w) as Record<string, unknown> | undefined);
    const segments = chain.map(segment);
    expect(labels[1]).toMatchObject({ units: 'cm', broadside: { used: '5.0', beyond: false } });
    expect((labels[1]!.broadside as { lines: string[] }).lines[0]).toBe(
      'BROADSIDE.Sailing.ruler.left {"left":"7.0","allowance":"12.0"}',
    );
    expect(labels[3]).toMatchObject({ units: 'cm', broadside: { used: '15.0', beyond: true } });
    expect(labels[0]).not.toHaveProperty('broadside');
    expect(segments.map((s) => s.color === BEYOND_COLOUR)).toEqual([false, false, false, true]);
    expect(CONFIG.Token.rulerClass).toBe(ShipRuler);
    expect(ShipRuler.WAYPOINT_LABEL_TEMPLATE).toBe(WAYPOINT_LABEL_TEMPLATE);
    // Its template and core's (for tokens that are no ships) are loaded, core's as a partial.
    expect(templatesLoaded).toContainEqual(expect.arrayContaining([WAYPOINT_LABEL_TEMPLATE]));
    expect(templatesLoaded).toContainEqual({ broadsideCoreWaypointLabel: CORE_WAYPOINT_LABEL_TEMPLATE });
  });

  it("looks the ship's move up once a redraw, for ten waypoints' labels and segments", () => {
    const { t, redraw, label, segment } = setUp(60);
    const chain = drag(10);
    t.flagReads = 0;
    redraw();
    for (const w of chain) label(w);
    for (const w of chain) segment(w);
    expect(t.flagReads).toBe(1);
    redraw();
    for (const w of chain) segment(w);
    expect(t.flagReads).toBe(2);
  });
});
