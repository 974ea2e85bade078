// The public surface of @px/__name__: its manifest, Nest module, commands, queries (with their
// answers) and events. Never entities, handlers or readers (CONVENTIONS: other libs go through the
// buses). Export a pure rule from domain/ only once another lib needs it.
export { Create__Noun__Command } from './commands/create-__noun__.command';
export { List__Nouns__Query } from './queries/list-__nouns__.query';
export { Get__Noun__Query } from './queries/get-__noun__.query';
export { type __Noun__View } from './queries/__noun__-view';
export { __Noun__Created, type __Noun__CreatedPayload } from './events/__noun__-created.event';
export * from './__name__.module';
export * from './__name__.manifest';
