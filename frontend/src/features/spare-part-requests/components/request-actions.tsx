import {
  CheckOutlined,
  CloseOutlined,
  EllipsisOutlined,
  ExportOutlined,
  InboxOutlined,
  ShoppingCartOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type SparePartRequestView } from '@px/contracts';
import { Button, Flex } from 'antd';
import { type ReactNode, createContext, useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '@/features/access/permissions-context';
import { useFeedback } from '@/shared/feedback';
import { MenuButton } from '@/shared/ui';
import { requestErrorText, useRequestStep } from '../api';
import {
  ACTION_MESSAGE_IDS,
  type RequestAbilities,
  type RequestAction,
  requestActions,
} from '../model';
import { OrderModal } from './order-modal';
import { RejectModal } from './reject-modal';
import { ServeModal } from './serve-modal';
import { useRequestFormat } from './use-request-format';

const ACTION_ICONS: Record<RequestAction, ReactNode> = {
  approve: <CheckOutlined aria-hidden />,
  reject: <CloseOutlined aria-hidden />,
  serve: <InboxOutlined aria-hidden />,
  order: <ShoppingCartOutlined aria-hidden />,
  deliver: <ExportOutlined aria-hidden />,
  cancel: <StopOutlined aria-hidden />,
};

interface RequestActionsValue {
  abilities: RequestAbilities;
  run: (request: SparePartRequestView, action: RequestAction) => void;
  /** The request whose direct step (approve, deliver, cancel) is on its way. */
  busyId: string | null;
}

const RequestActionsContext = createContext<RequestActionsValue | null>(null);

/** The user's abilities on requests, from their permissions. */
export function useRequestAbilities(): RequestAbilities & { canRead: boolean } {
  const { hasPermission } = usePermissions();
  const perms = PERMISSIONS.inventory.spare_part_requests;
  return {
    desk: hasPermission(perms.approve),
    canCreate: hasPermission(perms.create),
    canRead: hasPermission(perms.read),
  };
}

/**
 * Runs the steps of a request for everything below it: "Aprobar" at once; "Entregar" and
 * "Cancelar" after a confirmation; "Rechazar", "Servir del almacén" and "Pedir al proveedor"
 * through their dialogs. The API's refusals (a 409 in Spanish) show as a toast.
 */
export function RequestActionsProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message, modal } = useFeedback();
  const format = useRequestFormat();
  const { desk, canCreate } = useRequestAbilities();
  const step = useRequestStep();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<SparePartRequestView | null>(null);
  const [serving, setServing] = useState<SparePartRequestView | null>(null);
  const [ordering, setOrdering] = useState<SparePartRequestView | null>(null);

  const direct = async (
    request: SparePartRequestView,
    action: 'approve' | 'deliver' | 'cancel',
    done: string,
  ) => {
    setBusyId(request.id);
    try {
      await step.mutateAsync({ id: request.id, step: { action } });
      void message.success(done);
    } catch (error) {
      void message.error(requestErrorText(error, t('spareParts.toast.failed')));
    } finally {
      setBusyId(null);
    }
  };

  const what = (request: SparePartRequestView) =>
    t('spareParts.step.what', {
      quantity: format.quantity(request.quantity, request.unit),
      description: request.description,
    });

  const run = (request: SparePartRequestView, action: RequestAction) => {
    switch (action) {
      case 'approve':
        void direct(request, 'approve', t('spareParts.toast.approved'));
        return;
      case 'reject':
        setRejecting(request);
        return;
      case 'serve':
        setServing(request);
        return;
      case 'order':
        setOrdering(request);
        return;
      case 'deliver':
        void modal.confirm({
          title: t('spareParts.deliver.title'),
          content: t('spareParts.deliver.content', {
            what: what(request),
            number: request.work_order_number,
          }),
          okText: t('spareParts.deliver.submit'),
          cancelText: t('spareParts.common.back'),
          onOk: () =>
            direct(
              request,
              'deliver',
              t('spareParts.toast.delivered', { number: request.work_order_number }),
            ),
        });
        return;
      case 'cancel':
        void modal.confirm({
          title: t('spareParts.cancel.title'),
          content: t('spareParts.cancel.content', { what: what(request) }),
          okText: t('spareParts.cancel.submit'),
          okButtonProps: { danger: true },
          cancelText: t('spareParts.common.back'),
          onOk: () => direct(request, 'cancel', t('spareParts.toast.cancelled')),
        });
        return;
    }
  };

  const value: RequestActionsValue = {
    abilities: { desk, canCreate },
    run,
    busyId,
  };

  return (
    <RequestActionsContext.Provider value={value}>
      {children}
      <RejectModal request={rejecting} onClose={() => setRejecting(null)} />
      <ServeModal request={serving} onClose={() => setServing(null)} />
      <OrderModal request={ordering} onClose={() => setOrdering(null)} />
    </RequestActionsContext.Provider>
  );
}

function useRequestActionsContext(): RequestActionsValue {
  const value = useContext(RequestActionsContext);
  if (!value) throw new Error('useRequestActions needs a <RequestActionsProvider>.');
  return value;
}

interface RequestActionButtonsProps {
  request: SparePartRequestView;
  /**
   * A card's split form: `main` is only its main step's button, `more` only the "Más acciones"
   * menu with every other step. Without it, every step is a button.
   */
  part?: 'main' | 'more';
  size?: 'small' | 'middle';
}

/** Steps that undo the request: never the main button of a card. */
const DESTRUCTIVE: readonly RequestAction[] = ['reject', 'cancel'];

/** The buttons of what the user may do with the request now (the first one is the main one). */
export function RequestActionButtons({ request, part, size = 'small' }: RequestActionButtonsProps) {
  const intl = useIntl();
  const { abilities, run, busyId } = useRequestActionsContext();
  const actions = requestActions(request.status, abilities);
  if (actions.length === 0) return null;
  const main = actions[0]!;
  const split = part !== undefined;
  const shown = split ? (DESTRUCTIVE.includes(main) ? [] : [main]) : actions;
  const more = split ? actions.filter((action) => !shown.includes(action)) : [];
  if (part === 'main' && shown.length === 0) return null;
  if (part === 'more' && more.length === 0) return null;
  const busy = busyId === request.id;
  const label = (action: RequestAction) => intl.formatMessage({ id: ACTION_MESSAGE_IDS[action] });

  return (
    <Flex wrap gap={6} align="center" data-testid={part === 'more' ? undefined : 'request-actions'}>
      {part !== 'more' &&
        shown.map((action, index) => (
          <Button
            key={action}
            size={size}
            type={index === 0 && !DESTRUCTIVE.includes(action) ? 'primary' : 'default'}
            danger={DESTRUCTIVE.includes(action)}
            icon={ACTION_ICONS[action]}
            loading={busy && index === 0 && !DESTRUCTIVE.includes(action)}
            disabled={busy}
            onClick={() => run(request, action)}
            data-testid={`request-${action}`}
          >
            {label(action)}
          </Button>
        ))}
      {part === 'more' && (
        <MenuButton
          menu={{
            items: more.map((action) => ({
              key: action,
              label: label(action),
              icon: ACTION_ICONS[action],
              danger: DESTRUCTIVE.includes(action),
            })),
            onClick: ({ key }) => run(request, key as RequestAction),
          }}
        >
          <Button
            size={size}
            type="text"
            icon={<EllipsisOutlined aria-hidden />}
            disabled={busy}
            aria-label={intl.formatMessage(
              { id: 'spareParts.action.more' },
              { description: request.description },
            )}
            data-testid="request-more"
          />
        </MenuButton>
      )}
    </Flex>
  );
}
