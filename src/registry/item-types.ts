/**
 * The item subtypes the rule modules bring (a module's `itemTypes`), with their data models: the
 * entry registers each module's before any item is built and hands them all to Foundry, so the
 * model layer lists what system.json declares without naming a rule set. Their types reach
 * Foundry's configuration by declaration merging (module-types.ts `ModuleItemModels`).
 */

/** An item subtype's data model class. */
export type ItemModel = foundry.abstract.TypeDataModel.AnyConstructor;

const types = new Map<string, ItemModel>();

/** Adds a module's item subtype; another model under a taken subtype is refused (the same one again is a no-op). */
export function registerItemType(type: string, model: ItemModel): void {
  const taken = types.get(type);
  if (taken && taken !== model) throw new Error(`Item type "${type}" is registered twice`);
  types.set(type, model);
}

/** Every registered item subtype's data model, by subtype, in registration order. */
export function itemTypes(): Record<string, ItemModel> {
  return Object.fromEntries(types);
}
