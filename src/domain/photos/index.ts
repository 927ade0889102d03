export * from './album-name';
export * from './chunk';
export * from './counts';
export * from './cursor';
export * from './selection';
export * from './timeline';
export * from './thumbnails';
export * from './trash';
