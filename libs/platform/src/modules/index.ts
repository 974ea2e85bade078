export * from './module-manifest';
export * from './manifest-parts';
