import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Text and headings for the code of every first load (the sign-in screens and their frame, the
 * loaders and the error screen, the shell, the page header, the list toolbar and empty state, the
 * plate badge, the orders table): antd's Typography, the same look, without its measured ellipsis,
 * copy and edit machinery (a TextArea and a Tooltip: 14 KB on the sign-in page, 7 KB on /orders,
 * issue 22). The rest of the screens keep using Typography.
 */
export interface PlainTextProps extends HTMLAttributes<HTMLElement> {
  tone?: 'secondary';
  strong?: boolean;
  /** Inline code, as `Typography.Text code` draws it. */
  code?: boolean;
  /** One line cut with "…", as `Typography.Text ellipsis` draws it (CSS only, no tooltip). */
  ellipsis?: boolean;
  children: ReactNode;
}

export function PlainText({
  tone,
  strong,
  code,
  ellipsis,
  className,
  style,
  children,
  ...rest
}: PlainTextProps) {
  const { token } = theme.useToken();
  const look: CSSProperties = {
    color: tone === 'secondary' ? token.colorTextSecondary : token.colorText,
    fontWeight: strong ? token.fontWeightStrong : undefined,
    ...(code && {
      margin: '0 0.2em',
      padding: '0.2em 0.4em 0.1em',
      fontSize: '85%',
      fontFamily: token.fontFamilyCode,
      background: token.colorFillTertiary,
      border: `1px solid ${token.colorBorderSecondary}`,
      borderRadius: 3,
    }),
    ...style,
  };
  const Element = code ? 'code' : 'span';
  return (
    <Element
      // A class, not inline style, so that a screen's stylesheet can still hide or resize it.
      className={ellipsis ? ['px-ellipsis', className].filter(Boolean).join(' ') : className}
      style={look}
      {...rest}
    >
      {children}
    </Element>
  );
}

export interface PlainTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level: 1 | 2 | 3 | 4 | 5;
  children: ReactNode;
}

export function PlainTitle({ level, style, children, ...rest }: PlainTitleProps) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...style,
      }}
      {...rest}
    >
      {children}
    </Heading>
  );
}
