/**
 * The entry's registration of the rule modules (src/broadside.ts), for the fakes: a fake table
 * plays with the modules a real world registers at init, once per test file.
 */
import { registerRuleModule, ruleModules, type RuleModule } from '../../src/registry/rule-modules';

export function registerModules(modules: readonly RuleModule[]): void {
  // By id: a module registered once stays (the entry's KMH and the one the desk's fake reads are
  // the same module, the first with its roll buttons' runner: modules/kmh/table.ts).
  for (const module of modules) if (!ruleModules().some((m) => m.id === module.id)) registerRuleModule(module);
}
