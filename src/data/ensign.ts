/**
 * A nation's ensign colour: every silhouette is the same brown, so a ship's tracker row carries a
 * stripe, her squadron a swatch and her token a small flag of her nation's colour (the tracker and
 * the canvas read it here, so both say the same). Nations are free text on the sheet; the usual
 * ones of the age of sail are known in English and German, any other takes her side's colour. The
 * colours stay apart from the tracker's own red (Fire cards) and blue (Move cards) by shade, and
 * each is a solid mid tone that reads on the light and the dark theme. Pure.
 */
import type { Side } from './squadrons';

const NATIONS: readonly { names: readonly string[]; colour: string }[] = [
  { names: ['british', 'english', 'royal navy', 'britisch', 'englisch'], colour: '#c8102e' },
  { names: ['french', 'france', 'französisch', 'frankreich'], colour: '#1d4fb8' },
  { names: ['spanish', 'spain', 'spanisch', 'spanien'], colour: '#e0a800' },
  { names: ['dutch', 'batavian', 'niederländisch', 'holländisch'], colour: '#ef6c00' },
  { names: ['american', 'united states', 'amerikanisch'], colour: '#5b7fa6' },
  { names: ['danish', 'denmark', 'dänisch'], colour: '#a0204a' },
  { names: ['swedish', 'sweden', 'schwedisch'], colour: '#2c7fb8' },
  { names: ['russian', 'russia', 'russisch'], colour: '#6a3d9a' },
  { names: ['portuguese', 'portugal', 'portugiesisch'], colour: '#2e7d32' },
  { names: ['ottoman', 'turkish', 'osmanisch', 'türkisch'], colour: '#8e1b1b' },
  { names: ['venetian', 'venice', 'venezianisch'], colour: '#b8860b' },
  { names: ['pirate', 'pirates', 'pirat', 'piraten'], colour: '#3a3a3a' },
];

/** A side's colour when her nation is not one of the known. */
const SIDE_COLOURS: Record<Side, string> = {
  friendly: '#4f7f3a',
  hostile: '#9a4a1a',
  neutral: '#8a8a8a',
  secret: '#8a8a8a',
};

/** Her ensign colour: her nation's where it is known, else her side's. */
export function ensignColour(nationality: string, side: Side): string {
  const name = nationality.trim().toLowerCase();
  const known = name ? NATIONS.find((n) => n.names.some((w) => name === w || name.startsWith(`${w} `))) : undefined;
  return known?.colour ?? SIDE_COLOURS[side];
}
