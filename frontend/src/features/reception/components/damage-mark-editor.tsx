import { DeleteOutlined } from '@ant-design/icons';
import { DAMAGE_KINDS, type DamageKind, type DamageMark } from '@px/contracts';
import { Button, Flex, Input, Modal, Radio, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';

/**
 * What the editor holds: the mark as being written (the draft), whether it is new, and whether
 * "Añadir marca" made it (then the focus goes to it once saved, ready for the arrow keys). It
 * stays while the modal fades out (`open` false) so the content does not blank mid-animation.
 */
export interface Editing {
  mark: DamageMark;
  isNew: boolean;
  byKeyboard: boolean;
  open: boolean;
}

/** The longest note the screen takes (the API allows more). */
export const NOTE_MAX = 200;

export interface MarkEditorProps {
  editing: Editing | null;
  number: number;
  kindName(kind: DamageKind): string;
  onDraft(mark: DamageMark): void;
  onSave(): void;
  onDelete(id: string): void;
  onCancel(): void;
  afterClose(): void;
}

/** The kind and note of one mark, in a modal (a popover is too small for a finger and a note). */
export function MarkEditor({
  editing,
  number,
  kindName,
  onDraft,
  onSave,
  onDelete,
  onCancel,
  afterClose,
}: MarkEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const kindLabelId = useId();
  const noteId = useId();
  const mark = editing?.mark;

  return (
    <Modal
      open={!!editing?.open}
      title={
        editing?.isNew
          ? t('reception.diagram.newMark')
          : t('reception.diagram.editMark', { number })
      }
      onCancel={onCancel}
      afterClose={afterClose}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="space-between" wrap>
          <span>
            {editing && !editing.isNew && (
              <Button
                danger
                size="large"
                icon={<DeleteOutlined />}
                onClick={() => onDelete(editing.mark.id)}
              >
                {t('reception.diagram.delete')}
              </Button>
            )}
          </span>
          <Flex gap={8}>
            <Button size="large" onClick={onCancel}>
              {t('reception.diagram.cancel')}
            </Button>
            <Button size="large" type="primary" onClick={onSave} data-testid="damage-save">
              {t('reception.diagram.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {mark && (
        <Flex vertical gap={16}>
          <Flex vertical gap={8}>
            <Typography.Text strong id={kindLabelId}>
              {t('reception.diagram.kind')}
            </Typography.Text>
            <Radio.Group
              aria-labelledby={kindLabelId}
              optionType="button"
              buttonStyle="solid"
              size="large"
              value={mark.kind}
              onChange={(event) => onDraft({ ...mark, kind: event.target.value as DamageKind })}
              style={{ display: 'flex', flexWrap: 'wrap' }}
            >
              {DAMAGE_KINDS.map((kind) => (
                <Radio.Button
                  key={kind}
                  value={kind}
                  style={{ flex: '1 0 auto', height: 48, lineHeight: '46px', textAlign: 'center' }}
                >
                  {kindName(kind)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Flex>
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            <label htmlFor={noteId}>
              <Typography.Text strong>{t('reception.diagram.note')}</Typography.Text>
            </label>
            <Input.TextArea
              id={noteId}
              value={mark.note}
              maxLength={NOTE_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t('reception.diagram.notePlaceholder')}
              onChange={(event) => onDraft({ ...mark, note: event.target.value })}
            />
          </Flex>
          {editing.isNew && editing.byKeyboard && (
            <Typography.Text type="secondary">{t('reception.diagram.moveHint')}</Typography.Text>
          )}
        </Flex>
      )}
    </Modal>
  );
}
