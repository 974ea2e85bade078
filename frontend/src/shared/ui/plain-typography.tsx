import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Text and headings for the first page's code (the sign-in screens, their frame, the loaders and
 * the error screen): antd's Typography, the same look, without its ellipsis, copy and edit
 * machinery (a TextArea and a Tooltip, 14 KB of the sign-in page's JavaScript, issue 22). The
 * screens behind the sign-in keep using Typography.
 */
export interface PlainTextProps extends HTMLAttributes<HTMLElement> {
  tone?: 'secondary';
  strong?: boolean;
  /** Inline code, as `Typography.Text code` draws it. */
  code?: boolean;
  children: ReactNode;
}

export function PlainText({ tone, strong, code, style, children, ...rest }: PlainTextProps) {
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
    <Element style={look} {...rest}>
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
