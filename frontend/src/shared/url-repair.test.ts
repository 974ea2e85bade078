import { afterEach, describe, expect, it, vi } from 'vitest';
import { installWindowOpenRepair, repairUrl } from './url-repair';

describe('repairUrl', () => {
  it.each([
    ['https://taller.example.com?x=1', 'https://taller.example.com/?x=1'],
    ['http://localhost:3000#a', 'http://localhost:3000/#a'],
    ['https://h.com', 'https://h.com/'],
    ['http://user:pw@h.com:8080?q', 'http://user:pw@h.com:8080/?q'],
  ])('adds the missing slash: %s', (input, expected) => {
    expect(repairUrl(input)).toBe(expected);
  });

  it.each([
    'https://h.com/',
    'https://h.com/path?x=1',
    'https://h.com/#a',
    '/orders?status=open',
    'orders/1',
    'mailto:taller@example.com',
    '',
  ])('leaves a correct or relative address alone: %s', (input) => {
    expect(repairUrl(input)).toBe(input);
  });
});

describe('installWindowOpenRepair', () => {
  afterEach(() => vi.restoreAllMocks());

  it('repairs the address given to window.open', () => {
    const open = vi.fn(() => null);
    window.open = open;
    installWindowOpenRepair();
    window.open('https://h.com?x=1', '_blank', 'noopener');
    expect(open).toHaveBeenCalledWith('https://h.com/?x=1', '_blank', 'noopener');
  });
});
