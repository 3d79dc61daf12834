import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles, Card, CardBody, Container, Grid, Lead, Section, SectionTitle, Spinner, media, tokens } from '@young-minds/ui';
import { ButtonLink } from '../../layout/ButtonLink';
import { BlogCard } from '../shared/BlogCard';
import { useBlogPosts } from '../shared/useBlogPosts';

/** Blog preview on the home page: 3 posts (spec section 9). */
export const blogPreviewCount = 3;

const Hero = styled.section`
  background: linear-gradient(135deg, ${tokens.color.primary} 0%, #1f5fcc 100%);
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
  color: ${tokens.color.text};
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
    background: ${tokens.color.primary};
    color: ${tokens.color.primaryText};
    font-weight: 800;
  }
`;

const benefits = [
  {
    icon: '📖',
    title: 'Based on the Quran and authentic Hadith',
    text: 'Every lesson is built on trusted sources, told in words children understand.',
  },
  {
    icon: '📴',
    title: 'Learn anywhere, even offline',
    text: 'Download videos in the app for offline use, and do worksheets without a connection.',
  },
  {
    icon: '📈',
    title: 'Parents see the progress',
    text: 'Follow what each child has watched, read, completed and scored on your parent dashboard.',
  },
] as const;

const features = [
  'Animated cartoons',
  'Worksheets',
  'Quizzes',
  'E-books',
  'Match the Picture',
  'Match the Name to the Revealed Book',
  'Fill in the Blanks',
  'Up to 5 children on one account',
] as const;

const steps = [
  { title: 'Subscribe', text: 'The parent subscribes and creates an account for each child.' },
  { title: 'Learn', text: 'The kid learns with cartoons, books, worksheets and quizzes.' },
  { title: 'Track', text: 'The parent tracks progress from the parent dashboard.' },
] as const;

/** The home page (spec section 2). */
export function Home() {
  const { posts, loading } = useBlogPosts(blogPreviewCount);
  const { hash } = useLocation();
  // Links such as the footer's '/#about' land on the section.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash]);
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <Container>
          <HeroTitle id="hero-title">Platform for Young Minds</HeroTitle>
          <HeroText>
            An interactive place where children learn Islam through animated cartoons, worksheets, quizzes, e-books and
            activities, and parents follow every step.
          </HeroText>
          <Actions>
            <HeroLink href="#about" $variant="outline">
              Learn More
            </HeroLink>
            <ButtonLink to="/subscription" $variant="secondary">
              Subscribe
            </ButtonLink>
          </Actions>
        </Container>
      </Hero>
      <Banner>Islamic learning made fun: cartoons, worksheets, quizzes, e-books and activities for kids.</Banner>

      <Alt id="about" aria-labelledby="about-title" tabIndex={-1}>
        <Container>
          <SectionTitle id="about-title">About</SectionTitle>
          <Lead>
            Young Minds offers Islamic educational content for children, based on the Quran and authentic Hadith.
            Children watch, read, practise and play in their own safe area; parents subscribe, add their children and
            watch their progress grow.
          </Lead>
        </Container>
      </Alt>

      <Section aria-labelledby="why-title">
        <Container>
          <SectionTitle id="why-title">Why Choose Young Minds</SectionTitle>
          <Grid $min="240px">
            {benefits.map((benefit) => (
              <Card key={benefit.title}>
                <CardBody>
                  <Icon aria-hidden="true">{benefit.icon}</Icon>
                  <CardTitle>{benefit.title}</CardTitle>
                  <p>{benefit.text}</p>
                </CardBody>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Alt aria-labelledby="features-title">
        <Container>
          <SectionTitle id="features-title">Features</SectionTitle>
          <Features>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
        </Container>
      </Alt>

      <Section aria-labelledby="model-title">
        <Container>
          <SectionTitle id="model-title">Subscription Model</SectionTitle>
          <PriceCard>
            <CardBody>
              <CardTitle>Family subscription</CardTitle>
              <Price>$39 per month</Price>
              <p>All content for your children, with progress tracking for you.</p>
              <ButtonLink to="/subscription">Subscribe</ButtonLink>
            </CardBody>
          </PriceCard>
        </Container>
      </Section>

      <Alt aria-labelledby="how-title">
        <Container>
          <SectionTitle id="how-title">How It Works</SectionTitle>
          <Steps>
            {steps.map((step) => (
              <Step key={step.title}>
                <CardTitle>{step.title}</CardTitle>
                <p>{step.text}</p>
              </Step>
            ))}
          </Steps>
        </Container>
      </Alt>

      <Section aria-labelledby="blog-title">
        <Container>
          <SectionTitle id="blog-title">From Our Blog</SectionTitle>
          {loading ? (
            <Spinner label="Loading blog posts…" />
          ) : posts.length === 0 ? (
            <p>No blog posts yet.</p>
          ) : (
            <Grid $min="260px">
              {posts.slice(0, blogPreviewCount).map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </Grid>
          )}
        </Container>
      </Section>
    </>
  );
}
