import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { safeUrl } from './safe-url';
import './safe-markdown.css';

/**
 * GitHub's sanitising schema with the addresses narrowed to what SPEC §5 allows. react-markdown
 * never renders raw HTML (no rehype-raw, and `skipHtml` drops the tags), so only elements that
 * markdown itself produces reach this schema.
 */
const SCHEMA = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
};

/** A link with a safe address opens; with an unsafe or no address only its text stays. */
function SafeLink({ href, children }: ComponentProps<'a'>) {
  const address = safeUrl(href, 'link');
  if (!address) return <span data-dropped-link="">{children}</span>;
  const web = !address.toLowerCase().startsWith('mailto:');
  return (
    <a
      href={address}
      target={web ? '_blank' : undefined}
      rel={web ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}

/** An image with a safe address shows; otherwise its alternative text stays. */
function SafeImage({ src, alt, title }: ComponentProps<'img'>) {
  const address = safeUrl(src, 'image');
  if (!address) return alt ? <span data-dropped-image="">{alt}</span> : null;
  return (
    <img src={address} alt={alt ?? ''} title={title} loading="lazy" referrerPolicy="no-referrer" />
  );
}

const COMPONENTS: Components = { a: SafeLink, img: SafeImage };

/** react-markdown's own address hook: unsafe addresses never even reach the components. */
function transformUrl(url: string, key: string): string | undefined {
  const kind = key === 'src' ? 'image' : 'link';
  return safeUrl(url, kind) ?? undefined;
}

export interface SafeMarkdownProps {
  children: string | null | undefined;
  className?: string;
  testId?: string;
}

/**
 * Markdown rendered and sanitised (DESIGN §2: react-markdown + rehype-sanitize), the one renderer
 * of announcement content: the "Novedades" modal and the admin preview show the same thing.
 */
export function SafeMarkdown({ children, className, testId }: SafeMarkdownProps) {
  if (!children) return null;
  return (
    <div className={`px-markdown${className ? ` ${className}` : ''}`} data-testid={testId}>
      <ReactMarkdown
        skipHtml
        rehypePlugins={[[rehypeSanitize, SCHEMA]]}
        urlTransform={transformUrl}
        components={COMPONENTS}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
