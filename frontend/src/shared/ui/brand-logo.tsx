import { CarOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { PlainText } from './plain-typography';

export interface BrandLogoProps {
  /** Hide the word mark (narrow screens, collapsed sidebar). */
  compact?: boolean;
  tagline?: string;
}

/** The PX Taller mark: a car in a rounded blue tile with an orange accent, plus the word mark. */
export function BrandLogo({ compact = false, tagline }: BrandLogoProps) {
  return (
    <Flex align="center" gap={12} className="px-brand">
      <span className="px-brand__tile" aria-hidden="true">
        <CarOutlined />
        <span className="px-brand__spark" />
      </span>
      {!compact && (
        <Flex vertical className="px-brand__text">
          <PlainText strong className="px-brand__name">
            PX Taller
          </PlainText>
          {tagline && (
            <PlainText tone="secondary" className="px-brand__tagline">
              {tagline}
            </PlainText>
          )}
        </Flex>
      )}
    </Flex>
  );
}
