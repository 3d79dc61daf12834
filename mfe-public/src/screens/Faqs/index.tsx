import { Container, Lead, PageTitle, Section } from '@young-minds/ui';
import { Accordion } from '@young-minds/ui/accordion';
import { type PublicMessageId, usePublicT } from '../../messages';

/** Five questions children ask, in their words. */
const kidsFaqs = [
  { id: 'what', question: 'faqs.what.question', answer: 'faqs.what.answer' },
  { id: 'login', question: 'faqs.login.question', answer: 'faqs.login.answer' },
  { id: 'offline', question: 'faqs.offline.question', answer: 'faqs.offline.answer' },
  { id: 'quiz', question: 'faqs.quiz.question', answer: 'faqs.quiz.answer' },
  { id: 'progress', question: 'faqs.progress.question', answer: 'faqs.progress.answer' },
] as const satisfies readonly { id: string; question: PublicMessageId; answer: PublicMessageId }[];

/** /faqs: five kid-oriented questions in an accordion. */
export function Faqs() {
  const t = usePublicT();
  return (
    <Section>
      <Container>
        <PageTitle>{t('faqs.title')}</PageTitle>
        <Lead>{t('faqs.lead')}</Lead>
        <Accordion
          items={kidsFaqs.map((faq) => ({ id: faq.id, title: t(faq.question), content: t(faq.answer) }))}
          headingLevel={2}
        />
      </Container>
    </Section>
  );
}
