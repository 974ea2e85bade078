import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { BODY_TYPES, type BodyType } from '@px/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Flex,
  Form,
  InputNumber,
  Row,
  Segmented,
  Typography,
} from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PendingPhoto, ReceptionDraft } from '../reception-model';
import { DamageDiagram } from './damage-diagram';
import { FuelGauge } from './fuel-gauge';

interface Props {
  draft: ReceptionDraft;
  onChange(patch: Partial<ReceptionDraft>): void;
}

/** Odometer, fuel, body type, the damage diagram and the photos taken with the tablet. */
export function ReceptionConditionStep({ draft, onChange }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const fileInput = useRef<HTMLInputElement>(null);
  const photoMark = useRef<string | null>(null);
  const lower =
    draft.odometerKm !== null && draft.lastKm !== null && draft.odometerKm < draft.lastKm;

  const takePhoto = (damageId: string | null) => {
    photoMark.current = damageId;
    fileInput.current?.click();
  };
  const addPhotos = (files: FileList | null) => {
    const added: PendingPhoto[] = Array.from(files ?? []).map((file) => ({
      key: crypto.randomUUID(),
      file,
      damageId: photoMark.current,
    }));
    onChange({ photos: [...draft.photos, ...added] });
  };
  const photosByMark: Record<string, number> = {};
  for (const photo of draft.photos) {
    if (photo.damageId) photosByMark[photo.damageId] = (photosByMark[photo.damageId] ?? 0) + 1;
  }

  return (
    <Form layout="vertical" component="div">
      <Row gutter={24}>
        <Col xs={24} md={12} xl={10}>
          <Form.Item
            label={t('reception.field.odometer')}
            required
            extra={
              draft.lastKm !== null
                ? t('reception.flow.lastReading', { km: draft.lastKm.toLocaleString('es-ES') })
                : undefined
            }
          >
            <InputNumber
              size="large"
              min={0}
              max={2_000_000}
              precision={0}
              value={draft.odometerKm}
              onChange={(value) =>
                onChange({
                  odometerKm: typeof value === 'number' ? value : null,
                  confirmedLower: false,
                })
              }
              suffix="km"
              style={{ width: '100%' }}
              aria-label={t('reception.field.odometer')}
              data-testid="reception-odometer"
            />
          </Form.Item>
          {lower && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('reception.flow.lowerWarning', {
                km: draft.lastKm!.toLocaleString('es-ES'),
              })}
              description={
                <Checkbox
                  checked={draft.confirmedLower}
                  onChange={(event) => onChange({ confirmedLower: event.target.checked })}
                  data-testid="reception-confirm-lower"
                >
                  <FormattedMessage id="reception.flow.confirmLowerCheck" />
                </Checkbox>
              }
            />
          )}
        </Col>
        {/* Nine big buttons: the gauge takes the whole width below 1600 px. */}
        <Col xs={24} xxl={14}>
          <Form.Item label={t('reception.field.fuel')} required>
            <FuelGauge value={draft.fuelLevel} onChange={(fuelLevel) => onChange({ fuelLevel })} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('reception.field.bodyType')}>
        <Segmented<BodyType>
          size="large"
          value={draft.bodyType}
          onChange={(bodyType) => onChange({ bodyType })}
          options={BODY_TYPES.map((type) => ({
            value: type,
            label: t(`reception.bodyType.${type}`),
          }))}
          data-testid="reception-body-type"
        />
      </Form.Item>
      <Form.Item label={t('reception.field.damages')}>
        <DamageDiagram
          bodyType={draft.bodyType}
          marks={draft.damages}
          onChange={(damages) =>
            onChange({
              damages,
              // A removed mark takes its photos' link with it (the photos stay, unlinked).
              photos: draft.photos.map((photo) =>
                photo.damageId && !damages.some((mark) => mark.id === photo.damageId)
                  ? { ...photo, damageId: null }
                  : photo,
              ),
            })
          }
          photosByMark={photosByMark}
        />
      </Form.Item>
      <Form.Item label={t('reception.field.photos')}>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          multiple
          // Opened by the buttons below; never shown (nor reached by keyboard) itself.
          style={{ display: 'none' }}
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            addPhotos(event.target.files);
            event.target.value = '';
          }}
          data-testid="reception-photo-input"
        />
        <Flex gap={8} wrap>
          <Button
            size="large"
            icon={<CameraOutlined aria-hidden />}
            onClick={() => takePhoto(null)}
          >
            <FormattedMessage id="reception.flow.takePhoto" />
          </Button>
          {draft.damages.map((mark, index) => (
            <Button
              key={mark.id}
              size="large"
              icon={<CameraOutlined aria-hidden />}
              onClick={() => takePhoto(mark.id)}
              data-testid="reception-mark-photo"
            >
              {t('reception.flow.photoOfMark', { n: index + 1 })}
            </Button>
          ))}
        </Flex>
        {draft.photos.length > 0 && (
          <Flex vertical gap={4} style={{ marginTop: 12 }} data-testid="reception-photos">
            {draft.photos.map((photo) => {
              const mark = draft.damages.findIndex((item) => item.id === photo.damageId);
              return (
                <Flex key={photo.key} gap={8} align="center">
                  <Typography.Text>
                    {photo.file.name}
                    {mark >= 0 ? ` · ${t('reception.flow.markN', { n: mark + 1 })}` : ''}
                  </Typography.Text>
                  <Button
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('reception.flow.removePhoto', { name: photo.file.name })}
                    onClick={() =>
                      onChange({ photos: draft.photos.filter((item) => item.key !== photo.key) })
                    }
                    style={{ minWidth: 44, minHeight: 44 }}
                  />
                </Flex>
              );
            })}
          </Flex>
        )}
      </Form.Item>
    </Form>
  );
}
