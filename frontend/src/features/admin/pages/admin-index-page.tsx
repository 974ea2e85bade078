import {
  AppstoreOutlined,
  ArrowRightOutlined,
  BellOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '../components/admin-page-header';
import '../admin.css';

interface AdminTool {
  path: string;
  icon: ReactNode;
  titleId: string;
  descriptionId: string;
}

/** The admin screens that exist; later issues add theirs here. */
export const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    path: '/admin/users-permissions',
    icon: <TeamOutlined />,
    titleId: 'admin.users.title',
    descriptionId: 'admin.index.users',
  },
  {
    path: '/admin/permissions',
    icon: <SafetyCertificateOutlined />,
    titleId: 'admin.permissions.title',
    descriptionId: 'admin.index.permissions',
  },
  {
    path: '/admin/pages',
    icon: <AppstoreOutlined />,
    titleId: 'admin.pages.title',
    descriptionId: 'admin.index.pages',
  },
  {
    path: '/admin/announcements',
    icon: <NotificationOutlined />,
    titleId: 'announcements.admin.title',
    descriptionId: 'announcements.admin.indexDescription',
  },
  {
    path: '/notification-management',
    icon: <BellOutlined />,
    titleId: 'notifications.rules.title',
    descriptionId: 'notifications.rules.indexDescription',
  },
];

/** /admin: the administration tools as cards. */
export default function AdminIndexPage() {
  return (
    <Flex vertical gap={16} className="px-admin-page" data-testid="admin-index-page">
      <AdminPageHeader
        titleId="admin.index.title"
        descriptionId="admin.index.description"
        breadcrumb={false}
      />
      <Row gutter={[16, 16]}>
        {ADMIN_TOOLS.map((tool) => (
          <Col key={tool.path} xs={24} sm={12} xl={8}>
            <Link
              to={tool.path}
              className="px-admin-tool-link"
              data-testid={`admin-tool-${tool.path}`}
            >
              <Card hoverable className="px-admin-tool">
                <Flex gap={16} align="flex-start">
                  <span className="px-admin-tool__icon" aria-hidden>
                    {tool.icon}
                  </span>
                  <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Typography.Title level={4} style={{ margin: 0 }}>
                      <FormattedMessage id={tool.titleId} />
                    </Typography.Title>
                    <Typography.Text type="secondary">
                      <FormattedMessage id={tool.descriptionId} />
                    </Typography.Text>
                  </Flex>
                  <ArrowRightOutlined className="px-admin-tool__arrow" aria-hidden />
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
