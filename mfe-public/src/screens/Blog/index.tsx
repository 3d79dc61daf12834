import { useEffect, useState } from 'react';
import { Container, Grid, Lead, PageTitle, Section, Spinner } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { blogListUsed, prerenderedBlogList } from '../../prerender/data';
import { BlogCard } from '../shared/BlogCard';
import { type BlogPostsState, useBlogPosts } from '../shared/useBlogPosts';

/**
 * /blog: every published post as a card. A page the gateway rendered with its posts (sent beside the page: the
 * answer of this screen's own call) starts with them, and they are not asked for again: they are as fresh as the
 * page. A later visit in the same tab asks for them.
 */
export function Blog() {
  const [prerendered] = useState(prerenderedBlogList);
  useEffect(() => {
    if (prerendered) blogListUsed();
  }, [prerendered]);
  return prerendered ? <BlogList posts={prerendered.data} loading={false} failed={false} /> : <FetchedBlogList />;
}

function FetchedBlogList() {
  return <BlogList {...useBlogPosts()} />;
}

function BlogList({ posts, loading, failed }: BlogPostsState) {
  const t = usePublicT();
  return (
    <Section>
      <Container>
        <PageTitle>{t('blog.title')}</PageTitle>
        <Lead>{t('blog.lead')}</Lead>
        {loading ? (
          <Spinner label={t('blog.loading')} />
        ) : posts.length === 0 ? (
          <p>{failed ? t('blog.failed') : t('blog.empty')}</p>
        ) : (
          <Grid $min="280px">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} headingLevel={2} />
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
