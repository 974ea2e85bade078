export * from './module-manifest';
export * from './manifest-parts';
export * from './access-catalogue';
