import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { type ContactMessage, contactFieldLimits, endpoints } from '@young-minds/contracts';
import { formatDate as formatInLanguage } from '@young-minds/i18n';
import { useEndpoint, useEndpointMutation } from '@young-minds/query';
import { Alert, Button, tokens } from '@young-minds/ui';
import { TextAreaField } from '@young-minds/ui/forms';
import { useAdminT } from '../../messages';
import { FormActions, Panel, palette, serverText } from '../../shared';

const Section = styled(Panel)`
  margin-block-start: ${tokens.space.lg};
  h2 {
    margin-block: 0 ${tokens.space.md};
    font-size: 1.15rem;
  }
`;

const ReplyList = styled.ol`
  list-style: none;
  margin: 0 0 ${tokens.space.md};
  padding: 0;
  display: grid;
  gap: ${tokens.space.sm};
`;

const ReplyItem = styled.li`
  padding: ${tokens.space.md};
  background: ${palette.raised};
  border-radius: ${tokens.radius.sm};
  border-inline-start: 4px solid ${palette.link};
`;

const ReplyMeta = styled.p`
  margin: 0 0 ${tokens.space.xs};
  font-weight: 700;
`;

const ReplyText = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Spaced = styled.div`
  margin-block-end: ${tokens.space.md};
`;

const sentAt = (iso: string) => formatInLanguage(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The admins' emailed replies to a Contact message, oldest first, and the form that sends another: the reply is
 * kept here and emailed to the sender (in Arabic when they wrote in Arabic).
 */
export function Replies({ message, onReplied }: { message: ContactMessage; onReplied: () => void }) {
  const t = useAdminT();
  const replies = useEndpoint(endpoints.contact.replies, { params: { id: message.id } });
  const send = useEndpointMutation(endpoints.contact.reply, { invalidates: [endpoints.contact.replies] });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!text.trim()) {
      setError(t('messages.replies.empty'));
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({ params: { id: message.id }, body: { message: text } });
      setText('');
      setOutcome({ variant: 'success', text: t('messages.replies.sent', { email: message.email }) });
      onReplied();
    } catch (caught) {
      console.error('[admin] sending a reply failed:', caught);
      setOutcome({ variant: 'danger', text: serverText(caught) ?? t('messages.replies.failed') });
    }
  }

  return (
    <Section aria-labelledby="message-replies">
      <h2 id="message-replies">{t('messages.replies.title')}</h2>
      {replies.isPending ? <p>{t('messages.replies.loading')}</p> : null}
      {replies.isError ? <Alert variant="danger">{t('messages.replies.loadFailed')}</Alert> : null}
      {replies.data?.length === 0 ? <p>{t('messages.replies.none')}</p> : null}
      {replies.data?.length ? (
        <ReplyList>
          {replies.data.map((reply) => (
            <ReplyItem key={reply.id}>
              <ReplyMeta>
                {t('messages.replies.by', {
                  name: reply.admin_name ?? t('messages.replies.formerAdmin'),
                  date: sentAt(reply.created_at),
                })}
              </ReplyMeta>
              <ReplyText dir="auto">{reply.message}</ReplyText>
            </ReplyItem>
          ))}
        </ReplyList>
      ) : null}
      {outcome ? (
        <Spaced>
          <Alert variant={outcome.variant}>{outcome.text}</Alert>
        </Spaced>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          id="contact-reply"
          label={t('messages.replies.label')}
          hint={t('messages.replies.hint', { email: message.email })}
          error={error ?? undefined}
          dir="auto"
          rows={6}
          maxLength={contactFieldLimits.message}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormActions>
          <Button type="submit" disabled={send.isPending}>
            {t(send.isPending ? 'messages.replies.sending' : 'messages.replies.send')}
          </Button>
        </FormActions>
      </form>
    </Section>
  );
}
