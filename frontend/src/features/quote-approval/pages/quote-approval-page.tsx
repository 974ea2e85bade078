import type { PublicQuoteAnswerInput, PublicQuoteView } from '@px/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Divider, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { useDocumentTitle } from '@/shared/hooks';
import { answerPublicQuote, fetchPublicQuote, publicQuoteKey } from '../api';
import { AnswerForm } from '../components/answer-form';
import { AnswerSummary } from '../components/answer-summary';
import { LinkFailure } from '../components/link-failure';
import { QuoteHeader } from '../components/quote-header';
import { WorkshopContact } from '../components/workshop-contact';
import { stageOf } from '../model';
import { useDocumentFormat } from '@/shared/documents';

/** Phone first: the content keeps a reading width on a desktop. */
const FRAME = { maxWidth: 640, width: '100%', alignSelf: 'center' } as const;

/**
 * /q/{token}: the quote a customer opens from the workshop's e-mail, without a session. Opening it
 * only reads (GET: a mail scanner that follows the link approves nothing); the customer's answer
 * leaves with the "Enviar respuesta" button (POST) and nothing else.
 */
export default function QuoteApprovalPage() {
  const { token = '' } = useParams();
  const f = useDocumentFormat();
  const client = useQueryClient();
  const [justSent, setJustSent] = useState(false);
  useDocumentTitle(f.t('quoteApproval.documentTitle'));
  const key = publicQuoteKey(token);
  const quote = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPublicQuote(token, signal),
    // 404 and 410 are answers, not hiccups; the network case has its own button.
    retry: false,
    refetchOnWindowFocus: false,
  });
  const answer = useMutation({
    mutationFn: (body: PublicQuoteAnswerInput) => answerPublicQuote(token, body),
    onSuccess: (view) => {
      client.setQueryData<PublicQuoteView>(key, view);
      setJustSent(true);
      window.scrollTo({ top: 0 });
    },
    onError: (error) => {
      // Answered meanwhile (another tab, the desk) or the link went: show what the server says now.
      if (isApiError(error) && (error.statusCode === 409 || error.statusCode === 410)) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });

  if (quote.isPending) {
    return (
      <Card style={FRAME} aria-busy="true" aria-label={f.t('quoteApproval.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (quote.isError) {
    return (
      <Card style={FRAME}>
        <LinkFailure
          error={quote.error}
          retrying={quote.isFetching}
          onRetry={() => void quote.refetch()}
        />
      </Card>
    );
  }

  const view = quote.data;
  const stage = stageOf(view);
  return (
    <Card style={FRAME} styles={{ body: { padding: 16 } }} data-testid="quote-approval">
      {stage === 'answered' ? (
        <AnswerSummary view={view} justSent={justSent} />
      ) : (
        <Flex vertical gap={16}>
          <QuoteHeader view={view} />
          <Divider style={{ margin: 0 }} />
          {stage === 'answering' ? (
            <AnswerForm
              view={view}
              submitting={answer.isPending}
              submitError={answer.isError ? submitErrorText(answer.error, f.t) : null}
              onSubmit={(body) => answer.mutate(body)}
            />
          ) : (
            <Result
              status="info"
              title={
                <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                  {f.t('quoteApproval.closed.title')}
                </Typography.Title>
              }
              subTitle={f.t('quoteApproval.closed.text')}
              data-testid="quote-approval-closed"
            />
          )}
          <WorkshopContact workshop={view.workshop} />
        </Flex>
      )}
    </Card>
  );
}

/** The server's Spanish refusal (400 with its fields, 409, 410), or our words for no answer. */
function submitErrorText(error: unknown, t: (id: string) => string): string {
  if (!isApiError(error) || error.isNetworkError || error.statusCode === 0) {
    return t('quoteApproval.submit.networkError');
  }
  const fields = error.fieldErrors.map((field) => field.message);
  return fields.length ? fields.join(' ') : error.message;
}
