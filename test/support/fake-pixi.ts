/**
 * The few PIXI 7 display objects the canvas code makes on a token, as Foundry v13 ships them
 * (FOUNDRY-FACTS.md section 21): a Container keeps its children in order and is each child's
 * `parent`; `addChild` takes a child from any parent it had and returns it; `destroy` takes a
 * display object off its parent and marks it `destroyed`, with its children when asked. A Graphics
 * keeps what was drawn with it since its last `clear()` as the list of calls that drew it (the
 * browser test draws the same calls with the real PIXI).
 */
export class FakeContainer {
  parent: FakeContainer | null = null;
  readonly children: FakeContainer[] = [];
  destroyed = false;
  /** How it takes part in pointer events and hit testing: PIXI 7 starts at 'auto'; 'none' skips it and its children. */
  eventMode: 'none' | 'passive' | 'auto' | 'static' | 'dynamic' = 'auto';

  addChild<T extends FakeContainer>(child: T): T {
    child.parent?.removeChild(child);
    this.children.push(child);
    child.parent = this;
    return child;
  }

  removeChild<T extends FakeContainer>(child: T): T {
    const at = this.children.indexOf(child);
    if (at >= 0) this.children.splice(at, 1);
    child.parent = null;
    return child;
  }

  removeChildren(): FakeContainer[] {
    const gone = [...this.children];
    for (const child of gone) this.removeChild(child);
    return gone;
  }

  destroy(options?: { children?: boolean }): void {
    this.parent?.removeChild(this);
    if (options?.children) for (const child of this.removeChildren()) child.destroy(options);
    this.destroyed = true;
  }
}

/** One drawing call: the Graphics method and its arguments. */
export type PenCall = [method: string, ...args: number[]];

export class FakeGraphics extends FakeContainer {
  calls: PenCall[] = [];
  /** Every call since the Graphics was made, `clear` included, to count the work a refresh does. */
  readonly history: PenCall[] = [];

  #record(call: PenCall): this {
    if (this.destroyed) throw new Error('drawing with a destroyed Graphics');
    this.history.push(call);
    if (call[0] === 'clear') this.calls = [];
    else this.calls.push(call);
    return this;
  }

  clear = () => this.#record(['clear']);
  lineStyle = (width: number, color = 0, alpha = 1) => this.#record(['lineStyle', width, color, alpha]);
  beginFill = (color = 0, alpha = 1) => this.#record(['beginFill', color, alpha]);
  endFill = () => this.#record(['endFill']);
  moveTo = (x: number, y: number) => this.#record(['moveTo', x, y]);
  lineTo = (x: number, y: number) => this.#record(['lineTo', x, y]);
  drawRect = (x: number, y: number, w: number, h: number) => this.#record(['drawRect', x, y, w, h]);

  /** The colours it fills with, in order. */
  get fills(): number[] {
    return this.calls.filter((c) => c[0] === 'beginFill').map((c) => c[1]!);
  }
}

/** The PIXI namespace as far as the canvas code reads it. */
export const FAKE_PIXI = { Container: FakeContainer, Graphics: FakeGraphics };
