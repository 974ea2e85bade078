/**
 * What the browser build gets for `@formatjs/icu-messageformat-parser` (see precompiled-messages.ts):
 * its AST types and guards, and a `parse` that cannot be reached because every message is already
 * parsed. The package's own `no-parser` entry would do the same but is CommonJS and pulls all of
 * tslib (17 KB) into the first page.
 */
export * from '@formatjs/icu-messageformat-parser/types';

export function parse(): never {
  throw new Error(
    'This message was not precompiled at build time (frontend/build/precompiled-messages.ts)',
  );
}
