import {
  ClockCircleOutlined,
  DashboardOutlined,
  PlusOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PERMISSIONS } from '@px/contracts';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Result,
  Row,
  Skeleton,
  Statistic,
  Tag,
  theme,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { usePermissions } from '@/features/access/permissions-context';
import { useDisplayName } from '@/features/shell/user-menu';
import { TimeClockSummary } from '@/features/time-clock';
import { useWorkOrderStatistics } from '@/features/work-orders/api';
import { useDocumentTitle } from '@/shared/hooks';

function PanelCard({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {icon}
          {title}
        </Flex>
      }
      style={{ height: '100%' }}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

/** SPEC §2 home panel. Figures that later modules provide show an honest "—". */
/**
 * The workshop's open orders (not yet completed or cancelled) from the orders statistics, with
 * the overdue and unassigned ones; live as the sidebar badge is (work_order.changed refreshes the
 * statistics). Users who cannot read orders are told so instead of seeing a number.
 */
function ActiveOrders() {
  const navigate = useNavigate();
  const canRead = usePermissions().hasPermission(PERMISSIONS.work_orders.orders.read);
  const statistics = useWorkOrderStatistics(canRead);
  if (!canRead) {
    return (
      <>
        <Statistic value="—" />
        <Typography.Text type="secondary">
          <FormattedMessage id="home.activeOrdersNoAccess" />
        </Typography.Text>
      </>
    );
  }
  if (statistics.isPending) {
    return (
      <Flex vertical gap={8} data-testid="home-active-orders-loading">
        <Skeleton.Input active size="large" />
        <Typography.Text type="secondary">
          <FormattedMessage id="home.loadingData" />
        </Typography.Text>
      </Flex>
    );
  }
  if (statistics.isError) {
    return (
      <Flex vertical gap={8} align="start">
        <Typography.Text type="danger">
          <FormattedMessage id="home.activeOrdersError" />
        </Typography.Text>
        <Button onClick={() => void statistics.refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Flex>
    );
  }
  const { activeByPriority, overdue, unassigned } = statistics.data;
  const active = Object.values(activeByPriority).reduce((sum, count) => sum + count, 0);
  return (
    <Flex vertical gap={8} align="start">
      <Statistic value={active} valueStyle={{ fontVariantNumeric: 'tabular-nums' }} />
      <Flex gap={8} wrap>
        <Tag color={overdue ? 'red' : 'default'}>
          <FormattedMessage id="home.activeOrdersOverdue" values={{ count: overdue }} />
        </Tag>
        <Tag color={unassigned ? 'orange' : 'default'}>
          <FormattedMessage id="home.activeOrdersUnassigned" values={{ count: unassigned }} />
        </Tag>
      </Flex>
      <Button type="link" style={{ paddingInline: 0 }} onClick={() => navigate('/orders')}>
        <FormattedMessage id="home.activeOrdersOpen" />
      </Button>
    </Flex>
  );
}

export default function DashboardPage() {
  const { token } = theme.useToken();
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);
  const name = useDisplayName();
  useDocumentTitle(intl.formatMessage({ id: 'home.title' }));

  if (!user) {
    return (
      <Result
        title={<FormattedMessage id="home.loginPrompt" />}
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            <FormattedMessage id="home.logIn" />
          </Button>
        }
      />
    );
  }

  const role = user.role?.display_name || intl.formatMessage({ id: 'profile.defaultRole' });

  return (
    <Flex vertical gap={24} data-testid="dashboard-page">
      <div>
        <Typography.Title
          level={1}
          style={{ marginTop: 0, marginBottom: 4, fontSize: token.fontSizeHeading2 }}
          data-testid="page-heading"
        >
          <FormattedMessage id="home.title" />
        </Typography.Title>
        <Typography.Title
          level={4}
          style={{ margin: 0, fontWeight: 500 }}
          data-testid="home-welcome"
        >
          <FormattedMessage id="home.welcome" values={{ name }} />
        </Typography.Title>
        <Typography.Text type="secondary">
          <FormattedMessage id="home.description" />
        </Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xxl={6}>
          <PanelCard
            icon={<ToolOutlined />}
            title={<FormattedMessage id="home.activeOrders" />}
            testId="home-active-orders"
          >
            <ActiveOrders />
          </PanelCard>
        </Col>
        <Col xs={24} md={12} xxl={6}>
          <PanelCard
            icon={<ClockCircleOutlined />}
            title={<FormattedMessage id="home.timeStatus" />}
            testId="home-time-status"
          >
            <TimeClockSummary />
          </PanelCard>
        </Col>
        <Col xs={24} md={12} xxl={6}>
          <PanelCard
            icon={<DashboardOutlined />}
            title={<FormattedMessage id="home.quickActions" />}
            testId="home-quick-actions"
          >
            <Flex vertical gap={8}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate('/orders')}
                block
              >
                <FormattedMessage id="home.newOrder" />
              </Button>
              <Button icon={<DashboardOutlined />} onClick={() => navigate('/dashboard')} block>
                <FormattedMessage id="home.viewDashboard" />
              </Button>
            </Flex>
          </PanelCard>
        </Col>
        <Col xs={24} md={12} xxl={6}>
          <PanelCard
            icon={<UserOutlined />}
            title={<FormattedMessage id="home.userInformation" />}
            testId="home-user-information"
          >
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'name', label: <FormattedMessage id="home.name" />, children: name },
                { key: 'email', label: <FormattedMessage id="home.email" />, children: user.email },
                {
                  key: 'role',
                  label: <FormattedMessage id="home.role" />,
                  children: <span data-testid="home-role">{role}</span>,
                },
              ]}
            />
          </PanelCard>
        </Col>
      </Row>
    </Flex>
  );
}
