import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Row,
  theme,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { userRefreshed } from '@/app/store/auth-slice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { authKeys, type ProfileInput, updateProfile } from '@/features/auth/api';
import { ChangePasswordForm } from '@/features/auth/change-password-form';
import { applyServerErrors } from '@/features/auth/form-errors';
import { LanguagePreference, ThemePreference } from '@/features/settings/preferences';
import { UserAvatar, useDisplayName } from '@/features/shell/user-menu';
import { useFeedback } from '@/shared/feedback';
import { useDocumentTitle } from '@/shared/hooks';
import { PageLoader } from '@/shared/ui';

const NAME_MAX_LENGTH = 100;
const AVATAR_URL_MAX_LENGTH = 2048;

interface ProfileValues {
  first_name: string;
  last_name: string;
  avatar_url: string;
}

/** /profile: own name and avatar (PATCH /api/auth/me), password, language and theme. */
export default function ProfilePage() {
  const { token } = theme.useToken();
  const intl = useIntl();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const user = useAppSelector((state) => state.auth.user);
  const name = useDisplayName();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(intl.formatMessage({ id: 'profile.title' }));

  if (!user) return <PageLoader label={intl.formatMessage({ id: 'profile.loading' })} />;

  const onFinish = async (values: ProfileValues) => {
    setSaving(true);
    setError(null);
    const input: ProfileInput = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      avatar_url: values.avatar_url?.trim() ? values.avatar_url.trim() : null,
    };
    try {
      const updated = await updateProfile(input);
      queryClient.setQueryData(authKeys.me, updated);
      dispatch(userRefreshed(updated));
      void message.success(intl.formatMessage({ id: 'profile.saved' }));
    } catch (caught) {
      setError(applyServerErrors(form, caught));
    } finally {
      setSaving(false);
    }
  };

  const role = user.role?.display_name || intl.formatMessage({ id: 'profile.defaultRole' });

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }} data-testid="profile-page">
      <div>
        <Typography.Title
          level={1}
          style={{ marginTop: 0, marginBottom: 4, fontSize: token.fontSizeHeading2 }}
          data-testid="page-heading"
        >
          <FormattedMessage id="profile.title" />
        </Typography.Title>
        <Typography.Text type="secondary">
          <FormattedMessage id="profile.subtitle" />
        </Typography.Text>
      </div>
      <Card>
        <Flex gap={16} align="center" wrap>
          <UserAvatar size={64} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
              {name}
            </Typography.Title>
            <Typography.Text type="secondary">{user.email}</Typography.Text>
          </Flex>
        </Flex>
        <Descriptions
          style={{ marginTop: 16 }}
          column={{ xs: 1, sm: 2 }}
          size="small"
          items={[
            {
              key: 'role',
              label: <FormattedMessage id="home.role" />,
              children: <span data-testid="profile-role">{role}</span>,
            },
            ...(user.employee
              ? [
                  {
                    key: 'employee',
                    label: <FormattedMessage id="profile.employee" />,
                    children: `${user.employee.code} · ${user.employee.full_name}`,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card
            title={<FormattedMessage id="profile.personalInformation" />}
            style={{ height: '100%' }}
          >
            <Form
              form={form}
              layout="vertical"
              requiredMark={false}
              disabled={saving}
              initialValues={{
                first_name: user.first_name ?? '',
                last_name: user.last_name ?? '',
                avatar_url: user.avatar_url ?? '',
              }}
              onFinish={(values) => void onFinish(values)}
              data-testid="profile-form"
            >
              {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} />}
              <Form.Item
                name="first_name"
                label={<FormattedMessage id="auth.field.firstName" />}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: intl.formatMessage({ id: 'auth.validation.firstNameRequired' }),
                  },
                  {
                    max: NAME_MAX_LENGTH,
                    message: intl.formatMessage(
                      { id: 'auth.validation.nameMax' },
                      { max: NAME_MAX_LENGTH },
                    ),
                  },
                ]}
              >
                <Input autoComplete="given-name" />
              </Form.Item>
              <Form.Item
                name="last_name"
                label={<FormattedMessage id="auth.field.lastName" />}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: intl.formatMessage({ id: 'auth.validation.lastNameRequired' }),
                  },
                  {
                    max: NAME_MAX_LENGTH,
                    message: intl.formatMessage(
                      { id: 'auth.validation.nameMax' },
                      { max: NAME_MAX_LENGTH },
                    ),
                  },
                ]}
              >
                <Input autoComplete="family-name" />
              </Form.Item>
              <Form.Item
                name="avatar_url"
                label={<FormattedMessage id="profile.avatarUrl" />}
                extra={<FormattedMessage id="profile.avatarUrlHint" />}
                rules={[
                  {
                    type: 'url',
                    message: intl.formatMessage({ id: 'profile.validation.avatarUrl' }),
                  },
                  {
                    pattern: /^https?:\/\//i,
                    message: intl.formatMessage({ id: 'profile.validation.avatarUrl' }),
                  },
                  { max: AVATAR_URL_MAX_LENGTH },
                ]}
              >
                <Input inputMode="url" placeholder="https://" />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
                <FormattedMessage id="profile.save" />
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<FormattedMessage id="profile.changePassword" />} style={{ height: '100%' }}>
            <ChangePasswordForm />
          </Card>
        </Col>
      </Row>
      <Card title={<FormattedMessage id="profile.preferences" />}>
        <Form layout="vertical" component="div">
          <Form.Item label={<FormattedMessage id="layout.language.label" />}>
            <LanguagePreference />
          </Form.Item>
          <Form.Item
            label={<FormattedMessage id="layout.theme.label" />}
            style={{ marginBottom: 0 }}
          >
            <ThemePreference />
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
}
