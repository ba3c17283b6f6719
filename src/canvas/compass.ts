/**
 * The wind compass everyone sees, and the GM's wind form: a pure context builder. The template
 * (templates/canvas/wind-compass.hbs) is an SVG compass rendered from exactly this.
 */
import { compassPoints, snapToPoint, type CompassPoints, type HexLayout } from '../rules/geometry/compass';
import { SEA_STATES, MAX_WIND_STRENGTH, type WindSource } from '../data/wind';
import { directionVector } from '../rules/geometry/angles';
import type { MovementModule } from './sailing';

const POINT_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** The key of a direction's name: the nearest of the eight points. */
export function pointNameKey(degrees: number): string {
  return `BROADSIDE.Wind.point.${POINT_NAMES[snapToPoint(degrees, 8) / 45]!}`;
}

export interface CompassOptions {
  points: CompassPoints;
  layout: HexLayout;
  /** The movement rules the world has chosen: whether they count a wind speed, and their wind rolls. */
  module: Pick<MovementModule, 'windStrength' | 'windRolls'>;
  /** The viewer may change the wind (the GM). */
  canEdit: boolean;
}

export interface CompassContext {
  fromDegrees: number;
  fromKey: string;
  strength: number;
  showStrength: boolean;
  seaKey: string;
  becalmed: boolean;
  canEdit: boolean;
  ticks: {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    x: number;
    y: number;
    key: string;
    selected: boolean;
    degrees: number;
  }[];
  /** The GM form's choices, with `selected` flags. */
  directions: { value: number; key: string; selected: boolean }[];
  strengths: { value: number; selected: boolean }[];
  /** The GM form's buttons for the chosen rules' wind rolls. */
  windRolls: { action: string; labelKey: string }[];
  seas: { value: string; key: string; selected: boolean }[];
}

const round = (n: number) => Math.round(n * 100) / 100;

export function compassContext(wind: WindSource, options: CompassOptions): CompassContext {
  const from = snapToPoint(wind.fromDegrees, options.points, options.layout);
  const ticks = compassPoints(options.points, options.layout).map((degrees) => {
    const v = directionVector(degrees);
    return {
      x1: round(50 + v.x * 40),
      y1: round(50 + v.y * 40),
      x2: round(50 + v.x * 46),
      y2: round(50 + v.y * 46),
      x: round(50 + v.x * 33),
      y: round(50 + v.y * 33 + 3),
      key: pointNameKey(degrees),
      selected: degrees === from,
      degrees,
    };
  });
  return {
    fromDegrees: from,
    fromKey: pointNameKey(from),
    strength: wind.strength,
    showStrength: options.module.windStrength,
    seaKey: `BROADSIDE.SeaState.${wind.sea}`,
    becalmed: wind.becalmed,
    canEdit: options.canEdit,
    ticks,
    directions: compassPoints(options.points, options.layout).map((value) => ({
      value,
      key: pointNameKey(value),
      selected: value === from,
    })),
    strengths: Array.from({ length: MAX_WIND_STRENGTH + 1 }, (_, value) => ({
      value,
      selected: value === wind.strength,
    })),
    windRolls: options.module.windRolls.flatMap((kind) => (kind.button ? [kind.button] : [])),
    seas: SEA_STATES.map((value) => ({ value, key: `BROADSIDE.SeaState.${value}`, selected: value === wind.sea })),
  };
}

/** The wind the GM's form asks for, snapped to the scene's points and kept within bounds. */
export function windFromForm(
  form: { fromDegrees: unknown; strength: unknown; becalmed: unknown; sea: unknown },
  current: WindSource,
  points: CompassPoints,
  layout: HexLayout,
): WindSource {
  const degrees = Number(form.fromDegrees);
  const strength = Number(form.strength);
  const sea = SEA_STATES.find((s) => s === form.sea) ?? current.sea;
  return {
    fromDegrees: Number.isFinite(degrees) ? snapToPoint(degrees, points, layout) : current.fromDegrees,
    strength:
      Number.isInteger(strength) && strength >= 0 && strength <= MAX_WIND_STRENGTH ? strength : current.strength,
    becalmed: form.becalmed === true || form.becalmed === 'true' || form.becalmed === 'on',
    sea,
  };
}
