#!/usr/bin/env node
// Draws the ships' token art: top-down silhouettes, bow up, one per size and rig, written to
// assets/ships/<name>.svg. The art is ours, drawn from a few numbers per ship so that every
// silhouette shares one look: a pointed bow at the top, a square stern at the bottom, masts as
// dots with their yards, a dark outline with a pale halo so it reads on light and dark scenes.
// Usage: node tools/ship-art.mjs   (the test checks the files are what this writes)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ART_DIR = path.join(ROOT, 'assets', 'ships');

const INK = '#24160b';
const HALO = '#f3ead6';
const HULL = '#6b4220';
const DECK = '#c9a06a';
const OCHRE = '#d9a441';
const WIDTH = 100;
const CX = WIDTH / 2;
const r1 = (n) => Math.round(n * 10) / 10;

/**
 * Each ship: viewBox height (the width is 100), hull from its bow tip to its transom, beam, how
 * far aft the bow swells to full beam (fraction of the hull) and how sharp it is (power), the
 * bowsprit's tip, masts (fraction of the hull from the bow; yard half-length; fore-and-aft rigs
 * have a boom), ochre bands along the sides (decks of guns), what else she carries, and heavier
 * lines (`stroke`) for art a token shows smaller.
 */
export const SHIPS = {
  'three-decker': {
    height: 300,
    bow: 40,
    stern: 294,
    beam: 74,
    bowRun: 0.3,
    sharp: 2,
    bowsprit: 6,
    bands: 3,
    masts: [
      [0.2, 44],
      [0.47, 48],
      [0.74, 36],
    ],
  },
  'two-decker': {
    height: 300,
    bow: 44,
    stern: 294,
    beam: 68,
    bowRun: 0.3,
    sharp: 2,
    bowsprit: 8,
    bands: 2,
    stroke: 1.5,
    masts: [
      [0.2, 42],
      [0.47, 46],
      [0.74, 34],
    ],
  },
  frigate: {
    height: 200,
    bow: 34,
    stern: 195,
    beam: 52,
    bowRun: 0.32,
    sharp: 2,
    bowsprit: 5,
    bands: 1,
    masts: [
      [0.2, 40],
      [0.48, 44],
      [0.74, 32],
    ],
  },
  sloop: {
    height: 200,
    bow: 36,
    stern: 195,
    beam: 50,
    bowRun: 0.3,
    sharp: 2,
    bowsprit: 5,
    bands: 0,
    masts: [
      [0.22, 36],
      [0.5, 40],
      [0.76, 28],
    ],
  },
  brig: {
    height: 200,
    bow: 38,
    stern: 195,
    beam: 48,
    bowRun: 0.3,
    sharp: 2,
    bowsprit: 5,
    bands: 0,
    masts: [
      [0.3, 38],
      [0.6, 40],
    ],
  },
  cutter: {
    height: 150,
    bow: 48,
    stern: 145,
    beam: 52,
    bowRun: 0.35,
    sharp: 1.8,
    bowsprit: 5,
    bands: 0,
    stroke: 1.8,
    masts: [[0.36, 22, 'boom']],
  },
  galley: {
    height: 200,
    bow: 22,
    stern: 195,
    beam: 30,
    bowRun: 0.22,
    sharp: 1.6,
    bowsprit: 5,
    bands: 0,
    stroke: 1.3,
    oars: 9,
    masts: [
      [0.3, 0, 'lateen'],
      [0.56, 0, 'lateen'],
    ],
    canopy: true,
  },
  'bomb-ketch': {
    height: 200,
    bow: 34,
    stern: 195,
    beam: 58,
    bowRun: 0.26,
    sharp: 2.4,
    bowsprit: 5,
    bands: 0,
    mortars: [0.2, 0.33],
    masts: [
      [0.52, 42],
      [0.78, 32],
    ],
  },
  fireship: {
    height: 200,
    bow: 36,
    stern: 195,
    beam: 50,
    bowRun: 0.3,
    sharp: 2,
    bowsprit: 5,
    bands: 0,
    fire: true,
    masts: [
      [0.22, 36],
      [0.5, 40],
      [0.76, 28],
    ],
  },
  merchant: {
    height: 200,
    bow: 30,
    stern: 195,
    beam: 62,
    bowRun: 0.2,
    sharp: 2.8,
    bowsprit: 5,
    bands: 0,
    hatches: [0.3, 0.44, 0.62],
    masts: [
      [0.2, 40],
      [0.52, 44],
      [0.8, 30],
    ],
  },
  'merchant-brig': {
    height: 200,
    bow: 32,
    stern: 195,
    beam: 60,
    bowRun: 0.2,
    sharp: 2.8,
    bowsprit: 5,
    bands: 0,
    hatches: [0.46, 0.62],
    masts: [
      [0.3, 38],
      [0.76, 40],
    ],
  },
};

/** Half the hull's breadth at t (0 bow tip, 1 transom). */
function halfBreadth(ship, t) {
  const half = ship.beam / 2;
  if (t < ship.bowRun) return half * (1 - (1 - t / ship.bowRun) ** ship.sharp);
  const sternRun = 0.24;
  if (t <= 1 - sternRun) return half;
  const v = (t - (1 - sternRun)) / sternRun;
  return half * (1 - 0.32 * v * v);
}

/** The hull (or the deck inside it, `inset` of the breadth and from the ends) as a polygon. */
function outline(ship, inset = 1, ends = [0, 1]) {
  const length = ship.stern - ship.bow;
  const right = [];
  const steps = 48;
  for (let i = 0; i <= steps; i++) {
    const t = ends[0] + ((ends[1] - ends[0]) * i) / steps;
    right.push([CX + halfBreadth(ship, t) * inset, ship.bow + t * length]);
  }
  const left = right.map(([x, y]) => [2 * CX - x, y]).reverse();
  // The tip is one point, not two: the bow comes to a point on the centre line.
  const points = inset === 1 ? [...right, ...left.slice(0, -1)] : [...right, ...left];
  return points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
}

const at = (ship, t) => ship.bow + t * (ship.stern - ship.bow);

function line(x1, y1, x2, y2, width, color = INK) {
  return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** A line with the pale halo under it, the halo as heavy as the line's `k`. */
function spar(x1, y1, x2, y2, width, k = 1) {
  return line(x1, y1, x2, y2, r1(width + 2 * k), HALO) + line(x1, y1, x2, y2, width);
}

export function drawShip(name) {
  const ship = SHIPS[name];
  if (!ship) throw new Error(`no ship art called ${name}`);
  const parts = [];
  // Art shown small (a cutter in her half-square token) gets heavier lines to stay legible.
  const k = ship.stroke ?? 1;
  const sw = (n) => r1(n * k);
  const hull = outline(ship);
  // Halo and bowsprit first, so the hull's outline lies over them.
  parts.push(
    `<polygon points="${hull}" fill="none" stroke="${HALO}" stroke-width="${sw(8)}" stroke-linejoin="round"/>`,
  );
  parts.push(spar(CX, ship.bow + 6, CX, ship.bowsprit, sw(4), k));
  if (ship.oars) {
    for (let i = 0; i < ship.oars; i++) {
      const y = at(ship, 0.26 + (0.5 * i) / (ship.oars - 1));
      const half = halfBreadth(ship, (y - ship.bow) / (ship.stern - ship.bow));
      for (const side of [-1, 1]) parts.push(spar(CX + side * half, y, CX + side * 46, y + 6, sw(2.5), k));
    }
  }
  parts.push(
    `<polygon id="hull" points="${hull}" fill="${HULL}" stroke="${INK}" stroke-width="${sw(3)}" stroke-linejoin="round"/>`,
  );
  for (let band = 0; band < ship.bands; band++) {
    const inset = 0.93 - band * 0.06;
    parts.push(
      `<polygon points="${outline(ship, inset, [0.06 + band * 0.02, 0.985])}" fill="none" stroke="${OCHRE}" stroke-width="1.6"/>`,
    );
  }
  const deckFill = ship.fire ? '#b2361c' : DECK;
  parts.push(
    `<polygon points="${outline(ship, 0.72, [0.1, 0.97])}" fill="${deckFill}" stroke="${INK}" stroke-width="1.2"/>`,
  );
  // The quarterdeck's break, a little forward of the stern.
  const qd = at(ship, 0.84);
  const qdHalf = halfBreadth(ship, 0.84) * 0.72;
  parts.push(line(CX - qdHalf, qd, CX + qdHalf, qd, 1.5));
  for (const t of ship.hatches ?? []) {
    const y = at(ship, t);
    parts.push(
      `<rect x="${r1(CX - 11)}" y="${r1(y - 6)}" width="22" height="12" fill="${HULL}" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  for (const t of ship.mortars ?? []) {
    const y = at(ship, t);
    parts.push(`<circle cx="${CX}" cy="${r1(y)}" r="9" fill="#3b3b3b" stroke="${INK}" stroke-width="2"/>`);
    parts.push(`<circle cx="${CX}" cy="${r1(y)}" r="4" fill="#0d0d0d" stroke="${HALO}" stroke-width="1.2"/>`);
  }
  if (ship.fire) {
    const y = at(ship, 0.36);
    parts.push(
      `<path d="M${CX},${r1(y - 16)} C${CX + 12},${r1(y - 2)} ${CX + 10},${r1(y + 12)} ${CX},${r1(y + 12)} C${CX - 10},${r1(y + 12)} ${CX - 12},${r1(y - 2)} ${CX},${r1(y - 16)} Z" fill="#f6b21b" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  if (ship.canopy) {
    const y = at(ship, 0.8);
    parts.push(
      `<rect x="${r1(CX - 9)}" y="${r1(y)}" width="18" height="${r1(at(ship, 0.95) - y)}" rx="3" fill="${HALO}" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  for (const [t, yard, rig] of ship.masts) {
    const y = at(ship, t);
    if (rig === 'boom') {
      parts.push(spar(CX, y, CX, ship.stern + 3, sw(3), k));
      parts.push(spar(CX - yard, y - 4, CX + yard, y - 4, sw(3), k));
    } else if (rig === 'lateen') {
      parts.push(spar(CX - 26, y + 34, CX + 20, y - 30, sw(3), k));
    } else {
      parts.push(spar(CX - yard, y, CX + yard, y, sw(4), k));
    }
    parts.push(
      `<circle cx="${CX}" cy="${r1(y)}" r="${sw(5.5)}" fill="${INK}" stroke="${HALO}" stroke-width="${sw(1.5)}"/>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${ship.height}" width="${WIDTH}" height="${ship.height}">`,
    `  <title>${name}, bow up</title>`,
    ...parts.map((p) => `  ${p}`),
    '</svg>',
    '',
  ].join('\n');
}

/** Every ship's SVG text by file name. */
export function shipArt() {
  return Object.fromEntries(Object.keys(SHIPS).map((name) => [`${name}.svg`, drawShip(name)]));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  fs.mkdirSync(ART_DIR, { recursive: true });
  for (const [file, svg] of Object.entries(shipArt())) fs.writeFileSync(path.join(ART_DIR, file), svg);
  console.log(`wrote ${Object.keys(SHIPS).length} ship silhouettes to ${path.relative(ROOT, ART_DIR)}`);
}
