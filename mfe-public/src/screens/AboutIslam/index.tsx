import { Container, PageTitle, Section } from '@young-minds/ui';
import { ButtonLink } from '../../layout/ButtonLink';
import { Prose } from '../shared/ui';

const pillars = [
  { name: 'Shahadah', text: 'Believing and saying that there is no god but Allah and that Muhammad is His messenger.' },
  { name: 'Salah', text: 'Praying five times every day.' },
  { name: 'Zakat', text: 'Giving part of our wealth to people in need.' },
  { name: 'Sawm', text: 'Fasting during the month of Ramadan.' },
  { name: 'Hajj', text: 'The pilgrimage to Makkah, once in a lifetime for those who are able.' },
] as const;

/** /about-islam: a short, child-friendly introduction. */
export function AboutIslam() {
  return (
    <Section>
      <Container>
        <PageTitle>About Islam</PageTitle>
        <Prose>
          <p>
            Islam means peace through submitting to Allah, the One God who created everything. Muslims believe in
            Allah, His angels, His revealed books, His messengers, the Last Day and His decree. The last messenger is
            the Prophet Muhammad (peace be upon him), and the Quran is the book revealed to him.
          </p>
          <h2>The Five Pillars</h2>
          <ol>
            {pillars.map((pillar) => (
              <li key={pillar.name}>
                <strong>{pillar.name}:</strong> {pillar.text}
              </li>
            ))}
          </ol>
          <h2>Good character</h2>
          <p>
            Islam teaches kindness to parents, neighbours and animals, honesty, sharing, and saying thank you to Allah
            for His gifts. Our lessons, stories and activities help children practise these every day.
          </p>
          <ButtonLink to="/subscription">Start learning with Young Minds</ButtonLink>
        </Prose>
      </Container>
    </Section>
  );
}
