import { Flex, Tag, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import type { Row, SectionId } from './use-palette-rows';

const SECTIONS: readonly { id: SectionId; titleId: string }[] = [
  { id: 'results', titleId: 'search.section.results' },
  { id: 'actions', titleId: 'search.section.actions' },
  { id: 'recent', titleId: 'search.section.recent' },
];

interface PaletteSectionsProps {
  rows: Row[];
  /** The index of the highlighted option, -1 for none. */
  active: number;
  fetching: boolean;
  baseId: string;
  optionId: (index: number) => string;
  onHover: (key: string) => void;
}

/** The palette's options, grouped under their section headings (inside the listbox). */
export function PaletteSections({
  rows,
  active,
  fetching,
  baseId,
  optionId,
  onHover,
}: PaletteSectionsProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <>
      {SECTIONS.map((section) => {
        const sectionRows = rows
          .map((row, index) => ({ row, index }))
          .filter(({ row }) => row.section === section.id);
        if (sectionRows.length === 0) return null;
        const headingId = `${baseId}-${section.id}`;
        return (
          <div
            key={section.id}
            role="group"
            aria-labelledby={headingId}
            data-testid={`search-section-${section.id}`}
          >
            <div
              id={headingId}
              role="presentation"
              style={{
                fontSize: 12,
                fontWeight: 600,
                color: token.colorTextSecondary,
                padding: '8px 10px 4px',
              }}
            >
              {intl.formatMessage({ id: section.titleId })}
            </div>
            {sectionRows.map(({ row, index }) => (
              <div
                key={row.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-testid="search-row"
                onMouseMove={() => {
                  if (index !== active) onHover(row.key);
                }}
                // Keep the focus in the text box: arrows and Enter keep working after a click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={row.select}
                style={{
                  display: 'flex',
                  gap: 12,
                  alignItems: 'center',
                  minHeight: 44,
                  padding: '8px 10px',
                  borderRadius: token.borderRadius,
                  cursor: 'pointer',
                  background: index === active ? token.controlItemBgActive : undefined,
                  opacity: row.section === 'results' && fetching ? 0.6 : 1,
                }}
              >
                {row.icon && (
                  <span aria-hidden style={{ color: token.colorTextSecondary, fontSize: 16 }}>
                    {row.icon}
                  </span>
                )}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Flex gap={6} align="center" wrap>
                    <Typography.Text strong style={{ minWidth: 0 }}>
                      {row.title}
                    </Typography.Text>
                    {row.badges}
                  </Flex>
                  {row.lines?.map((line, lineIndex) => (
                    <div
                      key={lineIndex}
                      style={{
                        fontSize: 12,
                        color: token.colorTextSecondary,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {line}
                    </div>
                  ))}
                </div>
                {row.typeLabel && (
                  <Tag style={{ marginInlineEnd: 0 }} data-testid="search-type">
                    {row.typeLabel}
                  </Tag>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}
