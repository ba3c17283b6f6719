/**
 * The world's wind and the rule settings on a live server: the first wind a world gets creates its
 * Setting (createSetting, no updateSetting), each write reaches onChange and the compass, the rule
 * modules are offered by name and kept together, and the fire key is Shift + F (checklist §12.1-3,
 * §6.5's names, §7.7's binding).
 */
import type { LiveBatch } from './batch';
import { turnedWind } from './checks';
import { Scratch, countHook, inWorld, must, requireActiveGM, waitFor } from './scratch';

type Wind = { fromDegrees: number; strength: number; becalmed: boolean; sea: string };
type Module = 'kmh' | 'saltntar';

const windNow = (): Wind => {
  const wind = game.settings.get('broadside', 'wind') as unknown as Wind & { toObject?: () => Wind };
  return wind.toObject ? wind.toObject() : { ...wind };
};
const storedWind = () =>
  (game.settings.storage.get('world') as unknown as { find(test: (s: Setting) => boolean): Setting | undefined }).find(
    (setting) => setting.key === 'broadside.wind',
  );

export const settingsBatch: LiveBatch = {
  key: 'broadside.settings',
  displayName: 'BROADSIDE: the wind setting and its compass, the rule settings, the fire key',
  replaces: ['§12.1', '§12.2', '§12.3'],
  register({ describe, it, before, after, assert }) {
    const scratch = new Scratch(inWorld);
    describe('the settings', function () {
      before(requireActiveGM);
      after(async function () {
        this.timeout(20_000);
        assert.deepEqual(await scratch.clean(), [], 'cleaning up');
      });

      it('writes the wind: createSetting the first time a world has one, updateSetting after; the compass follows', async function () {
        this.timeout(10_000);
        const old = windNow();
        scratch.later(() => game.settings.set('broadside', 'wind', old as never));
        for (let write = 0; write < 2; write++) {
          const first = !storedWind();
          const created = countHook('createSetting');
          const updated = countHook('updateSetting');
          const wind = turnedWind(windNow());
          try {
            await game.settings.set('broadside', 'wind', wind as never);
            await waitFor('the wind setting stored', () => storedWind());
            assert.deepEqual(
              [created.count(), updated.count()],
              first ? [1, 0] : [0, 1],
              first ? 'the first wind creates the Setting' : 'a later wind updates it',
            );
            assert.equal(windNow().fromDegrees, wind.fromDegrees, 'the wind read back');
            // The canvas draws the compass; with no scene viewed there is none to redraw.
            if (document.getElementById('broadside-wind-hud')) {
              await waitFor('the compass redrawn by onChange', () =>
                document.querySelector(`#broadside-wind-hud .wind-compass[data-from="${wind.fromDegrees}"]`),
              );
            } else console.warn('Broadside live tests | no scene viewed: the compass was not checked');
          } finally {
            created.stop();
            updated.stop();
          }
        }
      });

      it('offers the turn sequences and movement rules by their translated names', function () {
        for (const key of ['turnSequence', 'movementModule'] as const) {
          const config = must(game.settings.settings.get(`broadside.${key}`), `the setting ${key}`);
          const choices = (config.type as unknown as { choices: Record<string, string> }).choices;
          assert.deepEqual(Object.keys(choices).sort(), ['kmh', 'saltntar'], key);
          for (const label of Object.values(choices)) {
            assert.isTrue(game.i18n.has(label), `${key}: ${label} is translated`);
            assert.notInclude(['kmh', 'saltntar'], game.i18n.localize(label), `${key} shows a module's id`);
          }
        }
      });

      it('sets the turn sequence to the movement rules chosen, and back', async function () {
        this.timeout(10_000);
        const was = game.settings.get('broadside', 'movementModule') as Module;
        const other: Module = was === 'kmh' ? 'saltntar' : 'kmh';
        const choose = async (module: Module) => {
          await game.settings.set('broadside', 'movementModule', module);
          await waitFor(`the turn sequence ${module}`, () => game.settings.get('broadside', 'turnSequence') === module);
        };
        scratch.later(() => choose(was));
        await choose(other);
        await choose(was);
      });

      it('binds the fire dialog to Shift + F', function () {
        const bindings = game.keybindings.get('broadside', 'fire');
        assert.isAbove(bindings.length, 0, 'the fire key has a binding');
        assert.equal(bindings[0]!.key, 'KeyF');
        assert.deepEqual([...(bindings[0]!.modifiers ?? [])], ['Shift']);
      });
    });
  },
};
