import { CheckCircleOutlined } from '@ant-design/icons';
import type { CustomerReceiptView } from '@px/contracts';
import { Alert, Button, Card, Flex, Form, Grid, Input, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppointment } from '@/features/appointments/api';
import { useVehicle } from '@/features/vehicles/api';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { PageHeader } from '@/shared/ui';
import { uploadReceiptPhoto, useReceiveVehicle } from '../api';
import { ReceptionConditionStep } from '../components/reception-condition-step';
import { ReceptionDone } from '../components/reception-done';
import { ReceptionSummary } from '../components/reception-summary';
import { ReceptionVehicleStep, type PickedVehicle } from '../components/reception-vehicle-step';
import { ReceptionWorkStep } from '../components/reception-work-step';
import { SignatureField } from '../components/signature-field';
import {
  RECEPTION_STEPS,
  type ReceptionDraft,
  emptyDraft,
  receptionInput,
  stepProblems,
  suggestedBodyType,
} from '../reception-model';

/**
 * /vehicle-reception: the car received on the tablet with the customer, in four steps (vehicle,
 * condition, work, signature). Confirming writes the receipt, the work order and the signed
 * resguardo in one request; the photos go up afterwards. `?appointment=` starts from a booking.
 */
export default function VehicleReceptionPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<ReceptionDraft>(emptyDraft);
  const [picked, setPicked] = useState<PickedVehicle | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<{ receipt: CustomerReceiptView; photoErrors: number } | null>(
    null,
  );
  const screens = Grid.useBreakpoint();
  const receive = useReceiveVehicle();
  const booking = useAppointment(params.get('appointment') ?? undefined);
  const vehicle = useVehicle(draft.vehicleId ?? undefined);
  const patch = (change: Partial<ReceptionDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  // A booking in the address prefills the vehicle step.
  useEffect(() => {
    const found = booking.data;
    if (!found?.vehicle_id || picked) return;
    pick({
      appointmentId: found.id,
      customerId: found.customer_id,
      customerName: found.customer_name,
      vehicle: {
        id: found.vehicle_id,
        license_plate: found.license_plate ?? '',
        make: found.vehicle_label ?? '',
        model: '',
        odometer_km: null,
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booking.data]);

  // The vehicle's record gives the last reading and the body type to start from.
  useEffect(() => {
    if (!vehicle.data) return;
    patch({
      lastKm: vehicle.data.odometer_km,
      bodyType: suggestedBodyType(vehicle.data.make, vehicle.data.model),
    });
  }, [vehicle.data]);

  function pick(next: PickedVehicle) {
    setPicked(next);
    patch({
      appointmentId: next.appointmentId,
      customerId: next.customerId,
      vehicleId: next.vehicle.id,
      workOrderId: null,
      signerName: draft.signerName || next.customerName,
    });
    setProblems([]);
  }

  const current = RECEPTION_STEPS[step];
  const next = () => {
    const missing = stepProblems(current, draft);
    setProblems(missing);
    if (!missing.length) setStep(step + 1);
  };

  const confirm = async () => {
    const missing = stepProblems('sign', draft);
    setProblems(missing);
    if (missing.length) return;
    try {
      const receipt = await receive.mutateAsync(receptionInput(draft));
      let photoErrors = 0;
      for (const photo of draft.photos) {
        await uploadReceiptPhoto(receipt.id, photo.file, photo.damageId).catch(() => {
          photoErrors += 1;
        });
      }
      setDone({ receipt, photoErrors });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        setProblems(error.fieldErrors.map((item) => item.message));
      } else {
        void message.error(extractErrorMessage(error));
      }
    }
  };

  const header = <PageHeader title={t('reception.title')} subtitle={t('reception.subtitle')} />;
  if (done) {
    return (
      <>
        {header}
        <ReceptionDone
          receipt={done.receipt}
          photoErrors={done.photoErrors}
          onAnother={() => {
            setDone(null);
            setDraft(emptyDraft());
            setPicked(null);
            setStep(0);
            navigate('/vehicle-reception', { replace: true });
          }}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Card>
        <Steps
          current={step}
          // Below 1200 px (a tablet with the menu open) the titles go under the numbers.
          labelPlacement={screens.xl ? 'horizontal' : 'vertical'}
          size={screens.xl ? 'default' : 'small'}
          items={RECEPTION_STEPS.map((name) => ({ title: t(`reception.step.${name}`) }))}
          style={{ marginBottom: 24 }}
        />
        {current === 'vehicle' && <ReceptionVehicleStep picked={picked} onPick={pick} />}
        {current === 'condition' && <ReceptionConditionStep draft={draft} onChange={patch} />}
        {current === 'work' && <ReceptionWorkStep draft={draft} onChange={patch} />}
        {current === 'sign' && (
          <Flex vertical gap={16}>
            <ReceptionSummary draft={draft} picked={picked} />
            <Form layout="vertical" component="div">
              <Form.Item label={t('reception.field.signerName')} required>
                <Input
                  size="large"
                  maxLength={160}
                  value={draft.signerName}
                  onChange={(event) => patch({ signerName: event.target.value })}
                  aria-label={t('reception.field.signerName')}
                  data-testid="reception-signer"
                />
              </Form.Item>
              <SignatureField
                label={t('reception.field.signature')}
                value={draft.signature}
                onChange={(signature) => patch({ signature })}
              />
            </Form>
          </Flex>
        )}
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            role="alert"
            title={
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem.startsWith('reception.') ? t(problem) : problem}</li>
                ))}
              </ul>
            }
            data-testid="reception-problems"
          />
        )}
        <Flex justify="space-between" style={{ marginTop: 24 }}>
          <Button size="large" disabled={step === 0} onClick={() => setStep(step - 1)}>
            <FormattedMessage id="reception.flow.back" />
          </Button>
          {current === 'sign' ? (
            <Button
              size="large"
              type="primary"
              icon={<CheckCircleOutlined aria-hidden />}
              loading={receive.isPending}
              onClick={() => void confirm()}
              data-testid="reception-confirm"
            >
              <FormattedMessage id="reception.flow.confirm" />
            </Button>
          ) : (
            <Button size="large" type="primary" onClick={next} data-testid="reception-next">
              <FormattedMessage id="reception.flow.next" />
            </Button>
          )}
        </Flex>
      </Card>
    </>
  );
}
