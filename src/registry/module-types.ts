/**
 * What the rule modules add to Foundry's configuration types: each interface here is empty, and a
 * module fills in its own by declaration merging from its folder (`declare module
 * '…/registry/module-types'`), so configuration.d.ts lists what the system registers without
 * naming any rule set. Types only.
 */

/* eslint-disable @typescript-eslint/no-empty-object-type -- filled by declaration merging */

/** Flags a module keeps on an actor under `flags.broadside`. */
export interface ModuleActorFlags {}

/** The chat message subtypes a module registers (its card kinds' data models), by subtype. */
export interface ModuleChatModels {}

/** The item subtypes a module registers (its `itemTypes`), with their data models, by subtype. */
export interface ModuleItemModels {}

/** The stored data of each item subtype a module registers, by subtype: what other layers read of an item. */
export interface ModuleItemSources {}
