export * from './principal';
export * from './access-tokens';
export * from './authorization.decorators';
export * from './authorization.guard';
export * from './authenticator';
export * from './access-token.strategy';
export * from './signed-links';
