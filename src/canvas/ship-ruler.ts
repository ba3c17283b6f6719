/**
 * The ruler of a dragged ship: each waypoint is labelled with the cm sailed this activation, what
 * is left (or how far past), and her position to the wind there; what lies beyond reach is red.
 * The path is traced once per redraw; each label and segment reads its part of that trace.
 */
import { SYSTEM_PATH } from '../constants';
import { labelView, type RulerLabel } from './ruler-label';
import { rulerLabels } from './ship-path';
import { formatKey, shipPathSetup } from './foundry-sailing';

const { TokenRuler } = foundry.canvas.placeables.tokens;
type Ruler = foundry.canvas.placeables.tokens.TokenRuler;
type RulerWaypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;

export const WAYPOINT_LABEL_TEMPLATE = `${SYSTEM_PATH}/templates/canvas/waypoint-label.hbs`;
/** The partial our label template shows core's own label through, for any token not a ship. */
export const CORE_WAYPOINT_LABEL = 'broadsideCoreWaypointLabel';

/** Red for what the ship cannot reach. */
export const BEYOND_COLOUR = 0xd0402b;

/** The waypoints a label is traced over: back to the last one passed, on to the end of the plan. */
function chainOf(waypoint: RulerWaypoint): RulerWaypoint[] {
  let head = waypoint;
  while (head.stage !== 'passed' && head.previous) head = head.previous;
  const chain = [head];
  for (let w = head.next; w && w.stage !== 'passed'; w = w.next) chain.push(w);
  return chain;
}

export class ShipRuler extends TokenRuler {
  /** Core's label template, loaded as the partial CORE_WAYPOINT_LABEL. */
  static readonly CORE_WAYPOINT_LABEL_TEMPLATE = TokenRuler.WAYPOINT_LABEL_TEMPLATE;
  static override WAYPOINT_LABEL_TEMPLATE = WAYPOINT_LABEL_TEMPLATE;

  /** This redraw's labels, by waypoint (null: the start of a chain, or no ship). */
  #labels = new Map<RulerWaypoint, RulerLabel | null>();

  override refresh(rulerData: Parameters<Ruler['refresh']>[0]): void {
    this.#labels.clear();
    super.refresh(rulerData);
  }

  /** The label of a waypoint, tracing its chain once for all its waypoints. */
  #labelOf(waypoint: RulerWaypoint): RulerLabel | null {
    const known = this.#labels.get(waypoint);
    if (known !== undefined) return known;
    const chain = chainOf(waypoint);
    const setup = shipPathSetup(this.token.document);
    const labels = setup && chain.length > 1 ? rulerLabels(setup, chain) : [];
    chain.forEach((w, i) => this.#labels.set(w, i === 0 ? null : (labels[i - 1] ?? null)));
    return this.#labels.get(waypoint) ?? null;
  }

  override _getWaypointLabelContext(...[waypoint, state]: Parameters<Ruler['_getWaypointLabelContext']>) {
    const context = super._getWaypointLabelContext(waypoint, state);
    const label = context ? this.#labelOf(waypoint) : null;
    if (!context || !label) return context;
    return { ...context, broadside: labelView(label, formatKey) };
  }

  override _getSegmentStyle(waypoint: RulerWaypoint) {
    const style = super._getSegmentStyle(waypoint);
    return this.#labelOf(waypoint)?.beyond ? { ...style, color: BEYOND_COLOUR } : style;
  }
}
