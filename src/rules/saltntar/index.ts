export * from './tables';
export * from './wind';
export * from './movement';
export * from './decisions';
