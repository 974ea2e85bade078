import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../../test/web/support/xss-corpus';
import { SafeMarkdown } from './safe-markdown';

const UNSAFE_ADDRESS = /^\s*(javascript|data|vbscript|file):/i;
const FORBIDDEN = 'script, iframe, object, embed, style, link, meta, base, form, input, svg, math';

/** Every problem a rendered tree has, for a readable failure message. */
function problemsOf(root: HTMLElement): string[] {
  const problems: string[] = [];
  root.querySelectorAll(FORBIDDEN).forEach((element) => problems.push(`<${element.localName}>`));
  root.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) problems.push(`${element.localName}[${attribute.name}]`);
      if (['href', 'src', 'xlink:href', 'action', 'srcdoc', 'style'].includes(attribute.name)) {
        if (attribute.name === 'style' || attribute.name === 'srcdoc') {
          problems.push(`${element.localName}[${attribute.name}]`);
        } else if (
          UNSAFE_ADDRESS.test(attribute.value) ||
          !/^(https?:|mailto:)/i.test(attribute.value)
        ) {
          problems.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
        }
      }
    }
  });
  return problems;
}

describe('SafeMarkdown', () => {
  it('renders markdown with safe links opening in a new tab', () => {
    const { container } = render(
      <SafeMarkdown>
        {'**Nuevo**: [guía](https://taller.example.com/guia) y [correo](mailto:a@b.es)'}
      </SafeMarkdown>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Nuevo');
    const [web, mail] = Array.from(container.querySelectorAll('a'));
    expect(web).toHaveAttribute('href', 'https://taller.example.com/guia');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mail).toHaveAttribute('href', 'mailto:a@b.es');
    expect(mail).not.toHaveAttribute('target');
  });

  it('drops unsafe link and image addresses but keeps their text', () => {
    const { container } = render(
      <SafeMarkdown>
        {'[pulsa aquí](javascript:alert(1)) ![foto del taller](data:image/png;base64,AAAA)'}
      </SafeMarkdown>,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('pulsa aquí');
    expect(container.textContent).toContain('foto del taller');
  });

  it('shows the app’s own images, and only the text of an outside one (no tracking pixels)', () => {
    const { container } = render(
      <SafeMarkdown>
        {'![logo](/uploads/logo.png) ![píxel](https://img.example/pixel.gif)'}
      </SafeMarkdown>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/logo.png');
    expect(container.textContent).toContain('píxel');
  });

  it(`leaves nothing dangerous from ${XSS_PAYLOADS.length} known payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) {
      const { container, unmount } = render(<SafeMarkdown>{payload}</SafeMarkdown>);
      expect(problemsOf(container), payload).toEqual([]);
      unmount();
    }
  });
});
