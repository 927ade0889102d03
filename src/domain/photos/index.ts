export * from './album-name';
export * from './chunk';
export * from './counts';
export * from './cursor';
export * from './selection';
export * from './timeline';
export * from './thumbnail-dimensions';
export * from './trash';
