import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import es from '../src/i18n/es.json';
import { compileMessages } from './precompiled-messages';

describe('precompiled messages', () => {
  it('formats exactly as the plain strings do, plurals and tags included', () => {
    const plain = {
      count: '{count, plural, one {# resultado} other {# resultados}}',
      tagged: 'Pulsa <b>Guardar</b>',
    };
    const values = { count: 1, b: (chunks: string[]) => `[${chunks.join('')}]` };
    const fromStrings = createIntl({ locale: 'es-ES', messages: plain });
    const fromAst = createIntl({ locale: 'es-ES', messages: compileMessages(plain) });
    for (const id of Object.keys(plain)) {
      expect(fromAst.formatMessage({ id }, values)).toEqual(
        fromStrings.formatMessage({ id }, values),
      );
    }
    expect(fromAst.formatMessage({ id: 'count' }, { count: 1 })).toBe('1 resultado');
  });

  it('compiles every app-wide message', () => {
    expect(Object.keys(compileMessages(es))).toEqual(Object.keys(es));
  });

  it('names the message that is not valid ICU', () => {
    expect(() => compileMessages({ 'x.broken': 'Hola {nombre' })).toThrow('message "x.broken"');
  });
});
