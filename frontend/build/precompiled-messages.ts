import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The message files: the app-wide ones (src/i18n) and every feature's (src/features/…/i18n). */
const MESSAGE_FILE = /[\\/]src[\\/](?:i18n|features[\\/].+[\\/]i18n)[\\/](?:es|en)\.json$/;

/** Each message parsed as react-intl would at run time; a message that does not parse throws, named. */
export function compileMessages(
  messages: Record<string, string>,
): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = parse(message);
    } catch (error) {
      throw new Error(`message "${key}" is not valid ICU MessageFormat: ${String(error)}`);
    }
  }
  return compiled;
}

/**
 * Ships the messages already parsed (ICU MessageFormat → react-intl's AST) so the browser does not
 * need the ICU parser: with every message precompiled, `@formatjs/icu-messageformat-parser` is
 * replaced by a stub (icu-parser-stub.ts) in the build (issue 22's first-load budget; react-intl documents
 * this as "pre-compiling messages"). A message that does not parse fails the build, naming it.
 * The unit tests and `vite` (dev) keep the plain strings and the runtime parser.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'px:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: fileURLToPath(new URL('./icu-parser-stub.ts', import.meta.url)),
          },
        ],
      },
    }),
    transform(code, id) {
      if (!MESSAGE_FILE.test(id)) return null;
      let compiled: Record<string, MessageFormatElement[]>;
      try {
        compiled = compileMessages(JSON.parse(code) as Record<string, string>);
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
      // Still JSON: Vite's own JSON plugin turns it into a module after this one.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
