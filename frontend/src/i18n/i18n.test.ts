import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { messagesFor } from './index';

describe('translations', () => {
  it('es.json and en.json have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('has no empty message in either language', () => {
    for (const messages of [es, en]) {
      for (const [key, value] of Object.entries(messages)) {
        expect(value.trim(), key).not.toBe('');
      }
    }
  });

  it('keeps the ICU placeholders of each message in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(es) as (keyof typeof es)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(es[key]));
    }
  });

  it('uses the SPEC texts for the error and not-found screens', () => {
    expect(es['errorBoundary.title']).toBe('¡Ups! Algo salió mal');
    expect(es['errorBoundary.description']).toBe(
      'Se produjo un error inesperado en la aplicación.',
    );
    expect(es['errorBoundary.exhausted']).toBe(
      'Se han agotado los intentos de recuperación automática.',
    );
    expect(es['staleChunk.reloading']).toBe('Tu sesión está desactualizada, recargando…');
    expect(en['notFound.title']).toBe('Oops! The page you are looking for does not exist.');
    expect(en['notFound.backToDashboard']).toBe('Back to Dashboard');
  });

  it('falls back to English for a key the active language lacks', () => {
    const messages = messagesFor('es');
    expect(messages['notFound.title']).toBe(es['notFound.title']);
    expect(Object.keys(messages).length).toBeGreaterThanOrEqual(Object.keys(en).length);
  });
});
