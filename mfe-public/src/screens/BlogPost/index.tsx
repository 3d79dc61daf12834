import { contentLanguageProps, languageOfText } from '@young-minds/i18n';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@young-minds/router';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { type Blog, blogEndpoints } from '@young-minds/contracts';
import { Button, Container, PageTitle, Section, Spinner, tokens } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { prerenderedBlogPost } from '../../prerender/data';
import { publishedOn } from '../shared/BlogCard';
import { Prose } from '../shared/ui';

// Its box is set before the picture arrives (16:9, at most 300 px high): the text below never moves down when it
// loads, in the page the gateway rendered nor when the area renders it again.
const Banner = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  max-block-size: 300px;
  object-fit: cover;
  background: ${tokens.color.infoBg};
  margin-block-end: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
`;

const Meta = styled.p`
  margin: 0 0 ${tokens.space.lg};
  color: ${tokens.color.muted};
`;

type State = { status: 'loading' } | { status: 'found'; post: Blog } | { status: 'missing' };

/** /blog/:titleSlug: one published post, or 'Blog post not found' with a way back. */
export function BlogPost() {
  const t = usePublicT();
  const { titleSlug = '' } = useParams();
  const navigate = useNavigate();
  // A page the gateway rendered with its post starts with that post (sent beside the page), so nothing on screen
  // is taken back; the post is asked for again all the same.
  const [state, setState] = useState<State>(() => {
    const post = prerenderedBlogPost(titleSlug);
    return post ? { status: 'found', post } : { status: 'loading' };
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((shown) => (shown.status === 'found' && shown.post.slug === titleSlug ? shown : { status: 'loading' }));
    api
      .call(blogEndpoints.getBySlug, { params: { slug: titleSlug }, signal: controller.signal })
      .then((post) => setState({ status: 'found', post }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the blog post', error);
        setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [titleSlug]);

  const back = (
    <Button $variant="outline" onClick={() => navigate('/blog')}>
      {t('blogPost.back')}
    </Button>
  );

  return (
    <Section>
      <Container>
        {state.status === 'loading' ? <Spinner label={t('blogPost.loading')} /> : null}
        {state.status === 'missing' ? (
          <>
            <PageTitle>{t('blogPost.notFound')}</PageTitle>
            {back}
          </>
        ) : null}
        {state.status === 'found' ? (
          <article>
            <Banner src={state.post.banner_image} alt={state.post.title} />
            <PageTitle {...contentLanguageProps(languageOfText(state.post.title))}>{state.post.title}</PageTitle>
            <Meta>
              {[publishedOn(state.post.publish_date), state.post.author, state.post.category]
                .filter(Boolean)
                .join(' · ')}
            </Meta>
            <Prose {...contentLanguageProps(languageOfText(state.post.description))}>
              {state.post.description
                .split(/\n{2,}/)
                .filter((paragraph) => paragraph.trim())
                .map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
            </Prose>
            {back}
          </article>
        ) : null}
      </Container>
    </Section>
  );
}
