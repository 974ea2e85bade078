import { Flex, theme } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { PlainText, PlainTitle } from './plain-typography';

export type StatusTone = 'error' | 'warning' | 'info';

export interface StatusSurfaceProps extends HTMLAttributes<HTMLDivElement> {
  maxWidth?: number;
}

/**
 * A card's surface (background, border, radius, padding from the theme's tokens) without antd's
 * Card, whose module brings tabs and skeletons along. The screens that must show before anything
 * else loads (the error screen, the stale-deployment notice) use it, so the first page stays within
 * issue 22's JavaScript budget.
 */
export function StatusSurface({ maxWidth, style, ...rest }: StatusSurfaceProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: '100%',
        maxWidth,
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
      {...rest}
    />
  );
}

export interface StatusPanelProps extends Omit<StatusSurfaceProps, 'title'> {
  icon: ReactNode;
  tone: StatusTone;
  /** The screen's heading (an h1: the panel stands in for the screen). */
  title: ReactNode;
  description?: ReactNode;
  /** The actions under the texts. */
  extra?: ReactNode;
}

/**
 * A large status icon, a title, a text and actions on a card: what antd's Card + Result draw,
 * without Result's illustrations (see StatusSurface for why).
 */
export function StatusPanel({
  icon,
  tone,
  title,
  description,
  extra,
  children,
  maxWidth = 640,
  style,
  ...surface
}: StatusPanelProps) {
  const { token } = theme.useToken();
  const toneColour = {
    error: token.colorError,
    warning: token.colorWarning,
    info: token.colorInfo,
  };
  return (
    <StatusSurface
      maxWidth={maxWidth}
      style={{ paddingBlock: token.paddingXL, ...style }}
      {...surface}
    >
      <Flex vertical align="center" gap="middle" style={{ textAlign: 'center' }}>
        <span aria-hidden style={{ fontSize: 56, lineHeight: 1, color: toneColour[tone] }}>
          {icon}
        </span>
        <PlainTitle level={1} style={{ fontSize: token.fontSizeHeading3 }}>
          {title}
        </PlainTitle>
        {description && (
          <PlainText tone="secondary" style={{ fontSize: token.fontSizeLG }}>
            {description}
          </PlainText>
        )}
        {extra}
        {children && <div style={{ width: '100%' }}>{children}</div>}
      </Flex>
    </StatusSurface>
  );
}
