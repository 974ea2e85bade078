import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { DamageKind, DamageMark } from '@px/contracts';
import { Button, Flex, Typography } from 'antd';
import type { GlobalToken } from 'antd';
import { useIntl } from 'react-intl';
import { markStyle } from './damage-mark-style';

export interface MarkListProps {
  marks: DamageMark[];
  colours: Record<DamageKind, string>;
  token: GlobalToken;
  photosByMark: Record<string, number>;
  kindName(kind: DamageKind): string;
  onEdit: ((mark: DamageMark) => void) | null;
  onDelete: ((id: string) => void) | null;
}

/** The marks as a list: what the diagram shows, in words, with big edit and delete buttons. */
export function MarkList({
  marks,
  colours,
  token,
  photosByMark,
  kindName,
  onEdit,
  onDelete,
}: MarkListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  if (!marks.length) {
    return <Typography.Text type="secondary">{t('reception.diagram.empty')}</Typography.Text>;
  }
  return (
    <ol
      aria-label={t('reception.diagram.list')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      data-testid="damage-list"
    >
      {marks.map((mark, index) => {
        const number = index + 1;
        const photos = photosByMark[mark.id] ?? 0;
        return (
          <li
            key={mark.id}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              minHeight: 52,
              padding: '4px 0',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
            data-testid="damage-list-item"
          >
            <span aria-hidden style={markStyle(colours[mark.kind], false, token)}>
              {number}
            </span>
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong>
                <span className="px-visually-hidden">
                  {t('reception.diagram.editMark', { number })}:{' '}
                </span>
                {kindName(mark.kind)}
              </Typography.Text>
              <Typography.Text
                type={mark.note.trim() ? undefined : 'secondary'}
                ellipsis={{ tooltip: mark.note }}
              >
                {mark.note.trim() || t('reception.diagram.noNote')}
              </Typography.Text>
            </Flex>
            {photos > 0 && (
              <Typography.Text type="secondary">
                {t('reception.diagram.photos', { count: photos })}
              </Typography.Text>
            )}
            {onEdit && (
              <Button
                size="large"
                icon={<EditOutlined />}
                aria-label={t('reception.diagram.editNumbered', { number })}
                onClick={() => onEdit(mark)}
                style={{ width: 44, height: 44 }}
              />
            )}
            {onDelete && (
              <Button
                size="large"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('reception.diagram.deleteNumbered', { number })}
                onClick={() => onDelete(mark.id)}
                style={{ width: 44, height: 44 }}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
