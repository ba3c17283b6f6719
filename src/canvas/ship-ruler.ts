/**
 * The ruler of a dragged ship: each waypoint is labelled with the cm sailed this activation, what
 * is left (or how far past), and her position to the wind there; what lies beyond reach is red.
 */
import { tracePath, type PathTrace } from '../rules/geometry/path';
import { rulerLabel, type RulerLabel } from './ruler-label';
import { formatKey } from './foundry-sailing';
import { shipPathSetup } from './ship-token';

const { TokenRuler } = foundry.canvas.placeables.tokens;
type Ruler = foundry.canvas.placeables.tokens.TokenRuler;
type RulerWaypoint = Parameters<Ruler['_getWaypointLabelContext']>[0];
type RulerState = Parameters<Ruler['_getWaypointLabelContext']>[1];

/** Red for what the ship cannot reach. */
export const BEYOND_COLOUR = 0xd0402b;

export class ShipRuler extends TokenRuler {
  /** The label of a waypoint: the path from the last passed waypoint, traced in cm. */
  #labelFor(waypoint: RulerWaypoint): RulerLabel | null {
    const setup = shipPathSetup(this.token);
    if (!setup) return null;
    const chain: RulerWaypoint[] = [];
    let w: RulerWaypoint | null = waypoint;
    while (w) {
      chain.unshift(w);
      if (w.stage === 'passed') break;
      w = w.previous;
    }
    if (chain.length < 2) return null;
    const toCm = (p: { x: number; y: number }) => ({ x: p.x * setup.scale, y: p.y * setup.scale });
    const trace: PathTrace = tracePath({ ...toCm(chain[0]!), heading: setup.heading }, chain.slice(1).map(toCm), setup.turning, setup.reach, setup.tolerance);
    const end = trace.legs[trace.legs.length - 1]?.to.heading ?? setup.heading;
    const wind = setup.module.windPosition(end, setup.ctx);
    return rulerLabel(trace, chain.length - 1, setup.record, { key: wind.labelKey, data: {} });
  }

  override _getWaypointLabelContext(waypoint: RulerWaypoint, state: RulerState) {
    const context = super._getWaypointLabelContext(waypoint, state);
    if (!context) return context;
    const label = this.#labelFor(waypoint);
    if (!label) return context;
    context.distance = { ...context.distance, total: label.used };
    context.units = [game.i18n.localize('BROADSIDE.Sailing.units'), ...label.lines.map((l) => formatKey(l.key, l.data))].join(' · ');
    if (label.beyond) context.cssClass = `${context.cssClass} broadside-beyond`.trim();
    return context;
  }

  override _getSegmentStyle(waypoint: RulerWaypoint) {
    const style = super._getSegmentStyle(waypoint);
    const label = this.#labelFor(waypoint);
    if (label?.beyond) return { ...style, color: BEYOND_COLOUR };
    return style;
  }
}
