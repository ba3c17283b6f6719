/**
 * The world as the system leaves it after start-up, and its stylesheets as the browser read them:
 * migrated to this build's schema version, every stylesheet loaded with its rules inside
 * `@layer system` (checklist §12.15; the migration of an old world, §5 and §16.7, needs a world
 * saved by an older version and stays in the checklist).
 */
import type { LiveBatch } from './batch';
import { rulesOutsideLayer } from './checks';
import { requireActiveGM, waitFor } from './scratch';

/**
 * The schema version this build migrates worlds to: src/data/migrations.ts's schemaVersion(), which
 * the live tests do not import (it would bundle the migrations); a unit test holds the two equal.
 */
export const EXPECTED_SCHEMA_VERSION = 4;

/** The top-level rules of a stylesheet, with the name of the layer block each is, if any. */
function topRules(sheet: CSSStyleSheet): { layerName: string | null; text: string }[] {
  return [...sheet.cssRules]
    .filter((rule) => !(rule instanceof CSSLayerStatementRule) && !(rule instanceof CSSImportRule))
    .map((rule) => ({ layerName: rule instanceof CSSLayerBlockRule ? rule.name : null, text: rule.cssText }));
}

export const worldBatch: LiveBatch = {
  key: 'broadside.world',
  displayName: "BROADSIDE: the world's schema version and the system's stylesheets in @layer system",
  replaces: ['§12.15'],
  register({ describe, it, before, assert }) {
    describe('the world after start-up', function () {
      before(requireActiveGM);

      it("records this build's schema version once the GM's start-up migration has run", async function () {
        this.timeout(30_000);
        await waitFor(
          `schema version ${EXPECTED_SCHEMA_VERSION}`,
          () => game.settings.get('broadside', 'schemaVersion') === EXPECTED_SCHEMA_VERSION,
          25_000,
        ).catch(() => null);
        assert.equal(game.settings.get('broadside', 'schemaVersion'), EXPECTED_SCHEMA_VERSION);
      });

      it('loads every stylesheet of the manifest and keeps its rules inside @layer system', function () {
        const styles = (game.system as unknown as { styles: Iterable<string | { src: string }> }).styles;
        const files = [...styles]
          .map((style) => (typeof style === 'string' ? style : style.src))
          .map((file) => file.replace(/^\/?systems\/broadside\//, ''));
        assert.isAbove(files.length, 0, 'the manifest names stylesheets');
        const sheets = [...document.styleSheets];
        for (const file of files) {
          const sheet = sheets.find((s) => s.href?.includes(`systems/broadside/${file}`));
          assert.ok(sheet, `${file} is loaded`);
          assert.deepEqual(rulesOutsideLayer(topRules(sheet!)), [], `${file}: rules outside @layer system`);
        }
        const compass = sheets
          .filter((s) => s.href?.includes('systems/broadside/'))
          .flatMap((s) => topRules(s))
          .filter((rule) => rule.layerName === 'system' && rule.text.includes('.wind-compass'));
        assert.isAbove(compass.length, 0, "the wind compass's rules are in @layer system");
      });
    });
  },
};
