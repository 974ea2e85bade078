import { DownloadOutlined, FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import type { TimesheetReportFormat } from '@px/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { MenuButton } from '@/shared/ui';
import { downloadReport } from '../api';

/**
 * "Descargar mi registro" (or an employee's): the month's registro de jornada as PDF or CSV, the
 * file named by the server.
 */
export function DownloadReportButton({
  month,
  employeeId,
  label,
}: {
  month: string;
  employeeId?: string | null;
  label: string;
}) {
  const intl = useIntl();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const download = async (format: TimesheetReportFormat) => {
    setBusy(true);
    try {
      await downloadReport(month, format, employeeId);
    } catch (error) {
      void message.error(extractErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <MenuButton
      menu={{
        items: [
          {
            key: 'pdf',
            icon: <FilePdfOutlined />,
            label: intl.formatMessage({ id: 'timesheets.download.pdf' }),
          },
          {
            key: 'csv',
            icon: <FileTextOutlined />,
            label: intl.formatMessage({ id: 'timesheets.download.csv' }),
          },
        ],
        onClick: ({ key }) => void download(key as TimesheetReportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="download-report">
        {label}
      </Button>
    </MenuButton>
  );
}
