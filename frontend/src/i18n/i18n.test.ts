import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { MESSAGES, messageSources, messagesFor } from './index';

/** The arguments a message uses ({name}, {count, plural, …}), not the words of a plural's branches. */
const placeholders = (text: string) =>
  [
    ...new Set(
      [
        ...text.matchAll(/(?<!(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*)\{\s*(\w+)\s*[,}]/g),
      ].map((match) => match[1]),
    ),
  ].sort();

describe('translations', () => {
  it('es.json and en.json have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('every feature message file has the same keys in Spanish and English', () => {
    const sources = messageSources();
    expect(Object.keys(sources)).toContain('admin');
    for (const [source, files] of Object.entries(sources)) {
      expect(files.es, `${source}/es.json`).toBeDefined();
      expect(files.en, `${source}/en.json`).toBeDefined();
      expect(Object.keys(files.en ?? {}).sort(), source).toEqual(
        Object.keys(files.es ?? {}).sort(),
      );
    }
  });

  it('no two message files define the same key', () => {
    const owner = new Map<string, string>();
    for (const [source, files] of Object.entries(messageSources())) {
      for (const key of Object.keys(files.es ?? {})) {
        expect(owner.get(key), `${key} in ${source}`).toBeUndefined();
        owner.set(key, source);
      }
    }
  });

  it('says every count through ICU plural rules (never "1 resultados")', () => {
    // A bare count followed by a plural noun ("{count} resultados", "{days} días") reads
    // "1 resultados" for one; the noun belongs inside `{x, plural, one {…} other {…}}`.
    // Allowed: "más" (no number agreement), and messages whose argument is never one.
    const NEVER_ONE: Record<string, string> = {
      'absences.daysDecimal': 'only for non-whole amounts (1,5 días); whole ones use absences.days',
      'workCalendar.history.weekly': 'the argument is a formatted duration with its unit ("40 h")',
      'workCalendar.history.season': 'the argument is a formatted duration with its unit ("40 h")',
      'workCalendar.planning.cellLabel': 'the argument is a formatted duration with its unit',
    };
    const bareBeforePlural =
      /\{\s*(?:count|total|n|days|hours|minutes|seconds|available|quantity|lines|items|remaining|pending|unread|selected)\s*\}\s+(?!más\b)\p{L}+s\b/u;
    const disagreeing: string[] = [];
    for (const messages of [MESSAGES.es, MESSAGES.en]) {
      for (const [key, value] of Object.entries(messages)) {
        if (!(key in NEVER_ONE) && bareBeforePlural.test(value))
          disagreeing.push(`${key}: ${value}`);
      }
    }
    expect(disagreeing).toEqual([]);
  });

  it('has no empty message in either language (features included)', () => {
    for (const messages of [MESSAGES.es, MESSAGES.en]) {
      for (const [key, value] of Object.entries(messages)) {
        expect(value.trim(), key).not.toBe('');
      }
    }
  });

  it('keeps the ICU placeholders of each message in both languages (features included)', () => {
    for (const key of Object.keys(MESSAGES.es)) {
      expect(placeholders(MESSAGES.en[key] ?? ''), key).toEqual(
        placeholders(MESSAGES.es[key] ?? ''),
      );
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

  it('uses the SPEC texts for sessions, access and the shell', () => {
    expect(es['auth.verifying']).toBe('Verificando autenticación...');
    expect(es['auth.sessionExpired']).toBe('Tu sesión ha expirado, vuelve a iniciar sesión');
    expect(es['access.denied.title']).toBe('Acceso Denegado');
    expect(es['access.denied.description']).toBe('No tienes permisos para acceder a esta página.');
    expect(es['access.checking']).toBe('Verificando permisos...');
    expect(es['access.checkError']).toBe('Error verificando permisos.');
    expect(es['common.loading']).toBe('Cargando...');
    expect(es['shell.menu.error']).toBe('Error cargando menú');
    expect(es['shell.userMenu.profile']).toBe('Mi Perfil');
    expect(es['shell.userMenu.admin']).toBe('Panel de Administración');
    expect(es['shell.userMenu.settings']).toBe('Configuración');
    expect(es['shell.userMenu.logout']).toBe('Cerrar Sesión');
    expect(en['profile.title']).toBe('My Profile');
    expect(en['profile.subtitle']).toBe('Manage your personal information and settings');
    expect(en['profile.loading']).toBe('Loading profile...');
    expect(en['profile.defaultRole']).toBe('User');
  });

  it('falls back to English for a key the active language lacks', () => {
    const messages = messagesFor('es');
    expect(messages['notFound.title']).toBe(es['notFound.title']);
    expect(Object.keys(messages).length).toBeGreaterThanOrEqual(Object.keys(en).length);
  });
});
