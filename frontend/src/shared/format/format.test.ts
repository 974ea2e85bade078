import { describe, expect, it } from 'vitest';
import {
  formatEurFromCents,
  formatNotificationRelativeTime,
  formatNumber,
  formatPercent,
  formatWorkOrderNumber,
  formatWorkOrderRelativeTime,
} from './index';

const NBSP = '\u00a0';

describe('formatEurFromCents', () => {
  it('shows EUR with two decimals in es-ES', () => {
    expect(formatEurFromCents(123456)).toBe(`1.234,56${NBSP}€`);
    expect(formatEurFromCents(1999)).toBe(`19,99${NBSP}€`);
    expect(formatEurFromCents(5)).toBe(`0,05${NBSP}€`);
    expect(formatEurFromCents(100)).toBe(`1,00${NBSP}€`);
    expect(formatEurFromCents(-2550)).toBe(`-25,50${NBSP}€`);
  });

  it('shows 0,00 € for a missing amount', () => {
    expect(formatEurFromCents(null)).toBe(`0,00${NBSP}€`);
    expect(formatEurFromCents(undefined)).toBe(`0,00${NBSP}€`);
    expect(formatEurFromCents(Number.NaN)).toBe(`0,00${NBSP}€`);
  });
});

describe('formatNumber and formatPercent', () => {
  it('shows numbers with up to two decimals', () => {
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(7.5)).toBe('7,5');
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
  });

  it('shows percentages (given in points) with up to one decimal', () => {
    expect(formatPercent(12.345)).toBe(`12,3${NBSP}%`);
    expect(formatPercent(50)).toBe(`50${NBSP}%`);
    expect(formatPercent(12.345, 'en')).toBe('12.3%');
  });
});

describe('formatWorkOrderNumber', () => {
  it('prefixes WO- and pads sequence numbers', () => {
    expect(formatWorkOrderNumber(123)).toBe('WO-000123');
    expect(formatWorkOrderNumber('000123')).toBe('WO-000123');
    expect(formatWorkOrderNumber('45')).toBe('WO-000045');
  });

  it('keeps an already prefixed number', () => {
    expect(formatWorkOrderNumber('WO-000123')).toBe('WO-000123');
    expect(formatWorkOrderNumber('wo-77')).toBe('WO-77');
  });

  it('shows WO-000 for an empty number', () => {
    expect(formatWorkOrderNumber(null)).toBe('WO-000');
    expect(formatWorkOrderNumber(undefined)).toBe('WO-000');
    expect(formatWorkOrderNumber('')).toBe('WO-000');
    expect(formatWorkOrderNumber('   ')).toBe('WO-000');
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;

  it('work orders: seconds, minutes, hours, days under 30 days, else a long date', () => {
    const fmt = (ms: number) => formatWorkOrderRelativeTime(ago(ms), { now });
    expect(fmt(10 * s)).toBe('hace unos segundos');
    expect(fmt(59 * s)).toBe('hace unos segundos');
    expect(fmt(60 * s)).toBe('hace 1 minuto');
    expect(fmt(5 * min)).toBe('hace 5 minutos');
    expect(fmt(3 * h)).toBe('hace 3 horas');
    expect(fmt(1 * d)).toBe('hace 1 día');
    expect(fmt(29 * d)).toBe('hace 29 días');
    expect(fmt(30 * d)).toBe('22 de octubre de 2026');
    expect(formatWorkOrderRelativeTime(ago(5 * min), { now, locale: 'en' })).toBe('5 minutes ago');
    expect(formatWorkOrderRelativeTime(ago(10 * s), { now, locale: 'en' })).toBe(
      'a few seconds ago',
    );
  });

  it('notifications: Ahora mismo, Hace N min, Hace Nh, Hace N días under 7 days, else a date', () => {
    const fmt = (ms: number) => formatNotificationRelativeTime(ago(ms), { now });
    expect(fmt(30 * s)).toBe('Ahora mismo');
    expect(fmt(5 * min)).toBe('Hace 5 min');
    expect(fmt(2 * h)).toBe('Hace 2h');
    expect(fmt(1 * d)).toBe('Hace 1 día');
    expect(fmt(6 * d)).toBe('Hace 6 días');
    expect(fmt(7 * d)).toBe('14/11/2026');
    expect(formatNotificationRelativeTime(ago(2 * h), { now, locale: 'en' })).toBe('2h ago');
    expect(formatNotificationRelativeTime(ago(7 * d), { now, locale: 'en' })).toBe('14/11/2026');
  });

  it('treats a slightly future date as now and ignores invalid dates', () => {
    expect(formatNotificationRelativeTime(new Date(now.getTime() + 5 * s), { now })).toBe(
      'Ahora mismo',
    );
    expect(formatWorkOrderRelativeTime('not a date', { now })).toBe('');
  });
});
