import { Accordion, Container, Lead, PageTitle, Section } from '@young-minds/ui';

/** Five questions children ask, in their words (spec section 2). */
export const kidsFaqs = [
  {
    id: 'what',
    title: 'What can I do on Young Minds?',
    content: 'You can watch cartoons, read e-books, do worksheets, play learning games and take fun quizzes about Islam.',
  },
  {
    id: 'login',
    title: 'How do I log in?',
    content: 'Your parent creates your account and gives you your username (or email) and password. Type them on the Log In page.',
  },
  {
    id: 'offline',
    title: 'Can I learn without the internet?',
    content: 'Yes! Videos can be downloaded in the app to watch offline, and worksheets can be done offline too.',
  },
  {
    id: 'quiz',
    title: 'What happens if I get a quiz question wrong?',
    content: 'That is okay! Everyone learns by trying. You can watch the lesson again and try the quiz another time.',
  },
  {
    id: 'progress',
    title: 'Can my parents see what I learned?',
    content: 'Yes. Your parents can see the videos you watched, the books you read and your quiz scores, so they can cheer you on.',
  },
] as const;

/** /faqs: five kid-oriented questions in an accordion. */
export function Faqs() {
  return (
    <Section>
      <Container>
        <PageTitle>FAQs</PageTitle>
        <Lead>Questions kids often ask us.</Lead>
        <Accordion items={kidsFaqs} />
      </Container>
    </Section>
  );
}
