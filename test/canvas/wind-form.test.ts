/**
 * The wind compass's edit button on the fake table (test/support/fake-canvas.ts): the GM's wind
 * form is one window, shown again when asked for again. A minimal page stands in for the DOM.
 */
import { describe, expect, it } from 'vitest';
import { FakeApplication, FakeScene, FakeTable } from '../support/fake-canvas';

/** Just what the compass does with the page: find or make its element, listen for clicks, fill it. */
class FakeElement {
  id = '';
  innerHTML = '';
  readonly children: FakeElement[] = [];
  readonly listeners = new Map<string, (event: { target: unknown }) => void>();
  constructor(readonly action = '') {}
  appendChild(child: FakeElement) {
    this.children.push(child);
    return child;
  }
  addEventListener(type: string, fn: (event: { target: unknown }) => void) {
    this.listeners.set(type, fn);
  }
  closest(selector: string) {
    return selector === `[data-action="${this.action}"]` ? this : null;
  }
}
const body = new FakeElement();
Object.assign(globalThis, {
  Element: FakeElement,
  document: {
    body,
    createElement: () => new FakeElement(),
    getElementById: (id: string) => body.children.find((c) => c.id === id) ?? null,
  },
});

const { registerCanvas } = await import('../../src/canvas/register');
const { registerSailingWindows } = await import('../../src/applications/sailing-windows');
const { SailingLayer } = await import('../../src/canvas/sailing-layer');

describe("the GM's wind form", () => {
  it('is one window: asking for it again shows the open one and brings it to the front', async () => {
    const t = new FakeTable();
    const gm = t.connect('Gamemaster', 'gm');
    gm.viewing = new FakeScene('sea', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
    t.use(gm);
    registerCanvas();
    registerSailingWindows();
    gm.hooks.callAll('canvasReady');
    await t.settle();
    const compass = body.children.find((c) => c.id === 'broadside-wind-hud');
    const edit = new FakeElement('editWind');
    compass?.listeners.get('click')?.({ target: edit });
    await t.settle();
    compass?.listeners.get('click')?.({ target: edit });
    await t.settle();
    const forms = FakeApplication.made.filter((app) => app.id === 'broadside-wind-form');
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({ renders: 2, fronted: 1 });
  });

  it('redraws the sailing layer when the wind is set, the first wind of a world (createSetting) included', async () => {
    const t = new FakeTable();
    const gm = t.connect('Gamemaster', 'gm');
    t.use(gm);
    registerCanvas();
    let refreshed = 0;
    const layer = Object.assign(Object.create(SailingLayer.prototype) as object, {
      refresh: () => void (refreshed += 1),
    });
    gm.layers.push(layer);
    gm.hooks.callAll('createSetting', { key: 'broadside.wind' });
    gm.hooks.callAll('updateSetting', { key: 'broadside.wind' });
    gm.hooks.callAll('updateSetting', { key: 'broadside.turnSequence' });
    await t.settle();
    expect(refreshed).toBe(2);
  });
});
