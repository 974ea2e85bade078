import { describe, expect, it } from 'vitest';
import { extractErrorMessage, UNKNOWN_ERROR_MESSAGE } from './error-message';

describe('extractErrorMessage', () => {
  it('reads an Error message', () => {
    expect(extractErrorMessage(new Error('boom'))).toBe('boom');
  });

  it.each([
    [{ message: 'from message' }, 'from message'],
    [{ error: 'from error' }, 'from error'],
    [{ description: 'from description' }, 'from description'],
    [{ detail: 'from detail' }, 'from detail'],
    [{ msg: 'from msg' }, 'from msg'],
    [{ message: '', error: 'second wins when first is empty' }, 'second wins when first is empty'],
  ])('reads the first message field of %j', (value, expected) => {
    expect(extractErrorMessage(value)).toBe(expected);
  });

  it('falls back to the response data message, then error', () => {
    expect(extractErrorMessage({ response: { data: { message: 'data message' } } })).toBe(
      'data message',
    );
    expect(extractErrorMessage({ response: { data: { error: 'data error' } } })).toBe('data error');
  });

  it('falls back to "HTTP status statusText"', () => {
    expect(extractErrorMessage({ status: 503, statusText: 'Service Unavailable' })).toBe(
      'HTTP 503 Service Unavailable',
    );
    expect(extractErrorMessage({ response: { status: 404, statusText: 'Not Found' } })).toBe(
      'HTTP 404 Not Found',
    );
    expect(extractErrorMessage({ status: 500 })).toBe('HTTP 500');
  });

  it('truncates anything else to 200 characters', () => {
    const long = 'x'.repeat(500);
    expect(extractErrorMessage(long)).toHaveLength(200);
    expect(extractErrorMessage({ message: long })).toHaveLength(200);
    const serialised = extractErrorMessage({ some: 'y'.repeat(300) });
    expect(serialised).toHaveLength(200);
    expect(serialised.startsWith('{"some":"yyy')).toBe(true);
    expect(extractErrorMessage(42)).toBe('42');
  });

  it('uses the Spanish fallback when nothing is usable', () => {
    expect(extractErrorMessage(undefined)).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(extractErrorMessage(null)).toBe('Error desconocido');
    expect(extractErrorMessage('')).toBe('Error desconocido');
    expect(extractErrorMessage({})).toBe('Error desconocido');
  });
});
