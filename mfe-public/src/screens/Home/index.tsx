import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from '@young-minds/router';
import styled from 'styled-components';
import {
  Alert,
  ButtonLink,
  type ButtonStyleProps,
  buttonStyles,
  Card,
  CardBody,
  Container,
  Grid,
  Lead,
  Section,
  SectionTitle,
  Spinner,
  media,
  useArrivalNotice,
  tokens,
} from '@young-minds/ui';
import { type PublicMessageId, usePublicT } from '../../messages';
import { planPriceValue, shownPlan } from '../shared/plan';
import { useNearViewport } from '../../layout/nearViewport';

// The blog preview, the page's last section, loads as the visitor scrolls towards it (see BlogPreview).
const BlogPreview = lazy(() => import('./BlogPreview'));

const Hero = styled.section`
  background: linear-gradient(135deg, ${tokens.color.primaryFill} 0%, #1f5fcc 100%);
  color: ${tokens.color.primaryText};
  padding: ${tokens.space.xl} 0;
  ${media.md} {
    padding: ${tokens.space.xxl} 0;
  }
`;

const HeroTitle = styled.h1`
  margin: 0 0 ${tokens.space.md};
  font-size: 2rem;
  line-height: 1.15;
  ${media.md} {
    font-size: 3rem;
  }
`;

const HeroText = styled.p`
  max-width: 640px;
  margin: 0 0 ${tokens.space.lg};
  font-size: ${tokens.font.size.lg};
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
`;

const HeroLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  background: #ffffff;
  color: ${tokens.color.primaryStrong};
  border-color: #ffffff;
`;

const Banner = styled.p`
  margin: 0;
  padding: ${tokens.space.md};
  background: ${tokens.color.accent};
  color: ${tokens.color.accentText};
  font-weight: 800;
  text-align: center;
`;

const Alt = styled(Section)`
  background: ${tokens.color.surface};
`;

const Icon = styled.span`
  font-size: 2rem;
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.lg};
`;

const Features = styled.ul`
  display: grid;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  & li::before {
    content: '✓ ';
    color: ${tokens.color.primaryStrong};
    font-weight: 800;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.xxl};
  font-weight: 800;
  color: ${tokens.color.primaryStrong};
`;

const PriceCard = styled(Card)`
  max-width: 420px;
  margin: 0 auto;
  text-align: center;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  counter-increment: step;
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    margin-bottom: ${tokens.space.sm};
    border-radius: 50%;
    background: ${tokens.color.primaryFill};
    color: ${tokens.color.primaryText};
    font-weight: 800;
  }
`;

const benefits = [
  { icon: '📖', title: 'home.why.sources.title', text: 'home.why.sources.text' },
  { icon: '📴', title: 'home.why.offline.title', text: 'home.why.offline.text' },
  { icon: '📈', title: 'home.why.progress.title', text: 'home.why.progress.text' },
] as const satisfies readonly { icon: string; title: PublicMessageId; text: PublicMessageId }[];

const features = [
  'home.features.cartoons',
  'home.features.worksheets',
  'home.features.quizzes',
  'home.features.ebooks',
  'home.features.matchPicture',
  'home.features.matchBook',
  'home.features.fillBlanks',
  'home.features.children',
] as const satisfies readonly PublicMessageId[];

const steps = [
  { title: 'home.how.subscribe.title', text: 'home.how.subscribe.text' },
  { title: 'home.how.learn.title', text: 'home.how.learn.text' },
  { title: 'home.how.track.title', text: 'home.how.track.text' },
] as const satisfies readonly { title: PublicMessageId; text: PublicMessageId }[];

/** The home page: the first page every visitor sees. */
export function Home() {
  const t = usePublicT();
  const [blogSection, blogNear] = useNearViewport<HTMLElement>();
  const { hash } = useLocation();
  const notice = useArrivalNotice();
  // Links such as the footer's '/#about' land on the section.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash]);
  return (
    <>
      {notice ? (
        <Container>
          <Alert variant="success">{notice}</Alert>
        </Container>
      ) : null}
      <Hero aria-labelledby="hero-title">
        <Container>
          <HeroTitle id="hero-title">{t('home.hero.title')}</HeroTitle>
          <HeroText>{t('home.hero.text')}</HeroText>
          <Actions>
            <HeroLink href="#about" $variant="outline">
              {t('home.hero.learnMore')}
            </HeroLink>
            <ButtonLink to="/subscription" $variant="secondary">
              {t('home.subscribe')}
            </ButtonLink>
          </Actions>
        </Container>
      </Hero>
      <Banner>{t('home.banner')}</Banner>

      <Alt id="about" aria-labelledby="about-title" tabIndex={-1}>
        <Container>
          <SectionTitle id="about-title">{t('home.about.title')}</SectionTitle>
          <Lead>{t('home.about.text')}</Lead>
        </Container>
      </Alt>

      <Section aria-labelledby="why-title">
        <Container>
          <SectionTitle id="why-title">{t('home.why.title')}</SectionTitle>
          <Grid $min="240px">
            {benefits.map((benefit) => (
              <Card key={benefit.title}>
                <CardBody>
                  <Icon aria-hidden="true">{benefit.icon}</Icon>
                  <CardTitle>{t(benefit.title)}</CardTitle>
                  <p>{t(benefit.text)}</p>
                </CardBody>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Alt aria-labelledby="features-title">
        <Container>
          <SectionTitle id="features-title">{t('home.features.title')}</SectionTitle>
          <Features>
            {features.map((feature) => (
              <li key={feature}>{t(feature)}</li>
            ))}
          </Features>
        </Container>
      </Alt>

      <Section aria-labelledby="model-title">
        <Container>
          <SectionTitle id="model-title">{t('home.model.title')}</SectionTitle>
          <PriceCard>
            <CardBody>
              <CardTitle>{t('home.model.card')}</CardTitle>
              {/* The plan page's price, from the same plan data. */}
              <Price>{t('plans.price', { price: planPriceValue(shownPlan) })}</Price>
              <p>{t('home.model.text')}</p>
              <ButtonLink to="/subscription">{t('home.subscribe')}</ButtonLink>
            </CardBody>
          </PriceCard>
        </Container>
      </Section>

      <Alt aria-labelledby="how-title">
        <Container>
          <SectionTitle id="how-title">{t('home.how.title')}</SectionTitle>
          <Steps>
            {steps.map((step) => (
              <Step key={step.title}>
                <CardTitle>{t(step.title)}</CardTitle>
                <p>{t(step.text)}</p>
              </Step>
            ))}
          </Steps>
        </Container>
      </Alt>

      <Section ref={blogSection} aria-labelledby="blog-title">
        <Container>
          <SectionTitle id="blog-title">{t('home.blog.title')}</SectionTitle>
          <Suspense fallback={<Spinner label={t('blog.loading')} />}>
            {blogNear ? <BlogPreview /> : <Spinner label={t('blog.loading')} />}
          </Suspense>
        </Container>
      </Section>
    </>
  );
}
