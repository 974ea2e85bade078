import { ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { logger } from '@/shared/logger';
import { StatusPanel, StatusSurface } from '@/shared/ui';
import { hasReloadedForStaleChunk, markReloadForStaleChunk } from './chunk-errors';

/** How long the notice stays readable before the page reloads. */
export const STALE_CHUNK_RELOAD_DELAY_MS = 1_500;

/**
 * SPEC §8: a lazily loaded screen failed to load (stale deployment). Tell the user and reload the
 * page once; if that already happened, stop and offer a manual reload instead of looping.
 */
export function StaleChunkNotice({ chunk }: { chunk?: string }) {
  const [mode] = useState<'reloading' | 'failed'>(() =>
    hasReloadedForStaleChunk(chunk) ? 'failed' : 'reloading',
  );

  useEffect(() => {
    if (mode !== 'reloading') {
      logger.error('Lazy screen failed to load again after a reload', { chunk });
      return;
    }
    logger.warn('Lazy screen failed to load: reloading the page', { chunk });
    markReloadForStaleChunk(chunk);
    const timer = window.setTimeout(() => window.location.reload(), STALE_CHUNK_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mode, chunk]);

  if (mode === 'reloading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '50vh', padding: 24 }}>
        <StatusSurface maxWidth={520}>
          <Flex vertical gap="large" align="center">
            <Spin size="large" />
            <Alert
              type="info"
              showIcon
              style={{ width: '100%' }}
              data-testid="stale-chunk-alert"
              title={<FormattedMessage id="staleChunk.reloading" />}
              description={<FormattedMessage id="staleChunk.description" />}
            />
          </Flex>
        </StatusSurface>
      </Flex>
    );
  }

  return (
    <Flex justify="center" align="center" style={{ minHeight: '50vh', padding: 24 }}>
      <StatusPanel
        maxWidth={560}
        data-testid="stale-chunk-failed"
        tone="warning"
        icon={<ExclamationCircleFilled />}
        title={<FormattedMessage id="staleChunk.failedTitle" />}
        description={<FormattedMessage id="staleChunk.failedDescription" />}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            <FormattedMessage id="staleChunk.reload" />
          </Button>
        }
      />
    </Flex>
  );
}
