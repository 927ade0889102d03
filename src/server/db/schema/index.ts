export * from './identity';
export * from './lifecycle';
export * from './jobs';
export * from './shop';
export * from './photos';
export * from './data-exports';
