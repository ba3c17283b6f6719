/**
 * The entry's init (src/broadside.ts) as Foundry runs it, in the order that makes the rule modules
 * work: the modules before the settings that offer them, each module's own wiring after the settings
 * and before the desk, which reads what they added when it registers. The entry is loaded over a
 * recording `Hooks` and `game.settings` (FOUNDRY-FACTS.md section 5), and stand-ins for the Foundry
 * classes its sheets, documents and canvas extend at load: this test reads the order of what the
 * init registers, nothing those classes do.
 */
import { beforeAll, describe, expect, it } from 'vitest';

/** What the init did, in order: `setting <id>`, `hook <name>`. */
const done: string[] = [];
let init: (() => void) | undefined;

beforeAll(async () => {
  const g = globalThis as unknown as Record<string, unknown> & { foundry: Record<string, unknown> };
  await import('../support/sheet-globals');
  // Anything the entry's UI wiring touches beyond what this test reads is a stand-in that takes every call.
  const standIn: unknown = new Proxy(function standIn() {}, {
    get: (t, k) => (k in t ? (t as unknown as Record<string | symbol, unknown>)[k] : standIn),
    apply: () => standIn,
    construct: () => standIn as object,
  });
  const open = <T extends object>(o: T): T =>
    new Proxy(o, {
      get: (t, k) => {
        const v = (t as Record<string | symbol, unknown>)[k];
        if (!(k in t)) return standIn;
        return v && typeof v === 'object' ? open(v) : v;
      },
    });
  g.foundry = open(g.foundry);
  for (const name of ['Actor', 'TokenDocument', 'Combat', 'ChatMessage', 'Item', 'Token', 'CONFIG', 'Handlebars'])
    g[name] = standIn;
  g.game = open({
    ...(g.game as object),
    settings: { register: (namespace: string, key: string) => void done.push(`setting ${namespace}.${key}`) },
  });
  g.Hooks = {
    on: (name: string) => void done.push(`hook ${name}`),
    once: (name: string, fn: () => void) => (name === 'init' ? (init = fn) : void done.push(`hook ${name}`)),
  };
  await import('../../src/broadside');
  init?.();
});

const at = (entry: string) => {
  const i = done.indexOf(entry);
  expect(i, `${entry} is registered at init`).toBeGreaterThanOrEqual(0);
  return i;
};

describe("the entry's init", () => {
  it('registers the modules before the settings, which offer them as choices', () => {
    // An aspect's setting is registered only when a registered module plays it (registry/aspect-settings.ts).
    for (const aspect of ['turnSequence', 'movementModule', 'gunneryModule', 'boardingModule', 'personalCombatModule'])
      at(`setting broadside.${aspect}`);
  });

  it("runs each module's own wiring after the system's settings and before the desk", () => {
    const settings = at('setting broadside.schemaVersion');
    // Kiss Me, Hardy's turning templates and High Seas' duels: settings of the modules' own `register`.
    const kmh = at('setting broadside.turningRadiusSmall');
    const duels = at('setting broadside.duels');
    // The desk's ledger settings, and the first of the desk's table's hooks on Foundry's Hooks.
    const desk = at('setting broadside.ledger');
    const deskHook = at('hook updateUser');
    expect(settings).toBeLessThan(Math.min(kmh, duels));
    expect(Math.max(kmh, duels)).toBeLessThan(desk);
    expect(desk).toBeLessThan(deskHook);
  });
});
