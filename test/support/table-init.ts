/**
 * The system's init as each page of the fake table runs it: the entry's own function for the rule
 * modules, the settings, each module's wiring and the desk, in the entry's order (modules/init.ts),
 * over `game.settings` and `Hooks` as v13 gives a system at `init`:
 *
 * - `game.settings.register(namespace, key, config)` records the setting's config (scope, type,
 *   default, onChange) under `namespace.key`; a world setting never written reads that default, and
 *   its onChange runs on every client when it is written (FOUNDRY-FACTS.md section 5, "init": a
 *   setting is registered in the init hook, https://foundryvtt.wiki/en/development/api/settings;
 *   https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html).
 * - `game.keybindings.register(namespace, action, data)` lists a key in Configure Controls; a system
 *   registers its keys at init (https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.ClientKeybindings.html#register).
 *   The init's are recorded here by action (a key's own behaviour is tested on a client, keys.test.ts).
 * - `Hooks.on(name, fn)` and `Hooks.once(name, fn)` put a function on a hook by its name
 *   (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html). The fake's clients are
 *   told of the server's events through their own door (fake-foundry.ts FakeClient), so the names
 *   put on Hooks at init are kept here to be checked, not called.
 *
 * The module registries are one per page in Foundry and one per test file here: the init runs once
 * per file (the first fake loaded runs it, with its modules; a page runs its init once), and every
 * client of the file's tables registers the settings it recorded (every page runs the same init, so
 * registers the same settings).
 */
import type { RuleModule } from '../../src/registry/rule-modules';
import { initRuleModules } from '../../src/modules/init';
import { registerDuelDesk } from '../../src/modules/highseas/duel-desk';
import type { FakeSettingConfig } from './fake-foundry';

/** The settings the init registered, by `namespace.key`, in the order it registered them. */
export const INIT_SETTINGS = new Map<string, FakeSettingConfig>();
/** The keys the init listed in Configure Controls, by action, in order. */
export const INIT_KEYS: string[] = [];
/** The hooks the init put on Foundry's Hooks, by name, in order (`once:` for a one-time hook). */
export const INIT_HOOKS: string[] = [];

/**
 * The duel's module as the fakes play it: of its own wiring, the desk part (its requests and the
 * openings' hook). The rest of its `register` puts up Foundry windows, a query handler and a token HUD
 * button, which the fakes have none of; the browser tests open those on the built system.
 */
export const duelDeskOnly = (module: RuleModule): RuleModule => ({ ...module, register: registerDuelDesk });

let ran = false;

/** Runs the entry's module init over the recording `game.settings` and `Hooks`, then puts back what was there. */
export function runInit(modules: readonly RuleModule[]): void {
  if (ran) return;
  ran = true;
  const target = globalThis as unknown as Record<string, unknown>;
  const saved = { game: target.game, Hooks: target.Hooks };
  target.game = {
    settings: {
      register: (namespace: string, key: string, config: FakeSettingConfig) =>
        void INIT_SETTINGS.set(`${namespace}.${key}`, config),
    },
    keybindings: { register: (_namespace: string, action: string) => void INIT_KEYS.push(action) },
  };
  target.Hooks = {
    on: (name: string) => INIT_HOOKS.push(name),
    once: (name: string) => INIT_HOOKS.push(`once:${name}`),
  };
  // A module whose wiring throws is only logged by the entry (one module must not stop the others);
  // on the fake table that is a fault of the fake or the module, and it fails the file loudly.
  const failed: unknown[][] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => void failed.push(args);
  try {
    initRuleModules(modules);
  } finally {
    console.error = log;
    Object.assign(target, saved);
  }
  if (failed.length) throw new Error(`The init failed: ${failed.map((f) => f.map(String).join(' ')).join('; ')}`);
}
