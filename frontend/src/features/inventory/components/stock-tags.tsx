import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

/** "Bajo mínimo" and "Inactiva": words, so they do not depend on their colour. */
export function StockTags({ belowMinimum, active }: { belowMinimum: boolean; active: boolean }) {
  return (
    <>
      {belowMinimum && (
        <Tag color="orange" bordered={false} data-testid="part-below-minimum">
          <FormattedMessage id="inventory.parts.tag.belowMinimum" />
        </Tag>
      )}
      {!active && (
        <Tag bordered={false} data-testid="part-inactive">
          <FormattedMessage id="inventory.parts.tag.inactive" />
        </Tag>
      )}
    </>
  );
}
