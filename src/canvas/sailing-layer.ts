/**
 * The sailing layer (interface group): for the one selected ship token, her wind sectors, her
 * broadside arcs with the full-broadside zones, a legend of what each colour means, and the turns
 * she can make with what is left of her move. Shapes come from overlay-shapes.ts.
 */
import { broadsideArcs, sectorLegend, turnShapes, windSectors, type LegendEntry, type Shape } from './overlay-shapes';
import { shipPathSetup } from './foundry-sailing';
import { chosenContract } from '../registry/aspect-settings';

const { CanvasLayer } = foundry.canvas.layers;

export class SailingLayer extends CanvasLayer {
  #graphics: PIXI.Graphics | null = null;
  #legend: PIXI.Container | null = null;

  override _draw(): Promise<void> {
    this.#graphics = this.addChild(new PIXI.Graphics());
    this.#legend = this.addChild(new PIXI.Container());
    this.refresh();
    return Promise.resolve();
  }

  override _tearDown(...args: Parameters<foundry.canvas.layers.CanvasLayer['_tearDown']>): Promise<void> {
    this.#graphics = null;
    this.#legend = null;
    return super._tearDown(...args);
  }

  /** Redraws for the controlled ship, if exactly one is controlled. */
  refresh(): void {
    const g = this.#graphics;
    if (!g) return;
    g.clear();
    for (const child of this.#legend?.removeChildren() ?? []) child.destroy();
    const controlled = canvas?.tokens?.controlled ?? [];
    if (controlled.length !== 1) return;
    const token = controlled[0]!;
    const setup = shipPathSetup(token.document);
    if (!setup) return;
    const centre = token.center;
    const pose = { x: centre.x, y: centre.y, heading: setup.heading };
    const reach = setup.reach;
    const gridSize = token.document.parent?.grid.size ?? 100;
    const radius = Math.max(token.w, token.h) / 2 + gridSize;
    const sectors: Shape[] = [
      ...windSectors(setup.module, centre, radius, setup.ctx.wind.fromDegrees, setup.ctx.points),
      ...broadsideArcs(pose, radius + gridSize, chosenContract('gunnery').fullBroadsideArc ?? null),
    ];
    const shapes: Shape[] = [...sectors, ...turnShapes(pose, setup.turning, reach, setup.scale)];
    for (const shape of shapes) drawShape(g, shape);
    if (this.#legend)
      drawLegend(g, this.#legend, sectorLegend(sectors), {
        x: centre.x + radius + gridSize + 12,
        y: centre.y - radius,
      });
  }
}

/** The canvas's sailing layer, once drawn. */
export function sailingLayer(): SailingLayer | null {
  return canvas?.layers.find((layer): layer is SailingLayer => layer instanceof SailingLayer) ?? null;
}

const RAD = Math.PI / 180;
const LEGEND_LINE = 20;

/** The legend beside the ship: a swatch and the meaning of each colour, in the reader's language. */
function drawLegend(
  g: PIXI.Graphics,
  container: PIXI.Container,
  entries: readonly LegendEntry[],
  at: { x: number; y: number },
): void {
  const style = new PIXI.TextStyle({
    fontFamily: 'Signika, sans-serif',
    fontSize: 14,
    fill: 0xffffff,
    stroke: 0x000000,
    strokeThickness: 3,
  });
  entries.forEach((entry, i) => {
    const y = at.y + i * LEGEND_LINE;
    g.beginFill(entry.colour, 0.8);
    g.drawRect(at.x, y + 3, 12, 12);
    g.endFill();
    const text = container.addChild(new PIXI.Text(game.i18n.localize(entry.labelKey), style));
    text.position.set(at.x + 18, y);
  });
}

function drawShape(g: PIXI.Graphics, shape: Shape): void {
  if (shape.kind === 'sector') {
    // Table directions run clockwise from up; PIXI angles clockwise from the right.
    const start = (shape.from - 90) * RAD;
    g.beginFill(shape.colour, shape.alpha);
    g.moveTo(shape.centre.x, shape.centre.y);
    g.arc(shape.centre.x, shape.centre.y, shape.radius, start, start + shape.sweep * RAD);
    g.lineTo(shape.centre.x, shape.centre.y);
    g.endFill();
    return;
  }
  const [first, ...rest] = shape.points;
  if (!first) return;
  g.lineStyle(shape.width, shape.colour, shape.alpha);
  g.moveTo(first.x, first.y);
  for (const p of rest) g.lineTo(p.x, p.y);
  g.lineStyle(0);
}
