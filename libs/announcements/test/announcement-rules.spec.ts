import {
  APP_VERSION_PATTERN,
  type AnnouncementFields,
  announcementProblems,
  compareVersions,
  isPublishedAt,
  isSafeCtaUrl,
  passedEdges,
} from '../src/domain/announcement-rules';

describe('announcement rules', () => {
  it('compares app versions number by number', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('2', '10')).toBe(-1);
    expect(APP_VERSION_PATTERN.test('1.0.0')).toBe(true);
    expect(APP_VERSION_PATTERN.test('1.0.0-beta')).toBe(false);
    expect(APP_VERSION_PATTERN.test('')).toBe(false);
  });

  it('lets a call to action open only http and https pages', () => {
    expect(isSafeCtaUrl('https://pxtaller.example/novedades')).toBe(true);
    expect(isSafeCtaUrl('http://intranet.local/manual.pdf')).toBe(true);
    for (const unsafe of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//fuera.example',
      '/relativa',
      'ftp://archivos.example',
    ]) {
      expect(isSafeCtaUrl(unsafe)).toBe(false);
    }
  });

  it('knows when an announcement is in its window and counts the edges passed', () => {
    const at = (iso: string) => new Date(iso);
    const open = { publishFrom: at('2026-11-01T00:00:00Z'), publishUntil: null };
    const closed = {
      publishFrom: at('2026-10-01T00:00:00Z'),
      publishUntil: at('2026-10-31T00:00:00Z'),
    };
    const future = { publishFrom: at('2026-12-01T00:00:00Z'), publishUntil: null };
    const now = at('2026-11-21T12:00:00Z');
    expect([open, closed, future].map((w) => isPublishedAt(w, now))).toEqual([true, false, false]);
    expect(passedEdges([open, closed, future], now)).toBe(3);
    expect(passedEdges([open, closed, future], at('2026-12-01T00:00:00Z'))).toBe(4);
  });

  describe('the checks of an administrator’s announcement', () => {
    const fields: AnnouncementFields = {
      title: 'Nueva agenda',
      summary: null,
      content_md: null,
      priority: 'normal',
      cta_label: null,
      cta_url: null,
      publish_from: new Date('2026-11-01T00:00:00Z'),
      publish_until: null,
      min_app_version: null,
      audience_roles: [],
    };

    it('accepts a complete announcement for everyone or for roles that exist', () => {
      expect(announcementProblems(fields, [])).toEqual([]);
      expect(
        announcementProblems(
          {
            ...fields,
            publish_until: new Date('2026-11-30T00:00:00Z'),
            cta_label: 'Ver',
            cta_url: 'https://pxtaller.example',
            audience_roles: ['mecanico'],
          },
          ['mecanico', 'recepcion'],
        ),
      ).toEqual([]);
    });

    it('refuses an end before or at the start', () => {
      for (const until of ['2026-11-01T00:00:00Z', '2026-10-31T00:00:00Z']) {
        expect(announcementProblems({ ...fields, publish_until: new Date(until) }, [])).toEqual([
          {
            field: 'publish_until',
            code: 'dateOrder',
            message: 'La fecha de fin de publicación debe ser posterior a la de inicio.',
          },
        ]);
      }
    });

    it('wants a call to action’s text and address together, naming the missing one', () => {
      const message = 'El botón de acción necesita a la vez un texto y una dirección.';
      expect(announcementProblems({ ...fields, cta_label: 'Ver' }, [])).toEqual([
        { field: 'cta_url', code: 'ctaPair', message },
      ]);
      expect(announcementProblems({ ...fields, cta_url: 'https://pxtaller.example' }, [])).toEqual([
        { field: 'cta_label', code: 'ctaPair', message },
      ]);
    });

    it('names the audience roles that do not exist, after the other problems', () => {
      const problems = announcementProblems(
        {
          ...fields,
          publish_until: new Date('2026-10-01T00:00:00Z'),
          audience_roles: ['mecanico', 'astronauta', 'pirata'],
        },
        ['mecanico'],
      );
      expect(problems.map((problem) => problem.code)).toEqual(['dateOrder', 'unknownRole']);
      expect(problems[1]).toEqual({
        field: 'audience_roles',
        code: 'unknownRole',
        message: 'Estos roles no existen: astronauta, pirata.',
      });
    });
  });
});
