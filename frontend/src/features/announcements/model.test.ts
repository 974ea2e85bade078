import { describe, expect, it } from 'vitest';
import { inputOf, formValuesOf, publicationState } from './admin-model';
import { callToActionOf, priorityColor, priorityLabelId } from './model';

describe('announcement display (SPEC §2)', () => {
  it('colours priorities red, blue, grey', () => {
    expect(priorityColor('high')).toBe('red');
    expect(priorityColor('normal')).toBe('blue');
    expect(priorityColor('low')).toBe('default');
    expect(priorityColor('other')).toBe('default');
    expect(priorityLabelId('other')).toBe('announcements.priority.low');
  });

  it('shows the call to action only with a label and a web address', () => {
    expect(callToActionOf({ cta_label: 'Ver', cta_url: 'https://taller.example.com/x' })).toEqual({
      label: 'Ver',
      href: 'https://taller.example.com/x',
    });
    expect(
      callToActionOf({ cta_label: 'Ver', cta_url: 'https://taller.example.com?x=1' })?.href,
    ).toBe('https://taller.example.com/?x=1');
    expect(callToActionOf({ cta_label: null, cta_url: 'https://a.example' })).toBeNull();
    expect(callToActionOf({ cta_label: '  ', cta_url: 'https://a.example' })).toBeNull();
    expect(callToActionOf({ cta_label: 'Ver', cta_url: null })).toBeNull();
    expect(callToActionOf({ cta_label: 'Ver', cta_url: 'javascript:alert(1)' })).toBeNull();
    expect(callToActionOf({ cta_label: 'Ver', cta_url: 'mailto:a@b.es' })).toBeNull();
  });
});

describe('announcement admin form', () => {
  it('turns form values into the API input (empty texts become null)', () => {
    const values = formValuesOf(null);
    expect(values).toEqual({ title: '', priority: 'normal', audience_roles: [] });
    expect(
      inputOf({
        ...values,
        title: '  Nueva versión ',
        summary: ' ',
        cta_url: '',
        min_app_version: '1.2',
      }),
    ).toEqual({
      title: 'Nueva versión',
      summary: null,
      content_md: null,
      priority: 'normal',
      cta_label: null,
      cta_url: null,
      publish_from: null,
      publish_until: null,
      min_app_version: '1.2',
      audience_roles: [],
    });
  });

  it('tells scheduled, live and ended apart', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(
      publicationState({ publish_from: '2026-03-03T00:00:00Z', publish_until: null }, now),
    ).toBe('scheduled');
    expect(
      publicationState({ publish_from: '2026-03-01T00:00:00Z', publish_until: null }, now),
    ).toBe('live');
    expect(
      publicationState(
        { publish_from: '2026-02-01T00:00:00Z', publish_until: '2026-03-01T00:00:00Z' },
        now,
      ),
    ).toBe('ended');
  });
});
