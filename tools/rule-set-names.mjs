// Which source files name a rule set: the code (src/**/*.ts), the templates (templates/**/*.hbs) and
// the styles (styles/**/*.css). Only the engine (src/rules), the modules (src/modules, and a module's
// own templates/modules and styles/modules folders) and the registry may: everything else asks the
// registry. Files that still do are listed in rule-set-names.known.json while they move; the list
// only shrinks (test/system/layers.test.ts).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A rule set's name in any of the spellings the code uses. */
export const RULE_SET_NAME = /salt.?n.?tar|kmh|high.?seas|kyngesreach|gurps/i;

/** Where rule sets may be named. */
const ALLOWED = /^(src\/(rules|modules|registry)|templates\/modules|styles\/modules)\//;

/** The folders read, each with the kind of file it holds. */
const READ = [
  ['src', '.ts'],
  ['templates', '.hbs'],
  ['styles', '.css'],
];

/** Every source file outside the allowed folders that names a rule set, as a sorted list. */
export function filesNamingRuleSets(root) {
  const found = [];
  const walk = (dir, ending) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, ending);
      else if (name.endsWith(ending)) {
        const file = relative(root, path).split('\\').join('/');
        if (!ALLOWED.test(file) && RULE_SET_NAME.test(readFileSync(path, 'utf8'))) found.push(file);
      }
    }
  };
  for (const [dir, ending] of READ) if (existsSync(join(root, dir))) walk(join(root, dir), ending);
  return found.sort();
}
