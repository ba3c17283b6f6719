export * from './tables';
export * from './wind';
export * from './ship-state';
export * from './sailing';
export * from './strain';
export * from './maneuvers';
export * from './decisions';
